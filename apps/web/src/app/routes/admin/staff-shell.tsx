import { Outlet } from 'react-router';
import { StaffLayout } from '@/components/layouts/staff-layout';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { ProtectedRoute } from '@/lib/auth';

/**
 * The staff screens' frame (admin check required, failure sends to /logout, spec 001 §2), a
 * lazy chunk of its own: the login page paints without it (issue #17).
 */
export function Component() {
  return (
    <ProtectedRoute>
      <AdminGuard>
        <StaffLayout>
          <Outlet />
        </StaffLayout>
      </AdminGuard>
    </ProtectedRoute>
  );
}

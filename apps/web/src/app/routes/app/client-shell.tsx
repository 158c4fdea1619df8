import { Outlet } from 'react-router';
import { ClientLayout } from '@/components/layouts/client-layout';
import { ClientRoute, ProtectedRoute } from '@/lib/auth';

/**
 * The client screens' frame (login required, left navigation), a lazy chunk of its own: the
 * login page paints without the dashboard layout (issue #17).
 */
export function Component() {
  return (
    <ProtectedRoute>
      <ClientRoute>
        <ClientLayout>
          <Outlet />
        </ClientLayout>
      </ClientRoute>
    </ProtectedRoute>
  );
}

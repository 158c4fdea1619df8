import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { useAdminCheck } from '../api/check-admin';

/** Staff routes need a successful admin check; a failure sends to /logout (spec 001 §2). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const adminCheck = useAdminCheck();
  if (adminCheck.isPending) return <PageLoader label={t('staff.checkingAccess')} />;
  if (adminCheck.isError) return <Navigate to={paths.auth.logout.getHref()} replace />;
  return children;
}

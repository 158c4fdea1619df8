import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { DashboardLayout } from './dashboard-layout';

/** Spec 001 §2: the staff navigation has 'Admin Panel' and 'Log out'. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <DashboardLayout
      navigation={[
        { label: t('nav.adminPanel'), to: paths.admin.panel.getHref(), icon: <AdminPanelSettingsOutlined /> },
      ]}
      footerNavigation={[
        { label: t('nav.logOut'), to: paths.auth.logout.getHref(), icon: <LogoutOutlined /> },
      ]}
    >
      {children}
    </DashboardLayout>
  );
}

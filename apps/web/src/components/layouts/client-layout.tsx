import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Co2 from '@mui/icons-material/Co2';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useIsSubUser } from '@/lib/auth';
import { useT } from '@/lib/language';
import { DashboardLayout, type NavItem } from './dashboard-layout';

/** Spec 000 §2: the client navigation; My Account only once the user is known not to be a sub-user. */
export function ClientLayout({ children }: { children: ReactNode }) {
  const isSubUserQuery = useIsSubUser();
  const isMainUser = isSubUserQuery.data?.isSubUser === false;
  const t = useT();

  const navigation: NavItem[] = [
    { label: t('nav.home'), to: paths.app.home.getHref(), icon: <HomeOutlined /> },
    { label: t('nav.myProjects'), to: paths.app.myProjects.getHref(), icon: <FolderOutlined /> },
    { label: t('nav.myLabels'), to: paths.app.myLabels.getHref(), icon: <VerifiedOutlined /> },
    { label: t('nav.myFootprints'), to: paths.app.myFootprints.getHref(), icon: <Co2 /> },
    { label: t('nav.myPlants'), to: paths.app.myPlants.getHref(), icon: <FactoryOutlined /> },
    ...(isMainUser
      ? [
          // Issue #24: the PACT requests of the client's customers, answered by the account holder.
          {
            label: t('nav.footprintRequests'),
            to: paths.app.footprintRequests.getHref(),
            icon: <MoveToInboxOutlined />,
          },
          { label: t('nav.myAccount'), to: paths.account.hub.getHref(), icon: <AccountCircleOutlined /> },
        ]
      : []),
  ];
  const footer: NavItem[] = [
    { label: t('nav.logOut'), to: paths.auth.logout.getHref(), icon: <LogoutOutlined /> },
  ];

  return (
    <DashboardLayout navigation={navigation} footerNavigation={footer}>
      {children}
    </DashboardLayout>
  );
}

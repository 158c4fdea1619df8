import Typography from '@mui/material/Typography';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { RegisterWizard } from '@/features/auth/components/register-wizard';
import { useT } from '@/lib/language';

export function Component() {
  const t = useT();
  return (
    <AuthLayout title={t('registration.title')} maxWidth={720}>
      <RegisterWizard />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('registration.alreadyRegistered')}{' '}
        <AppLink to={paths.auth.login.getHref()}>{t('login.title')}</AppLink>
      </Typography>
    </AuthLayout>
  );
}

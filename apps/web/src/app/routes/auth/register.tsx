import Typography from '@mui/material/Typography';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { RegisterWizard } from '@/features/auth/components/register-wizard';

export function Component() {
  return (
    <AuthLayout title="Create your account" maxWidth={720}>
      <RegisterWizard />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already registered? <AppLink to={paths.auth.login.getHref()}>Log in</AppLink>
      </Typography>
    </AuthLayout>
  );
}

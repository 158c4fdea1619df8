import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useT } from '@/lib/language';

export function Component() {
  const t = useT();
  return (
    <AuthLayout title={t('forgotPassword.title')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

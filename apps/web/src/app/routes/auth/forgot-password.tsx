import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthLayout title="Forgot password">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

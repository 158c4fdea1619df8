import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Set a new password">
      <SetPasswordForm initialEmail={searchParams.get('email') ?? ''} />
    </AuthLayout>
  );
}

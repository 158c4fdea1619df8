import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useT } from '@/lib/language';

export function Component() {
  const [searchParams] = useSearchParams();
  const t = useT();
  return (
    <AuthLayout title={t('setPassword.title')}>
      <SetPasswordForm initialEmail={searchParams.get('email') ?? ''} />
    </AuthLayout>
  );
}

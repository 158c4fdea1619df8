import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ConfirmUser } from '@/features/auth/components/confirm-user';
import { useT } from '@/lib/language';

export function Component() {
  const { email = '', code = '' } = useParams();
  const t = useT();
  return (
    <AuthLayout title={t('confirmUser.title')}>
      <ConfirmUser email={email} code={code} />
    </AuthLayout>
  );
}

import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ConfirmUser } from '@/features/auth/components/confirm-user';

export function Component() {
  const { email = '', code = '' } = useParams();
  return (
    <AuthLayout title="Account activation">
      <ConfirmUser email={email} code={code} />
    </AuthLayout>
  );
}

import { useParams } from 'react-router';
import { AccountPage } from '@/features/staff-accounts/components/account-page';

export function Component() {
  const { id = '' } = useParams();
  return <AccountPage key={id} id={id} />;
}

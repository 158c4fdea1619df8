import { AccountsList } from '@/features/staff-accounts/components/accounts-list';

export function Component() {
  return <AccountsList />;
}

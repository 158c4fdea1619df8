import { AccountAdmin } from '@/features/account/components/account-admin';

export function Component() {
  return <AccountAdmin />;
}

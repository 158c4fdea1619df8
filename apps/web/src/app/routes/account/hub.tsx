import { AccountHub } from '@/features/account/components/account-hub';

export function Component() {
  return <AccountHub />;
}

import { Billing } from '@/features/account/components/billing';

export function Component() {
  return <Billing />;
}

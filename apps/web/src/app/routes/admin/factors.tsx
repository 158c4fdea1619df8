import { FactorsPage } from '@/features/staff-accounts/components/factors-page';

export function Component() {
  return <FactorsPage />;
}

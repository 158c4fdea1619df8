import { FactorsPage } from '@/features/factors/components/factors-page';

export function Component() {
  return <FactorsPage />;
}

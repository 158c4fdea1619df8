import { TendersList } from '@/features/purchasing/components/tenders/tenders-list';

export function Component() {
  return <TendersList />;
}

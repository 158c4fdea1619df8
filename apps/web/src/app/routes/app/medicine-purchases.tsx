import { MedicinePurchases } from '@/features/purchasing/components/purchases/medicine-purchases';

export function Component() {
  return <MedicinePurchases />;
}

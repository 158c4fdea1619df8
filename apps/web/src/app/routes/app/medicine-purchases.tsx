import { MedicinePurchases } from '@/features/medicines/components/purchases/medicine-purchases';

export function Component() {
  return <MedicinePurchases />;
}

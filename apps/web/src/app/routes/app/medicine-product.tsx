import { MedicineProduct } from '@/features/medicines/components/medicine-product';

export function Component() {
  return <MedicineProduct />;
}

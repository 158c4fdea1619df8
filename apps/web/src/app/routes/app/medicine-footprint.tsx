import { MedicineFootprint } from '@/features/medicines/components/medicine-footprint';

export function Component() {
  return <MedicineFootprint />;
}

import { useParams } from 'react-router';
import { StaffMedicineStudyScreen } from '@/features/medicine-studies/components/staff-medicine-study';

/** /admin/medicine_study/{id} (issue #37): a medicine footprint study's validation. */
export function Component() {
  const { id = '' } = useParams();
  return <StaffMedicineStudyScreen key={id} id={id} />;
}

import { useParams } from 'react-router';
import { useWizardMountKey } from '@/components/wizard/wizard-navigation';
import { MedicineStudyPage } from '@/features/medicine-studies/components/medicine-study-page';

/** /medicine_study/{id} (issue #37): the id 'new' opens a new medicine footprint study. */
export function Component() {
  const { id = 'new' } = useParams();
  return <MedicineStudyPage key={useWizardMountKey(id)} id={id} />;
}

import { useParams } from 'react-router';
import { useWizardMountKey } from '@/components/wizard/wizard-navigation';
import { CarbonFirstPartPage } from '@/features/footprints/components/carbon-first-part-page';

/**
 * /carbon_footprint/first_part/{id?} (spec 001 §2): the id 'new', or no id at all, opens a new
 * footprint.
 */
export function Component() {
  const { id = 'new' } = useParams();
  return <CarbonFirstPartPage key={useWizardMountKey(id)} id={id} />;
}

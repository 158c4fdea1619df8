import { useParams } from 'react-router';
import { useWizardMountKey } from '@/components/wizard/wizard-navigation';
import { SubstanceWizardPage } from '@/features/labels/components/substance-wizard-page';

/** /drug_substance/{id}, where the id 'new' opens a new project (spec 001 §2). */
export function Component() {
  const { id = 'new' } = useParams();
  return <SubstanceWizardPage key={useWizardMountKey(id)} id={id} />;
}

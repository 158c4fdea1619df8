import { useParams } from 'react-router';
import { useWizardMountKey } from '@/components/wizard/wizard-navigation';
import { OriginWizardPage } from '@/features/labels/components/origin-wizard-page';

/** /drug_origin/{id}, where the id 'new' opens a new project (spec 001 §2). */
export function Component() {
  const { id = 'new' } = useParams();
  return <OriginWizardPage key={useWizardMountKey(id)} id={id} />;
}

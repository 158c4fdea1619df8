import { useParams } from 'react-router';
import { useWizardMountKey } from '@/components/wizard/wizard-navigation';
import { CarbonFirstPartPage } from '@/features/footprints/components/carbon-first-part-page';
import { PublishPanel } from '@/features/pact/components/publish-panel';
import { useIsSubUser } from '@/lib/auth';

/**
 * /carbon_footprint/first_part/{id?} (spec 001 §2): the id 'new', or no id at all, opens a new
 * footprint. A completed footprint with its result shows 'Publish over PACT' to the account
 * holder (issue #24).
 */
export function Component() {
  const { id = 'new' } = useParams();
  const isMainUser = useIsSubUser().data?.isSubUser === false;
  return (
    <CarbonFirstPartPage
      key={useWizardMountKey(id)}
      id={id}
      renderCompleted={(project) => (isMainUser ? <PublishPanel projectId={project.id} /> : null)}
    />
  );
}

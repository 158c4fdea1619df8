import type { CarbonDetail } from '@pharmatrace/domain';
import { type ReactNode, useState } from 'react';
import { AccountValidationGate } from '@/components/wizard/account-validation-gate';
import { ProjectWizardLoader } from '@/components/wizard/project-wizard-loader';
import { useWizardBackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { CarbonFirstPartWizard } from './carbon-first-part-wizard';
import { FootprintResultView } from './estimate/footprint-result-view';

/**
 * /carbon_footprint/first_part/new and /carbon_footprint/first_part/{id} (spec 001 §2);
 * a footprint that fails to load redirects to /carbon_footprint/first_part/new.
 */
export function CarbonFirstPartPage({
  id,
  renderCompleted,
}: {
  id: string;
  /** Under a completed footprint's result (issue #23): what the route adds (issue #24, 'Publish over PACT'). */
  renderCompleted?: (project: CarbonDetail) => ReactNode;
}) {
  // Read once: the wizard's first draft save renames the URL without remounting this page.
  const [initialId] = useState(id);
  const t = useT();
  const back = useWizardBackTarget({ to: paths.app.myFootprints.getHref(), labelKey: 'nav.myFootprints' });
  if (initialId === 'new') {
    return (
      <AccountValidationGate title={t('footprints.page.title')} back={back}>
        <CarbonFirstPartWizard back={back} />
      </AccountValidationGate>
    );
  }
  return (
    <ProjectWizardLoader
      kind="CARBON"
      id={initialId}
      title={t('footprints.page.title')}
      back={back}
      newProjectHref={paths.app.carbonFootprint.firstPartNew.getHref()}
      renderLocked={(project) =>
        project.status === 'COMPLETED' ? (
          <>
            <FootprintResultView projectId={project.id} />
            {renderCompleted?.(project)}
          </>
        ) : null
      }
    >
      {(project) => <CarbonFirstPartWizard project={project} back={back} />}
    </ProjectWizardLoader>
  );
}

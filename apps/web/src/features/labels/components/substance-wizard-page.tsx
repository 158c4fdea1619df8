import { useState } from 'react';
import { AccountValidationGate } from '@/components/wizard/account-validation-gate';
import { ProjectWizardLoader } from '@/components/wizard/project-wizard-loader';
import { useWizardBackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { ConfirmedEuOrigin } from './eu-origin-confirmation';
import { SubstanceWizard } from './substance-wizard';

/** /drug_substance/new and /drug_substance/{id} (spec 001 §2); a load error goes to /drug_substance/new. */
export function SubstanceWizardPage({ id }: { id: string }) {
  // Read once: the wizard's first draft save renames the URL without remounting this page.
  const [initialId] = useState(id);
  const t = useT();
  const back = useWizardBackTarget({ to: paths.app.myLabels.getHref(), labelKey: 'nav.myLabels' });
  if (initialId === 'new') {
    return (
      <AccountValidationGate title={t('labels.substance.pageTitle')} back={back}>
        <SubstanceWizard back={back} />
      </AccountValidationGate>
    );
  }
  return (
    <ProjectWizardLoader
      kind="SUBSTANCE"
      id={initialId}
      title={t('labels.substance.pageTitle')}
      back={back}
      renderLocked={(project) =>
        project.euOriginConfirmed ? (
          <ConfirmedEuOrigin
            confirmed={project.euOriginConfirmed}
            certificatePath={`/substance/${encodeURIComponent(project.id)}/certificate.pdf`}
          />
        ) : null
      }
      newProjectHref={paths.app.drugSubstance.new.getHref()}
    >
      {(project) => <SubstanceWizard project={project} back={back} />}
    </ProjectWizardLoader>
  );
}

import { useState } from 'react';
import { AccountValidationGate } from '@/components/wizard/account-validation-gate';
import { ProjectWizardLoader } from '@/components/wizard/project-wizard-loader';
import { useWizardBackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { ConfirmedEuOrigin } from './eu-origin-confirmation';
import { OriginWizard } from './origin-wizard';

/** /drug_origin/new and /drug_origin/{id} (spec 001 §2); a load error goes to /drug_origin/new. */
export function OriginWizardPage({ id }: { id: string }) {
  // Read once: the wizard's first draft save renames the URL without remounting this page.
  const [initialId] = useState(id);
  const t = useT();
  const back = useWizardBackTarget({ to: paths.app.myLabels.getHref(), labelKey: 'nav.myLabels' });
  if (initialId === 'new') {
    return (
      <AccountValidationGate title={t('labels.origin.pageTitle')} back={back}>
        <OriginWizard back={back} />
      </AccountValidationGate>
    );
  }
  return (
    <ProjectWizardLoader
      kind="ORIGIN"
      id={initialId}
      title={t('labels.origin.pageTitle')}
      back={back}
      renderLocked={(project) =>
        project.euOriginConfirmed ? (
          <ConfirmedEuOrigin
            confirmed={project.euOriginConfirmed}
            certificatePath={`/origin/${encodeURIComponent(project.id)}/certificate.pdf`}
          />
        ) : null
      }
      newProjectHref={paths.app.drugOrigin.new.getHref()}
    >
      {(project) => <OriginWizard project={project} back={back} />}
    </ProjectWizardLoader>
  );
}

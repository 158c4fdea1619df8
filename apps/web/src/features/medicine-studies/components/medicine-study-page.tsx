import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { projectStatusLabel, translate } from '@pharmatrace/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { AccountValidationGate } from '@/components/wizard/account-validation-gate';
import { useWizardBackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { useMedicineStudy } from '../api/get-medicine-study';
import { MedicineStudyWizard } from './medicine-study-wizard';
import { StudyResult } from './study-result';

/** The statuses in which the client changes the study (spec 000 §4: a draft, or checking amendments). */
const clientEdits = new Set(['DRAFT', 'CHECK']);

/**
 * /medicine_study/new and /medicine_study/{id} (issue #37): a new study, a stored one in its
 * wizard, or, once with the provider, where it stands (and, completed, its result). A study that
 * fails to load sends to /medicine_study/new with a message saying why, as the other kinds do.
 */
export function MedicineStudyPage({ id }: { id: string }) {
  // Read once: the wizard's first save renames the URL without remounting this page.
  const [initialId] = useState(id);
  const t = useT();
  const language = useLanguage();
  const notify = useNotify();
  const back = useWizardBackTarget({ to: paths.app.myFootprints.getHref(), labelKey: 'nav.myFootprints' });
  const isNew = initialId === 'new';
  const query = useMedicineStudy(isNew ? null : initialId);

  useEffect(() => {
    if (!isNew && query.isError)
      notify(translate(language, 'wizard.openFailed', { error: errorText(query.error) }), 'error');
  }, [isNew, query.isError, query.error, notify, language]);

  if (isNew) {
    return (
      <AccountValidationGate title={t('medicineStudy.page.title')} back={back}>
        <MedicineStudyWizard back={back} />
      </AccountValidationGate>
    );
  }
  if (query.isError) return <Navigate to={paths.app.medicineStudy.new.getHref()} replace />;
  const study = query.data;
  if (!study) {
    return (
      <>
        <PageHeader title={t('medicineStudy.page.title')} back={back} />
        <PageLoader label={t('wizard.loadingProject')} />
      </>
    );
  }
  if (clientEdits.has(study.status)) return <MedicineStudyWizard study={study} back={back} />;
  return (
    <>
      <PageHeader title={t('medicineStudy.wizard.titleOf', { name: study.name })} back={back} />
      <Alert
        severity="info"
        action={
          <Button component={AppLink} to={back.to} color="inherit">
            {back.label}
          </Button>
        }
      >
        {`${t('wizard.locked', { status: t(`status.${projectStatusLabel(study.status)}`) })} ${
          study.status === 'COMPLETED' ? t('wizard.lockedCompleted') : t('wizard.lockedWithTeam')
        }`}
      </Alert>
      {study.status === 'COMPLETED' ? <StudyResult study={study} /> : null}
    </>
  );
}

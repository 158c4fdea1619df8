import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ProjectStatus, projectStatusLabel } from '@pharmatrace/domain';
import { type ReactNode, useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { useLanguage, useT } from '@/lib/language';
import { useStudyEstimate } from '../api/get-study-estimate';
import { documentOf } from '../api/medicine-study';
import {
  type StaffMedicineStudy,
  useAdoptMedicineEstimate,
  useMoveMedicineStudy,
  usePublishMedicineStudy,
  useStaffMedicineStudy,
} from '../api/staff-medicine-study';
import { staffMovesOf } from '../utils/staff-moves';
import { StudyApiFootprints } from './study-api-footprints';
import { StudyBreakdown } from './study-breakdown';
import { StudyFacts } from './study-facts';
import { StudySheetButtons } from './study-sheet-buttons';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The staff's actions on a study: the workflow's moves with a message, adopt, publish. */
function StaffActions({ study }: { study: StaffMedicineStudy }) {
  const t = useT();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const move = useMoveMedicineStudy(study.id);
  const adopt = useAdoptMedicineEstimate(study.id);
  const publish = usePublishMedicineStudy(study.id);
  const statusName = (status: ProjectStatus) => t(`status.${projectStatusLabel(status)}`);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done);
    } catch (error) {
      notify(t('medicineStudy.staff.failed', { error: serverMessageOf(error) }), 'error');
    }
  };
  const moves = staffMovesOf(study.status);
  const isPending = move.isPending || adopt.isPending || publish.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={isPending}
          onClick={() => void run(() => adopt.mutateAsync(), t('medicineStudy.staff.adopted'))}
        >
          {t('medicineStudy.staff.adopt')}
        </Button>
        <Button
          variant="contained"
          disabled={isPending || study.status !== 'COMPLETED'}
          onClick={() => void run(() => publish.mutateAsync(), t('medicineStudy.staff.published'))}
        >
          {t('medicineStudy.staff.publish')}
        </Button>
      </Box>
      {study.status !== 'COMPLETED' ? (
        <Typography variant="body2" color="textSecondary">
          {t('medicineStudy.staff.publishNeedsCompleted')}
        </Typography>
      ) : null}
      {moves.length > 0 ? (
        <>
          <TextField
            label={t('medicineStudy.staff.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {moves.map((status) => (
              <Button
                key={status}
                variant={status === 'COMPLETED' ? 'contained' : 'outlined'}
                disabled={isPending}
                onClick={() =>
                  void run(
                    () => move.mutateAsync({ status, message }),
                    t('medicineStudy.staff.moved', { status: statusName(status) }),
                  )
                }
              >
                {t('medicineStudy.staff.move', { status: statusName(status) })}
              </Button>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/**
 * /admin/medicine_study/{id} (issue #37 'Staff: the validation screen with the breakdown, adopt,
 * and publish'): the study as the client gave it, the 200,000-iteration estimate with its posts,
 * segments and gaps, the API footprints it uses, and the staff's moves.
 */
export function StaffMedicineStudyScreen({ id }: { id: string }) {
  const t = useT();
  const language = useLanguage();
  const study = useStaffMedicineStudy(id);
  const estimate = useStudyEstimate(id, { staff: true });
  const back = { to: paths.admin.panel.getHref(), label: t('nav.adminPanel') };
  if (study.isPending) return <PageLoader label={t('wizard.loadingProject')} />;
  if (study.isError) {
    return (
      <>
        <PageHeader title={t('medicineStudy.page.title')} back={back} />
        <QueryError error={study.error} onRetry={() => void study.refetch()} />
      </>
    );
  }
  const data = study.data;
  const client = data.client.companyName;
  return (
    <>
      <PageHeader title={t('medicineStudy.staff.title', { name: data.name })} back={back} />
      <Box sx={{ display: 'grid', gap: 3 }} lang={language}>
        <Alert severity="info">
          {[
            client ? t('medicineStudy.staff.client', { client }) : null,
            t('medicineStudy.staff.status', { status: t(`status.${projectStatusLabel(data.status)}`) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Alert>
        <Block title={t('medicineStudy.staff.breakdown')}>
          {estimate.isPending ? (
            <PageLoader label={t('medicineStudy.result.loading')} />
          ) : estimate.isError ? (
            <QueryError error={estimate.error} onRetry={() => void estimate.refetch()} />
          ) : (
            <StudyBreakdown estimate={estimate.data} form={documentOf(data).form} />
          )}
          <StaffActions study={data} />
          <StudySheetButtons id={data.id} name={data.name} staff />
        </Block>
        <Block title={t('medicineStudy.staff.study')}>
          <StudyFacts study={data} />
          <StudyApiFootprints study={data} hrefOf={paths.admin.carbonFirstPart.getHref} />
        </Block>
      </Box>
    </>
  );
}

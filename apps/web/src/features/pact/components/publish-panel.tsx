import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pactPublishFormSchema } from '@pharmatrace/domain';
import { useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateOrDash } from '@/lib/format';
import { useT } from '@/lib/language';
import { usePublication } from '../api/get-publication';
import { usePublishFootprint } from '../api/publish-footprint';

/**
 * 'Publish over PACT' on a completed footprint (issue #24): the footprint becomes a PACT v3
 * ProductFootprint every connection of the account can read; publishing again after a change
 * publishes a new version. Main user only (the route decides to show it).
 */
export function PublishPanel({ projectId }: { projectId: string }) {
  const notify = useNotify();
  const t = useT();
  const headingId = useId();
  const publication = usePublication(projectId);
  const publish = usePublishFootprint();
  const data = publication.data;
  // Issue #36: publishing is confirmed first. The form's submission waits on the answer, so that a
  // refusal from the server is shown by the form as before.
  const confirmTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<(publish: boolean) => void>(() => {});
  const confirmed = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (yes) => {
        setConfirming(false);
        resolve(yes);
      };
      setConfirming(true);
    });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        {t('pact.exchange')}
      </Typography>
      {publication.isError ? (
        <QueryError error={publication.error} onRetry={() => publication.refetch()} />
      ) : null}
      {data ? (
        <>
          <Typography color="textSecondary" sx={{ mt: 1 }} data-testid="pact-publication">
            {data.footprintId
              ? t('pact.published', {
                  date: formatDateOrDash(data.publishedAt),
                  version: data.versions,
                  connections: data.connections,
                })
              : t('pact.notPublished')}
          </Typography>
          {data.footprintId ? (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
              {t('pact.footprintId')} <code>{data.footprintId}</code>
            </Typography>
          ) : null}
          <Form
            schema={pactPublishFormSchema}
            defaultValues={{ productCode: data.productCode ?? '' }}
            submitLabel={t('pact.publishButton')}
            onSubmit={async (values) => {
              if (!(await confirmed())) return;
              const result = await publish.mutateAsync({ projectId, productCode: values.productCode });
              notify(
                result.isNewVersion
                  ? t('pact.publishedVersion', { version: result.versions })
                  : t('pact.unchanged'),
              );
            }}
            sx={{ mt: 2, maxWidth: 520 }}
          >
            {({ control }) => (
              <FormTextField
                control={control}
                name="productCode"
                label={t('pact.productCode')}
                hint={t('pact.productCodeHint')}
                autoComplete="off"
              />
            )}
          </Form>
          <Dialog open={confirming} onClose={() => answer.current(false)} aria-labelledby={confirmTitleId}>
            <DialogTitle id={confirmTitleId}>{t('pact.confirmPublish.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {t('pact.confirmPublish.text', { connections: data.connections })}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => answer.current(false)}>{t('pact.cancel')}</Button>
              <Button variant="contained" onClick={() => answer.current(true)}>
                {t('pact.confirmPublish.submit')}
              </Button>
            </DialogActions>
          </Dialog>
          {data.connections === 0 ? (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('pact.noReader')}{' '}
              <AppLink to={paths.account.pactConnections.getHref()}>{t('pact.createLink')}</AppLink>.
            </Typography>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}

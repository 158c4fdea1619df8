import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pactPublishFormSchema } from '@pharmatrace/domain';
import { useId } from 'react';
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

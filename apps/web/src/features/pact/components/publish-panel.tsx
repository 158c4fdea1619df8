import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PACT_PRODUCT_CODE_MAX, pactMessages } from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useNotify } from '@/components/ui/notifications';
import { QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { formatDateOrDash } from '@/lib/format';
import { usePublication } from '../api/get-publication';
import { usePublishFootprint } from '../api/publish-footprint';

/**
 * 'Publish over PACT' on a completed footprint (issue #24): the footprint becomes a PACT v3
 * ProductFootprint every connection of the account can read; publishing again after a change
 * publishes a new version. Main user only (the route's caller decides to show it).
 */
export function PublishPanel({ projectId }: { projectId: string }) {
  const notify = useNotify();
  const headingId = useId();
  const publication = usePublication(projectId);
  const publish = usePublishFootprint();
  const [productCode, setProductCode] = useState<string | null>(null);
  const code = productCode ?? publication.data?.productCode ?? '';
  const tooLong = code.length > PACT_PRODUCT_CODE_MAX;
  const data = publication.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        PACT exchange
      </Typography>
      {publication.isError ? (
        <QueryError error={publication.error} onRetry={() => publication.refetch()} />
      ) : null}
      {data ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="pact-publication">
            {data.footprintId
              ? `Published on ${formatDateOrDash(data.publishedAt)} (version ${data.versions}), readable by ${data.connections} ${data.connections === 1 ? 'connection' : 'connections'}.`
              : 'Not published: your customers’ systems cannot read this footprint yet.'}
          </Typography>
          {data.footprintId ? (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
              Footprint id: <code>{data.footprintId}</code>
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 2 }}>
            <TextField
              label="Your product code (optional)"
              value={code}
              onChange={(event) => setProductCode(event.target.value)}
              error={tooLong}
              helperText={
                tooLong ? pactMessages.productCodeInvalid : 'Sent as a product id beside the CAS number.'
              }
              disabled={publish.isPending}
              sx={{ flex: '1 1 14rem' }}
            />
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlined aria-hidden />}
              disabled={publish.isPending || tooLong}
              onClick={() =>
                publish.mutate(
                  { projectId, productCode: code.trim() },
                  {
                    onSuccess: (result) =>
                      notify(
                        result.isNewVersion
                          ? `Published over PACT (version ${result.versions})`
                          : 'Already published: nothing changed since',
                      ),
                  },
                )
              }
              sx={{ mt: 1 }}
            >
              {publish.isPending ? 'Publishing…' : pactMessages.publishButton}
            </Button>
          </Box>
          {publish.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverMessageOf(publish.error)}
            </Alert>
          ) : null}
          {data.connections === 0 ? (
            <Typography variant="body2" sx={{ mt: 2 }}>
              No customer can read it yet:{' '}
              <AppLink to={paths.account.pactConnections.getHref()}>create a PACT connection</AppLink>.
            </Typography>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}

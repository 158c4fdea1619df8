import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type PactConnection,
  type PactConnectionCreated,
  type PactConnectionForm,
  pactConnectionFormSchema,
} from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { formatDateOrDash } from '@/lib/format';
import { useT } from '@/lib/language';
import { useCreateConnection } from '../api/create-connection';
import { useConnections } from '../api/get-connections';
import { useRevokeConnection } from '../api/revoke-connection';

/** An address, the same in every language (a reserved `.example` name). */
const EXAMPLE_API_URL = 'https://pact.customer.example';

const emptyForm: PactConnectionForm = { name: '', apiUrl: '', authUrl: '', clientId: '', clientSecret: '' };

/**
 * A value to copy, shown whole and selectable (the secret is shown this once). `testId` names it
 * for the journeys whatever the language.
 */
function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const notify = useNotify();
  const t = useT();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="code"
          data-testid={`pact-${testId}`}
          sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', flex: '1 1 16rem' }}
        >
          {value}
        </Box>
        <Button
          size="small"
          onClick={() =>
            navigator.clipboard
              ?.writeText(value)
              .then(() => notify(t('pact.copied', { label })))
              .catch(() => notify(t('pact.selectToCopy'), 'error'))
          }
        >
          {t('pact.copy')}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Button>
      </Box>
    </Box>
  );
}

function CreateConnectionDialog({
  open,
  onClose,
  tokenUrl,
  apiBaseUrl,
}: {
  open: boolean;
  onClose: () => void;
  tokenUrl: string;
  apiBaseUrl: string;
}) {
  const titleId = useId();
  const t = useT();
  const mutation = useCreateConnection();
  const [created, setCreated] = useState<PactConnectionCreated | null>(null);
  const close = () => {
    setCreated(null);
    mutation.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {created ? t('pact.connectionCreated') : t('pact.newConnectionTitle')}
      </DialogTitle>
      <DialogContent>
        {created ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('pact.copySecretNow')}
            </Alert>
            <CopyableValue label={t('pact.clientId')} value={created.clientId} testId="client-id" />
            <CopyableValue
              label={t('pact.clientSecret')}
              value={created.clientSecret}
              testId="client-secret"
            />
            <CopyableValue label={t('pact.apiBaseUrl')} value={apiBaseUrl} testId="api-base-url" />
            <CopyableValue label={t('pact.tokenUrl')} value={tokenUrl} testId="token-url" />
          </>
        ) : (
          <Form
            schema={pactConnectionFormSchema}
            defaultValues={emptyForm}
            submitLabel={t('pact.createConnection')}
            onSubmit={async (values) => setCreated(await mutation.mutateAsync(values))}
            header={
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {t('pact.createIntro')}
              </Typography>
            }
          >
            {({ control }) => (
              <>
                <FormTextField control={control} name="name" label={t('pact.customer')} autoComplete="off" />
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {t('pact.customerApi')}
                </Typography>
                <FormTextField
                  control={control}
                  name="apiUrl"
                  label={t('pact.apiBaseUrl')}
                  placeholder={EXAMPLE_API_URL}
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="authUrl"
                  label={t('pact.authUrl')}
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="clientId"
                  label={t('pact.itsClientId')}
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="clientSecret"
                  label={t('pact.itsClientSecret')}
                  type="password"
                  autoComplete="new-password"
                />
              </>
            )}
          </Form>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={mutation.isPending}>
          {created ? t('pact.done') : t('pact.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function connectionColumns(
  t: ReturnType<typeof useT>,
  onRevoke: (c: PactConnection) => void,
): DataColumn<PactConnection>[] {
  return [
    { key: 'name', header: t('pact.customer'), isRowHeader: true, render: (c) => c.name },
    { key: 'clientId', header: t('pact.clientId'), render: (c) => <code>{c.clientId}</code> },
    { key: 'created', header: t('pact.created'), render: (c) => formatDateOrDash(c.createdAt) },
    {
      key: 'lastUsed',
      header: t('pact.lastUse'),
      render: (c) => (c.lastUsedAt ? formatDateOrDash(c.lastUsedAt) : t('pact.never')),
    },
    { key: 'callback', header: t('pact.answersSentTo'), render: (c) => c.callbackApiUrl ?? '-' },
    {
      key: 'revoke',
      header: t('pact.revoke'),
      align: 'right',
      render: (c) => (
        <Button
          color="error"
          size="small"
          startIcon={<LinkOffOutlined aria-hidden />}
          onClick={() => onRevoke(c)}
        >
          {t('pact.revoke')}
          <VisuallyHidden> {c.name}</VisuallyHidden>
        </Button>
      ),
    },
  ];
}

/** /my_account/pact_connections: 'PACT connections' (issue #24), the main user's. */
export function PactConnections() {
  const notify = useNotify();
  const t = useT();
  const query = useConnections();
  const revoke = useRevokeConnection();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<PactConnection | null>(null);
  const createButton = (
    <Button variant="contained" startIcon={<AddLinkOutlined aria-hidden />} onClick={() => setCreating(true)}>
      {t('pact.newConnection')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('pact.connectionsTitle')}
        description={t('pact.connectionsDescription')}
        back={{ to: paths.account.hub.getHref(), label: t('pact.myAccount') }}
        actions={query.data?.connections.length ? createButton : undefined}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Typography variant="subtitle2" component="p">
            {t('pact.addresses')}
          </Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>
            {t('pact.api')} <code>{query.data.apiBaseUrl}</code> · {t('pact.token')}{' '}
            <code>{query.data.tokenUrl}</code>
          </Typography>
        </Paper>
      ) : null}
      {query.isSuccess && query.data.connections.length === 0 ? (
        <EmptyState title={t('pact.noConnection')} action={createButton}>
          {t('pact.noConnectionText')}
        </EmptyState>
      ) : null}
      {query.isPending || (query.isSuccess && query.data.connections.length > 0) ? (
        <DataTable
          label={t('pact.connectionsTitle')}
          columns={connectionColumns(t, setToRevoke)}
          rows={query.data?.connections}
          isPending={query.isPending}
          getRowKey={(c) => c.id}
        />
      ) : null}
      <CreateConnectionDialog
        open={creating}
        onClose={() => setCreating(false)}
        apiBaseUrl={query.data?.apiBaseUrl ?? ''}
        tokenUrl={query.data?.tokenUrl ?? ''}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('pact.revokeTitle')}
        description={toRevoke ? t('pact.revokeText', { name: toRevoke.name }) : undefined}
        confirmLabel={t('pact.revoke')}
        isPending={revoke.isPending}
        error={revoke.isError ? serverMessageOf(revoke.error) : null}
        onConfirm={() => {
          if (!toRevoke) return;
          const revoked = toRevoke;
          revoke.mutate(
            { id: revoked.id },
            {
              onSuccess: () => {
                setToRevoke(null);
                notify(t('pact.revoked', { name: revoked.name }));
              },
            },
          );
        }}
        onClose={() => {
          setToRevoke(null);
          revoke.reset();
        }}
      />
    </>
  );
}

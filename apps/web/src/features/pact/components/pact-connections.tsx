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
  pactMessages,
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
import { useCreateConnection } from '../api/create-connection';
import { useConnections } from '../api/get-connections';
import { useRevokeConnection } from '../api/revoke-connection';

const emptyForm: PactConnectionForm = { name: '', apiUrl: '', authUrl: '', clientId: '', clientSecret: '' };

/** A value to copy, shown whole and selectable (the secret is shown this once). */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const notify = useNotify();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="code"
          data-testid={`pact-${label.toLowerCase().replaceAll(' ', '-')}`}
          sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', flex: '1 1 16rem' }}
        >
          {value}
        </Box>
        <Button
          size="small"
          onClick={() =>
            navigator.clipboard
              ?.writeText(value)
              .then(() => notify(`${label} copied`))
              .catch(() => notify('Select the text to copy it', 'error'))
          }
        >
          Copy<VisuallyHidden> {label}</VisuallyHidden>
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
      <DialogTitle id={titleId}>{created ? 'Connection created' : 'New PACT connection'}</DialogTitle>
      <DialogContent>
        {created ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Copy the secret now and give it to your customer: it is shown this once and cannot be read
              again.
            </Alert>
            <CopyableValue label="Client id" value={created.clientId} />
            <CopyableValue label="Client secret" value={created.clientSecret} />
            <CopyableValue label="API base URL" value={apiBaseUrl} />
            <CopyableValue label="Token URL" value={tokenUrl} />
          </>
        ) : (
          <Form
            schema={pactConnectionFormSchema}
            defaultValues={emptyForm}
            submitLabel="Create connection"
            onSubmit={async (values) => setCreated(await mutation.mutateAsync(values))}
            header={
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                One connection per customer: it sees the footprints you publish, and only those. If your
                customer sends footprint requests, add the address and credentials of its own PACT API, so
                that the answers reach it.
              </Typography>
            }
          >
            {({ control }) => (
              <>
                <FormTextField control={control} name="name" label="Customer" autoComplete="off" />
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  Your customer’s PACT API (optional)
                </Typography>
                <FormTextField
                  control={control}
                  name="apiUrl"
                  label="API base URL"
                  placeholder="https://pact.customer.example"
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="authUrl"
                  label="Auth base URL (if different)"
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="clientId"
                  label="Its client id for you"
                  autoComplete="off"
                />
                <FormTextField
                  control={control}
                  name="clientSecret"
                  label="Its client secret for you"
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
          {created ? 'Done' : 'Cancel'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function connectionColumns(onRevoke: (c: PactConnection) => void): DataColumn<PactConnection>[] {
  return [
    { key: 'name', header: 'Customer', isRowHeader: true, render: (c) => c.name },
    { key: 'clientId', header: 'Client id', render: (c) => <code>{c.clientId}</code> },
    { key: 'created', header: 'Created', render: (c) => formatDateOrDash(c.createdAt) },
    {
      key: 'lastUsed',
      header: 'Last use',
      render: (c) => (c.lastUsedAt ? formatDateOrDash(c.lastUsedAt) : 'Never'),
    },
    { key: 'callback', header: 'Answers sent to', render: (c) => c.callbackApiUrl ?? '-' },
    {
      key: 'revoke',
      header: 'Revoke',
      align: 'right',
      render: (c) => (
        <Button
          color="error"
          size="small"
          startIcon={<LinkOffOutlined aria-hidden />}
          onClick={() => onRevoke(c)}
        >
          Revoke<VisuallyHidden> {c.name}</VisuallyHidden>
        </Button>
      ),
    },
  ];
}

/** /my_account/pact_connections: 'PACT connections' (issue #24), the main user's. */
export function PactConnections() {
  const notify = useNotify();
  const query = useConnections();
  const revoke = useRevokeConnection();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<PactConnection | null>(null);
  const createButton = (
    <Button variant="contained" startIcon={<AddLinkOutlined aria-hidden />} onClick={() => setCreating(true)}>
      New connection
    </Button>
  );
  return (
    <>
      <PageHeader
        title={pactMessages.connectionsTitle}
        description="Your customers’ systems (SAP, SiGREEN, Catena-X…) read the footprints you publish through the PACT standard, each with its own credentials."
        back={{ to: paths.account.hub.getHref(), label: 'My account' }}
        actions={query.data?.connections.length ? createButton : undefined}
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Typography variant="subtitle2" component="p">
            Addresses to give your customers
          </Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>
            API: <code>{query.data.apiBaseUrl}</code> · Token: <code>{query.data.tokenUrl}</code>
          </Typography>
        </Paper>
      ) : null}
      {query.isSuccess && query.data.connections.length === 0 ? (
        <EmptyState title="No connection yet" action={createButton}>
          Create one connection per customer to let it read your published footprints.
        </EmptyState>
      ) : null}
      {query.isPending || (query.isSuccess && query.data.connections.length > 0) ? (
        <DataTable
          label={pactMessages.connectionsTitle}
          columns={connectionColumns(setToRevoke)}
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
        title="Revoke this connection?"
        description={
          toRevoke
            ? `${toRevoke.name} will no longer be able to read your footprints. Its credentials stop working at once; this cannot be undone.`
            : undefined
        }
        confirmLabel="Revoke"
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
                notify(`${revoked.name} can no longer read your footprints`);
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

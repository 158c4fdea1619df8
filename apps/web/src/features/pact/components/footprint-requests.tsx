import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  type PactRequest,
  pactFulfilBodySchema,
  pactMessages,
  pactRejectBodySchema,
} from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Form } from '@/components/ui/form';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { formatDateOrDash } from '@/lib/format';
import { useFulfilRequest, useRejectRequest, useStartProject } from '../api/answer-request';
import { usePublishedFootprints } from '../api/get-published-footprints';
import { useRequests } from '../api/get-requests';

/** What a request asks for, in a line: its criteria as the requester sent them. */
function describeCriteria(request: PactRequest): string {
  const c = request.criteria;
  const parts = [
    ...(c.productId ?? []),
    ...(c.classification ?? []).map((v) => `classification ${v}`),
    ...(c.geography ?? []).map((v) => `in ${v}`),
    ...(c.companyId ?? []).map((v) => `company ${v}`),
    ...(c.validOn ? [`valid on ${formatDateOrDash(c.validOn)}`] : []),
    ...(c.validAfter ? [`valid after ${formatDateOrDash(c.validAfter)}`] : []),
    ...(c.validBefore ? [`valid before ${formatDateOrDash(c.validBefore)}`] : []),
    ...(c.status ? [`status ${c.status}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'any of your footprints';
}

function StatusChip({ request }: { request: PactRequest }) {
  if (request.status === 'PENDING') return <Chip label="To answer" color="primary" size="small" />;
  const answered = request.status === 'FULFILLED' ? 'Fulfilled' : 'Rejected';
  const delivery =
    request.delivery === 'SENT' ? 'delivered' : request.delivery === 'GAVE_UP' ? 'not delivered' : 'sending';
  return (
    <Chip
      label={`${answered}, ${delivery}`}
      size="small"
      variant="outlined"
      color={
        request.delivery === 'GAVE_UP' ? 'error' : request.status === 'FULFILLED' ? 'success' : 'default'
      }
    />
  );
}

function RejectDialog({ request, onClose }: { request: PactRequest | null; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const reject = useRejectRequest();
  const close = () => {
    reject.reset();
    onClose();
  };
  return (
    <Dialog
      open={request !== null}
      onClose={reject.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Reject this request?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {request
            ? `${request.connectionName} is told that you will not provide ${describeCriteria(request)}, with your reason.`
            : null}
        </Typography>
        {request ? (
          <Form
            schema={pactRejectBodySchema}
            defaultValues={{ reason: '' }}
            submitLabel="Reject"
            onSubmit={async ({ reason }) => {
              await reject.mutateAsync({ id: request.id, reason });
              notify('Request rejected: your customer is told why');
              close();
            }}
          >
            {({ control }) => (
              <FormTextField
                control={control}
                name="reason"
                label="Reason"
                hint="Sent to your customer as written."
                multiline
                minRows={3}
              />
            )}
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={reject.isPending}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FulfilDialog({ request, onClose }: { request: PactRequest | null; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const choices = usePublishedFootprints({ enabled: request !== null });
  const fulfil = useFulfilRequest();
  const close = () => {
    fulfil.reset();
    onClose();
  };
  return (
    <Dialog
      open={request !== null}
      onClose={fulfil.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Send a published footprint</DialogTitle>
      <DialogContent>
        {choices.isError ? <QueryError error={choices.error} onRetry={() => choices.refetch()} /> : null}
        {choices.isPending ? <Typography>Loading your published footprints…</Typography> : null}
        {choices.isSuccess && choices.data.length === 0 ? (
          <Typography>
            You have not published any footprint yet: start a footprint from the request instead.
          </Typography>
        ) : null}
        {request && choices.isSuccess && choices.data.length > 0 ? (
          <Form
            schema={pactFulfilBodySchema}
            defaultValues={{ footprintId: '' }}
            submitLabel="Send"
            onSubmit={async ({ footprintId }) => {
              await fulfil.mutateAsync({ id: request.id, footprintId });
              notify('Footprint sent to your customer');
              close();
            }}
          >
            {({ control }) => (
              <FormSelectField
                control={control}
                name="footprintId"
                label="Footprint"
                emptyOption="Choose a published footprint"
                options={choices.data.map((choice) => ({
                  value: choice.id,
                  label: `${choice.productName} (published ${formatDateOrDash(choice.publishedAt)})`,
                }))}
              />
            )}
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={fulfil.isPending}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /footprint_requests: the 'Footprint requests' inbox (issue #24). A request no published
 * footprint answered waits here: the client sends a published footprint, starts a footprint
 * project whose publication answers it, or rejects it with a reason.
 */
export function FootprintRequests() {
  const query = useRequests();
  const navigate = useNavigate();
  const notify = useNotify();
  const start = useStartProject();
  const [toReject, setToReject] = useState<PactRequest | null>(null);
  const [toFulfil, setToFulfil] = useState<PactRequest | null>(null);

  const columns: DataColumn<PactRequest>[] = [
    { key: 'from', header: 'From', isRowHeader: true, render: (r) => r.connectionName },
    { key: 'received', header: 'Received', render: (r) => formatDateOrDash(r.receivedAt) },
    {
      key: 'asks',
      header: 'Asks for',
      render: (r) => (
        <Box sx={{ wordBreak: 'break-word' }}>
          {describeCriteria(r)}
          {r.comment ? (
            <Typography variant="body2" color="text.secondary">
              “{r.comment}”
            </Typography>
          ) : null}
          {r.rejectReason ? (
            <Typography variant="body2" color="text.secondary">
              Your reason: {r.rejectReason}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (r) => <StatusChip request={r} /> },
    {
      key: 'actions',
      header: 'Answer',
      align: 'right',
      render: (r) =>
        r.status !== 'PENDING' ? (
          '-'
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setToFulfil(r)}>
              Send a footprint<VisuallyHidden> to {r.connectionName}</VisuallyHidden>
            </Button>
            {r.projectId ? (
              <Button
                size="small"
                component={AppLink}
                to={paths.app.carbonFootprint.firstPart.getHref(r.projectId)}
              >
                Open its footprint<VisuallyHidden> for {r.connectionName}</VisuallyHidden>
              </Button>
            ) : (
              <Button
                size="small"
                disabled={start.isPending}
                onClick={() =>
                  start.mutate(
                    { id: r.id },
                    {
                      onSuccess: ({ projectId }) =>
                        navigate(paths.app.carbonFootprint.firstPart.getHref(projectId)),
                      onError: (error) => notify(serverMessageOf(error), 'error'),
                    },
                  )
                }
              >
                Start a footprint<VisuallyHidden> for {r.connectionName}</VisuallyHidden>
              </Button>
            )}
            <Button size="small" color="error" onClick={() => setToReject(r)}>
              Reject<VisuallyHidden> the request of {r.connectionName}</VisuallyHidden>
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={pactMessages.requestsTitle}
        description="Your customers ask for footprints over PACT. Those your published footprints answer are sent at once; the others wait here for you."
      />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && query.data.length === 0 ? (
        <EmptyState title="No request yet">
          Requests your customers send through their{' '}
          <AppLink to={paths.account.pactConnections.getHref()}>PACT connections</AppLink> appear here.
        </EmptyState>
      ) : null}
      {query.isPending || (query.isSuccess && query.data.length > 0) ? (
        <DataTable
          label={pactMessages.requestsTitle}
          columns={columns}
          rows={query.data}
          isPending={query.isPending}
          getRowKey={(r) => r.id}
        />
      ) : null}
      <RejectDialog request={toReject} onClose={() => setToReject(null)} />
      <FulfilDialog request={toFulfil} onClose={() => setToFulfil(null)} />
    </>
  );
}

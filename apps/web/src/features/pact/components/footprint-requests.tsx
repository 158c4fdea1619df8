import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PACT_REJECT_REASON_MAX, type PactRequest, pactMessages } from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
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
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const error =
    trimmed === '' ? null : trimmed.length > PACT_REJECT_REASON_MAX ? pactMessages.rejectReasonTooLong : null;
  const close = () => {
    setReason('');
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
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={error !== null}
          helperText={error ?? 'Sent to your customer as written.'}
          disabled={reject.isPending}
        />
        {reject.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverMessageOf(reject.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={reject.isPending || trimmed === '' || error !== null}
          onClick={() =>
            request &&
            reject.mutate(
              { id: request.id, reason: trimmed },
              {
                onSuccess: () => {
                  notify('Request rejected: your customer is told why');
                  close();
                },
              },
            )
          }
        >
          {reject.isPending ? 'Rejecting…' : 'Reject'}
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
  const [footprintId, setFootprintId] = useState('');
  const close = () => {
    setFootprintId('');
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
        {choices.isSuccess && choices.data.length === 0 ? (
          <Typography>
            You have not published any footprint yet: start a footprint from the request instead.
          </Typography>
        ) : (
          <TextField
            select
            label="Footprint"
            value={footprintId}
            onChange={(event) => setFootprintId(event.target.value)}
            fullWidth
            disabled={fulfil.isPending || !choices.isSuccess}
            sx={{ mt: 1 }}
          >
            {(choices.data ?? []).map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.productName} (published {formatDateOrDash(choice.publishedAt)})
              </MenuItem>
            ))}
          </TextField>
        )}
        {fulfil.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverMessageOf(fulfil.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={fulfil.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={fulfil.isPending || footprintId === ''}
          onClick={() =>
            request &&
            fulfil.mutate(
              { id: request.id, footprintId },
              {
                onSuccess: () => {
                  notify('Footprint sent to your customer');
                  close();
                },
              },
            )
          }
        >
          {fulfil.isPending ? 'Sending…' : 'Send'}
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

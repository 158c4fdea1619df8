import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  casOfProductId,
  type PactFootprintChoice,
  type PactRequest,
  pactFulfilBodySchema,
  pactRejectBodySchema,
  productIdsMatch,
  productIdsSaid,
} from '@pharmatrace/domain';
import { useId, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
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
import { useT } from '@/lib/language';
import { useFulfilRequest, useRejectRequest, useStartProject } from '../api/answer-request';
import { usePublishedFootprints } from '../api/get-published-footprints';
import { useRequests } from '../api/get-requests';

type T = ReturnType<typeof useT>;

/**
 * A product id as the inbox says it (issue #36): a CAS URN as the substance's name (the client's
 * own footprint of it) with its CAS number, or the CAS number alone; any other id as sent.
 */
function productSaid(id: string, request: PactRequest, t: T): string {
  const cas = casOfProductId(id);
  if (cas === null) return id;
  const name = request.substances?.find((s) => s.cas === cas)?.name;
  return name ? t('pact.requests.substance', { name, cas }) : t('pact.requests.substanceCas', { cas });
}

/** What a request asks for, in a line: its criteria as the requester sent them (the values are theirs). */
function describeCriteria(request: PactRequest, t: T): string {
  const c = request.criteria;
  const parts = [
    ...(c.productId ?? []).map((id) => productSaid(id, request, t)),
    ...(c.classification ?? []).map((value) => t('pact.criteria.classification', { value })),
    ...(c.geography ?? []).map((value) => t('pact.criteria.geography', { value })),
    ...(c.companyId ?? []).map((value) => t('pact.criteria.company', { value })),
    ...(c.validOn ? [t('pact.criteria.validOn', { date: formatDateOrDash(c.validOn) })] : []),
    ...(c.validAfter ? [t('pact.criteria.validAfter', { date: formatDateOrDash(c.validAfter) })] : []),
    ...(c.validBefore ? [t('pact.criteria.validBefore', { date: formatDateOrDash(c.validBefore) })] : []),
    ...(c.status ? [t('pact.criteria.status', { value: c.status })] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : t('pact.criteria.any');
}

function StatusChip({ request }: { request: PactRequest }) {
  const t = useT();
  if (request.status === 'PENDING')
    return <Chip label={t('pact.request.toAnswer')} color="primary" size="small" />;
  const answered = t(request.status === 'FULFILLED' ? 'pact.request.FULFILLED' : 'pact.request.REJECTED');
  const delivery = t(
    request.delivery === 'SENT'
      ? 'pact.request.SENT'
      : request.delivery === 'GAVE_UP'
        ? 'pact.request.GAVE_UP'
        : 'pact.request.SENDING',
  );
  return (
    <Chip
      label={t('pact.request.state', { answered, delivery })}
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
  const t = useT();
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
      <DialogTitle id={titleId}>{t('pact.reject.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {request
            ? t('pact.reject.text', { name: request.connectionName, criteria: describeCriteria(request, t) })
            : null}
        </Typography>
        {request ? (
          <Form
            schema={pactRejectBodySchema}
            defaultValues={{ reason: '' }}
            submitLabel={t('pact.reject.submit')}
            onSubmit={async ({ reason }) => {
              await reject.mutateAsync({ id: request.id, reason });
              notify(t('pact.reject.done'));
              close();
            }}
          >
            {({ control }) => (
              <FormTextField
                control={control}
                name="reason"
                label={t('pact.reject.reason')}
                hint={t('pact.reject.reasonHint')}
                multiline
                minRows={3}
              />
            )}
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={reject.isPending}>
          {t('pact.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type FulfilValues = { footprintId: string; confirmMismatch?: boolean };

/**
 * Issue #36: a footprint chosen for a request that names other products is said before sending,
 * naming both, and sent only once the client ticks that it answers the request anyway (the server
 * refuses it otherwise, with the same words).
 */
function MismatchWarning({
  control,
  request,
  choices,
}: {
  control: Control<FulfilValues>;
  request: PactRequest;
  choices: PactFootprintChoice[];
}) {
  const t = useT();
  const footprintId = useWatch({ control, name: 'footprintId' });
  const choice = choices.find((c) => c.id === footprintId);
  const requested = request.criteria.productId ?? [];
  if (!choice?.productIds || productIdsMatch(requested, choice.productIds)) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="warning">
        {t('pact.productMismatch', {
          requested: productIdsSaid(requested),
          footprint: productIdsSaid(choice.productIds),
        })}
      </Alert>
      <Controller
        control={control}
        name="confirmMismatch"
        render={({ field }) => (
          <FormControlLabel
            label={t('pact.fulfil.confirmMismatch')}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
    </Box>
  );
}

function FulfilDialog({ request, onClose }: { request: PactRequest | null; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const t = useT();
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
      <DialogTitle id={titleId}>{t('pact.fulfil.title')}</DialogTitle>
      <DialogContent>
        {choices.isError ? <QueryError error={choices.error} onRetry={() => choices.refetch()} /> : null}
        {choices.isPending ? <Typography>{t('pact.fulfil.loading')}</Typography> : null}
        {choices.isSuccess && choices.data.length === 0 ? (
          <Typography>{t('pact.fulfil.none')}</Typography>
        ) : null}
        {request && choices.isSuccess && choices.data.length > 0 ? (
          <Form
            schema={pactFulfilBodySchema}
            defaultValues={{ footprintId: '', confirmMismatch: false }}
            submitLabel={t('pact.fulfil.submit')}
            onSubmit={async ({ footprintId, confirmMismatch }) => {
              await fulfil.mutateAsync({
                id: request.id,
                footprintId,
                ...(confirmMismatch ? { confirmMismatch: true } : {}),
              });
              notify(t('pact.fulfil.done'));
              close();
            }}
          >
            {({ control }) => (
              <>
                <FormSelectField
                  control={control}
                  name="footprintId"
                  label={t('pact.fulfil.footprint')}
                  emptyOption={t('pact.fulfil.choose')}
                  options={choices.data.map((choice) => ({
                    value: choice.id,
                    label: t('pact.fulfil.option', {
                      name: choice.productName,
                      date: formatDateOrDash(choice.publishedAt),
                    }),
                  }))}
                />
                <MismatchWarning control={control} request={request} choices={choices.data} />
              </>
            )}
          </Form>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={fulfil.isPending}>
          {t('pact.cancel')}
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
  const t = useT();
  const [toReject, setToReject] = useState<PactRequest | null>(null);
  const [toFulfil, setToFulfil] = useState<PactRequest | null>(null);
  const rows = query.data?.pages.flatMap((page) => page.requests) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  const columns: DataColumn<PactRequest>[] = [
    { key: 'from', header: t('pact.requests.from'), isRowHeader: true, render: (r) => r.connectionName },
    { key: 'received', header: t('pact.requests.received'), render: (r) => formatDateOrDash(r.receivedAt) },
    {
      key: 'asks',
      header: t('pact.requests.asks'),
      render: (r) => (
        <Box sx={{ wordBreak: 'break-word' }}>
          {describeCriteria(r, t)}
          {r.comment ? (
            <Typography variant="body2" color="textSecondary">
              “{r.comment}”
            </Typography>
          ) : null}
          {r.rejectReason ? (
            <Typography variant="body2" color="textSecondary">
              {t('pact.requests.yourReason', { reason: r.rejectReason })}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('pact.requests.status'),
      render: (r) => (
        <Box>
          <StatusChip request={r} />
          {(r.answeredWith ?? []).map((f) => (
            <Typography key={f.footprintId} variant="body2" sx={{ mt: 0.5 }}>
              {t('pact.requests.answeredWith', { name: f.productName, version: f.version })}
            </Typography>
          ))}
          {r.attempts ? (
            <Typography variant="body2" color="textSecondary">
              {t('pact.requests.attempts', { count: r.attempts })}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: t('pact.requests.answer'),
      align: 'right',
      render: (r) =>
        r.status !== 'PENDING' ? (
          '-'
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setToFulfil(r)}>
              {t('pact.requests.send')}
              <VisuallyHidden> {t('pact.requests.sendTo', { name: r.connectionName })}</VisuallyHidden>
            </Button>
            {r.projectId ? (
              <Button
                size="small"
                component={AppLink}
                to={paths.app.carbonFootprint.firstPart.getHref(r.projectId)}
              >
                {t('pact.requests.open')}
                <VisuallyHidden> {t('pact.requests.forName', { name: r.connectionName })}</VisuallyHidden>
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
                {t('pact.requests.start')}
                <VisuallyHidden> {t('pact.requests.forName', { name: r.connectionName })}</VisuallyHidden>
              </Button>
            )}
            <Button size="small" color="error" onClick={() => setToReject(r)}>
              {t('pact.requests.reject')}
              <VisuallyHidden> {t('pact.requests.rejectOf', { name: r.connectionName })}</VisuallyHidden>
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('pact.requestsTitle')} description={t('pact.requests.description')} />
      {query.isError ? <QueryError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && rows.length === 0 ? (
        <EmptyState title={t('pact.requests.none')}>
          {t('pact.requests.noneText')}{' '}
          <AppLink to={paths.account.pactConnections.getHref()}>{t('pact.connectionsTitle')}</AppLink>{' '}
          {t('pact.requests.noneEnd')}
        </EmptyState>
      ) : null}
      {query.isPending || (query.isSuccess && rows.length > 0) ? (
        <DataTable
          label={t('pact.requestsTitle')}
          columns={columns}
          rows={rows}
          isPending={query.isPending}
          getRowKey={(r) => r.id}
        />
      ) : null}
      {rows.length > 0 && rows.length < total ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Typography variant="body2">{t('pact.requests.shown', { shown: rows.length, total })}</Typography>
          {query.hasNextPage ? (
            <Button disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              {t('pact.requests.more')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      <RejectDialog request={toReject} onClose={() => setToReject(null)} />
      <FulfilDialog request={toFulfil} onClose={() => setToFulfil(null)} />
    </>
  );
}

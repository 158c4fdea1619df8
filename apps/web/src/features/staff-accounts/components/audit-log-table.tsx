import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AuditEntry,
  actionLabelIn,
  carbonUploadFieldSchema,
  type FootprintResult,
  formatNumberIn,
  invoiceStatusLabel,
  type Locale,
  projectStatusLabel,
} from '@pharmatrace/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ServerColumn, ServerTable } from '@/components/ui/server-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import { useAuditActors, useAuditLog } from '../api/audit';

type Translator = ReturnType<typeof useT>;

/** An action in the page's language, from the code the row stores; one no one labelled reads 'Other change'. */
function actionText(language: Locale, action: string): string {
  return actionLabelIn(language, action);
}

function detailText(t: Translator, language: Locale, entry: AuditEntry): string {
  const d = entry.details as Record<string, unknown>;
  const number = (value: unknown) =>
    typeof value === 'number' ? formatNumberIn(language, value) : String(value ?? '-');
  // Statuses and invoice statuses in the page's words, never the database's (issue #39: 'aucun → PAID').
  const status = (value: unknown) => {
    if (typeof value !== 'string') return '-';
    const words = t(`status.${projectStatusLabel(value)}`);
    return value.endsWith('2') ? t('staff.statusSecondPart', { status: words }) : words;
  };
  const invoice = (value: unknown) =>
    value === null || value === undefined
      ? t('staff.audit.none')
      : t(`invoiceStatus.${invoiceStatusLabel(String(value))}`);
  if (typeof d.statusBefore === 'string') return `${status(d.statusBefore)} → ${status(d.statusAfter)}`;
  if (entry.action === 'project.upload_added') {
    const field = carbonUploadFieldSchema.safeParse(d.field);
    return `${field.success ? t(`staff.uploadField.${field.data}`) : '-'}: ${String(d.filename)}`;
  }
  if (typeof d.filename === 'string') return d.year ? `${String(d.year)}: ${d.filename}` : d.filename;
  if (entry.action === 'project.invoice_status_set') return `${invoice(d.before)} → ${invoice(d.after)}`;
  if (entry.action === 'project.footprint_result_set') {
    const result = d.after as FootprintResult;
    return t('staff.audit.footprintResult', {
      value: number(result.value),
      uncertainty: number(result.uncertainty),
    });
  }
  if (entry.action === 'account.subscription_set') {
    const after = d.after as Record<string, unknown>;
    return t('staff.audit.subscription', {
      start: String(after.subscriptionStartDate ?? '-'),
      end: String(after.subscriptionEndDate ?? '-'),
      amount: number(after.prepaidAmount),
    });
  }
  return '';
}

/** The log's columns, newest first (the server's only order); the project's own log leaves out 'Project'. */
function auditColumns(t: Translator, language: Locale, withProject: boolean): ServerColumn<AuditEntry>[] {
  const project: ServerColumn<AuditEntry> = {
    id: 'project',
    header: t('staff.project'),
    accessorFn: (entry) => entry.project?.name ?? '-',
  };
  return [
    {
      id: 'at',
      header: t('staff.audit.when'),
      // The day and time as the page's language writes them ('24/11/2026, 10:00', '24/11/2026 10:00').
      accessorFn: (entry) => formatDateTime(entry.at, language),
      meta: { nowrap: true },
    },
    {
      id: 'actor',
      header: t('staff.audit.who'),
      accessorFn: (entry) => entry.actor.name ?? t('staff.audit.deletedUser'),
    },
    {
      id: 'action',
      header: t('staff.audit.what'),
      accessorFn: (entry) => actionText(language, entry.action),
    },
    ...(withProject ? [project] : []),
    {
      id: 'details',
      header: t('staff.audit.details'),
      accessorFn: (entry) => detailText(t, language, entry),
    },
  ];
}

const auditPageSizes: readonly number[] = [25, 50, 100];
const AUDIT_PAGE_MAX = 100_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const personPattern = /^[\w-]{1,100}$/;

/** The log's filters and page, kept in the URL (issue #26): a reload or a shared link shows the same log. */
export type AuditView = { person: string; from: string; to: string; page: number; pageSize: number };

/** Reads the view from the URL; anything odd falls back to the default. */
export function readAuditView(params: URLSearchParams): AuditView {
  const person = params.get('person') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    person: personPattern.test(person) ? person : '',
    from: datePattern.test(from) ? from : '',
    to: datePattern.test(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 && page <= AUDIT_PAGE_MAX ? page : 1,
    pageSize: auditPageSizes.includes(pageSize) ? pageSize : 25,
  };
}

/** Writes the view into the URL, defaults left out, other parameters of the page kept. */
export function writeAuditView(current: URLSearchParams, view: AuditView): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? params.delete(name) : params.set(name, value);
  set('person', view.person, '');
  set('from', view.from, '');
  set('to', view.to, '');
  set('page', String(view.page), '1');
  set('pageSize', String(view.pageSize), '25');
  return params;
}

/**
 * The audit log of an account or a project (issue #13), read only: filtered by person and by a
 * date range, newest first, paged by the server; the filters and the page live in the URL.
 */
export function AuditLogTable({ clientId, projectId }: { clientId?: string; projectId?: string }) {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const update = (change: Partial<AuditView>) =>
    setParams((current) => writeAuditView(current, { ...readAuditView(current), ...change }), {
      replace: true,
      preventScrollReset: true,
    });
  const actors = useAuditActors();
  const log = useAuditLog({
    clientId,
    projectId,
    actorUserId: view.person || undefined,
    from: view.from || undefined,
    to: view.to || undefined,
    page: view.page,
    pageSize: view.pageSize,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the language only (t follows it).
  const columns = useMemo(() => auditColumns(t, language, !projectId), [projectId, language]);

  return (
    <Box component="section" aria-labelledby="audit-heading" sx={{ mt: 4 }}>
      <Typography id="audit-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('staff.audit.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('staff.audit.person')}
          value={view.person}
          onChange={(e) => update({ person: e.target.value, page: 1 })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('staff.audit.everyone')}</MenuItem>
          {(actors.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {t('staff.nameEmail', { name: a.name, email: a.email })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('staff.audit.from')}
          value={view.from}
          onChange={(e) => update({ from: e.target.value, page: 1 })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('staff.audit.to')}
          value={view.to}
          onChange={(e) => update({ to: e.target.value, page: 1 })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ServerTable
        label={t('staff.audit.title')}
        columns={columns}
        rows={log.data?.items}
        getRowId={(entry) => String(entry.id)}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={auditPageSizes}
        total={log.data?.total ?? 0}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        isPending={log.isPending}
        isFetching={log.isFetching}
        loadingLabel={t('staff.audit.loading')}
        error={log.isError ? log.error : undefined}
        onRetry={() => void log.refetch()}
        empty={{ title: t('staff.audit.emptyTitle'), text: t('staff.audit.emptyText') }}
      />
    </Box>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FilterList from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type AdminProjectRow,
  type AdminProjectSortField,
  adminProjectTypeOptions,
  formatDate,
  projectApiPath,
  projectStatusLabel,
  staffCanDelete,
  staffProjectEditPath,
} from '@pharmatrace/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { type ServerColumn, ServerTable } from '@/components/ui/server-table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { ofNameValues } from '@/lib/format';
import { useLanguage, useT } from '@/lib/language';
import { useDeleteAdminProject } from '../api/delete-admin-project';
import { useAdminClients } from '../api/get-admin-clients';
import { useAdminProjects } from '../api/get-admin-projects';
import { type PanelView, panelPageSizes, readPanelView, writePanelView } from '../utils/panel-view';

/** Spec 001 §4: the status filter groups DRAFT with DRAFT2, ONGOING with ONGOING2, CHECK with CHECK2. */
const statusFilters = ['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED'] as const;

type Translator = ReturnType<typeof useT>;

/** The status as the lists show it, and which part of a footprint it belongs to. */
function statusText(t: Translator, row: AdminProjectRow) {
  const label = t(`status.${projectStatusLabel(row.status)}`);
  return row.kind === 'CARBON' && row.status.endsWith('2')
    ? t('staff.statusSecondPart', { status: label })
    : label;
}

/** The panel's columns: the first six sort on the server (their id is the API's sort field). */
function projectColumns(
  t: Translator,
  onDelete: (row: AdminProjectRow) => void,
): ServerColumn<AdminProjectRow>[] {
  return [
    {
      id: 'companyName',
      header: t('staff.panel.clientCompany'),
      accessorFn: (row) => row.client.companyName,
    },
    { id: 'name', header: t('staff.project'), accessorFn: (row) => row.name, meta: { rowHeader: true } },
    { id: 'kind', header: t('projectList.type'), accessorFn: (row) => t(`staff.kind.${row.kind}`) },
    { id: 'status', header: t('projectList.status'), accessorFn: (row) => statusText(t, row) },
    {
      id: 'createdAt',
      header: t('staff.created'),
      accessorFn: (row) => formatDate(row.createdAt),
      sortDescFirst: true,
    },
    {
      id: 'updatedAt',
      header: t('staff.updated'),
      accessorFn: (row) => formatDate(row.updatedAt),
      sortDescFirst: true,
    },
    {
      id: 'access',
      header: t('projectList.access'),
      enableSorting: false,
      meta: { align: 'right', nowrap: true },
      cell: ({ row: { original: row } }) => {
        const editPath = staffProjectEditPath(row.kind, row.status, row.id);
        return (
          <>
            {/* Issue #13: report, invoice, result and audit log of the project. */}
            <AppLink
              to={paths.admin.projectDocuments.getHref(projectApiPath[row.kind], row.id)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 2 }}
            >
              <DescriptionOutlined fontSize="small" aria-hidden />
              {t('staff.panel.documents')}
              <VisuallyHidden> {t('projectList.ofName', ofNameValues(row.name))}</VisuallyHidden>
            </AppLink>
            {editPath ? (
              <AppLink
                to={editPath}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                <EditOutlined fontSize="small" aria-hidden />
                {t('projectList.edit')}
                <VisuallyHidden> {row.name}</VisuallyHidden>
              </AppLink>
            ) : null}
            {staffCanDelete(row.kind, row.status) ? (
              <Tooltip title={t('projectList.deleteTooltip')}>
                <IconButton
                  size="small"
                  aria-label={t('projectList.deleteName', { name: row.name })}
                  onClick={() => onDelete(row)}
                  sx={{ ml: 1 }}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </>
        );
      },
    },
  ];
}

/**
 * /admin/panel (spec 001 §2 'Admin panel and validation', issue #12): every client's projects in
 * one table, filtered by client company, status and type, searched, sorted and paged by the
 * server; filters and page live in the URL. Edit links and delete icons only where the spec
 * allows them (ONGOING or CHECK; ONGOING2 or CHECK2 for a footprint's second part).
 */
export function AdminPanel() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = readPanelView(params);
  const [typed, setTyped] = useState(view.q);
  const notify = useNotify();
  const clients = useAdminClients();
  const projects = useAdminProjects({
    clientId: view.clientId || undefined,
    status: view.status || undefined,
    kind: view.kind || undefined,
    q: view.q || undefined,
    sort: view.sort,
    order: view.order,
    page: view.page,
    pageSize: view.pageSize,
    after: view.page !== 1 ? view.after : undefined,
  });
  const [toDelete, setToDelete] = useState<AdminProjectRow | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the language only (t follows it).
  const columns = useMemo(() => projectColumns(t, setToDelete), [language]);
  const deletion = useDeleteAdminProject();

  const update = (next: PanelView, replace = false) =>
    setParams(writePanelView(next), { replace, preventScrollReset: true });

  // The search box writes to the URL a moment after the last keystroke, from the URL's own
  // latest view (filters changed meanwhile are kept).
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const search = (text: string) => {
    setTyped(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(
      () =>
        setParams((current) => writePanelView({ ...readPanelView(current), q: text, page: 1 }), {
          replace: true,
          preventScrollReset: true,
        }),
      300,
    );
  };

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = [view.clientId, view.status, view.kind].filter(Boolean).length;

  const total = projects.data?.total ?? 0;
  const totalCapped = projects.data?.totalCapped ?? false;
  const next = projects.data?.next ?? null;

  // Keyset pages (decision 0038): the cursor each page was opened with, so that going back
  // reads by cursor too; a page never opened (or a reload) falls back to its page number.
  const cursors = useRef(new Map<string, string | undefined>());
  const viewKey = JSON.stringify({ ...view, page: 0, after: undefined });
  if (view.page !== 1) cursors.current.set(`${viewKey}|${view.page}`, view.after);
  const goToPage = (page: number) => {
    const after =
      page === 1
        ? undefined
        : page === view.page + 1 && next
          ? next
          : cursors.current.get(`${viewKey}|${page}`);
    update({ ...view, page, after });
  };

  const filterSelect = (
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('staff.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('nav.adminPanel')}
        description={t('staff.panel.description')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={AppLink} to={paths.admin.accounts.getHref()} variant="outlined">
              {t('staff.clientAccounts')}
            </Button>
            <Button component={AppLink} to={paths.admin.pactFootprints.getHref()} variant="outlined">
              {t('staff.panel.pactFootprints')}
            </Button>
            <Button component={AppLink} to={paths.admin.factors.getHref()} variant="outlined">
              {t('staff.emissionFactors')}
            </Button>
          </Box>
        }
      />

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {/* On a phone the three filters fold behind one button, so that the table is on the first
            screen (issue #29); wider screens show them at all times. */}
        <Button
          variant="outlined"
          startIcon={<FilterList aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          {activeFilters > 0
            ? t('staff.panel.filtersCount', { count: activeFilters })
            : t('staff.panel.filters')}
        </Button>
        <Box
          id={filtersId}
          sx={{
            display: { xs: filtersOpen ? 'flex' : 'none', sm: 'contents' },
            flexDirection: 'column',
            gap: 2,
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {filterSelect(
            t('staff.panel.clientCompany'),
            view.clientId,
            (clients.data ?? []).map((client) => ({ value: client.id, label: client.companyName })),
            (clientId) => update({ ...view, clientId, page: 1 }),
          )}
          {filterSelect(
            t('projectList.status'),
            view.status,
            statusFilters.map((value) => ({ value, label: t(`status.${projectStatusLabel(value)}`) })),
            (status) => update({ ...view, status: status as PanelView['status'], page: 1 }),
          )}
          {filterSelect(
            t('projectList.type'),
            view.kind,
            adminProjectTypeOptions.map(({ value }) => ({ value, label: t(`staff.kind.${value}`) })),
            (kind) => update({ ...view, kind: kind as PanelView['kind'], page: 1 }),
          )}
        </Box>
        <TextField
          type="search"
          size="small"
          label={t('staff.panel.search')}
          value={typed}
          onChange={(event) => search(event.target.value.slice(0, 100))}
          sx={{ width: { xs: '100%', sm: 300 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {view.clientId || view.status || view.kind || view.q ? (
          <Button
            onClick={() => {
              setTyped('');
              update({ ...view, clientId: '', status: '', kind: '', q: '', page: 1 });
            }}
          >
            {t('staff.panel.clearFilters')}
          </Button>
        ) : null}
      </Box>

      <ServerTable
        label={t('staff.panel.table')}
        columns={columns}
        rows={projects.data?.items}
        getRowId={(row) => row.id}
        sort={{ field: view.sort, order: view.order }}
        onSortChange={(field, order) =>
          update({ ...view, sort: field as AdminProjectSortField, order, page: 1 })
        }
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={panelPageSizes}
        total={totalCapped ? -1 : total}
        hasNextPage={next !== null}
        onPageChange={goToPage}
        onPageSizeChange={(pageSize) => update({ ...view, pageSize, page: 1 })}
        isPending={projects.isPending}
        isFetching={projects.isFetching}
        loadingLabel={t('staff.panel.loading')}
        error={projects.isError ? projects.error : undefined}
        onRetry={() => void projects.refetch()}
        empty={{
          title: t('staff.panel.emptyTitle'),
          text: t('staff.panel.emptyText'),
        }}
      />

      {projects.isSuccess ? (
        <Typography role="status" variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {totalCapped
            ? t('staff.panel.countCapped', { count: total })
            : t('staff.panel.count', { count: total })}
        </Typography>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('ui.deleteProject.title')}
        description={
          toDelete
            ? // Only what is true (issue #29): a staff delete is a soft delete, recoverable for 30 days.
              t('staff.panel.deleteDescription', {
                name: toDelete.name,
                company: toDelete.client.companyName,
              })
            : undefined
        }
        typeToConfirm={t('ui.deleteProject.typeToConfirm')}
        isPending={deletion.isPending}
        error={deletion.isError ? serverMessageOf(deletion.error) : null}
        onConfirm={() => {
          if (!toDelete) return;
          const deleted = toDelete;
          deletion.mutate(
            { kind: deleted.kind, id: deleted.id },
            {
              onSuccess: () => {
                setToDelete(null);
                notify(t('staff.panel.deleted', { name: deleted.name }));
              },
            },
          );
        }}
        onClose={() => {
          setToDelete(null);
          deletion.reset();
        }}
      />
    </>
  );
}

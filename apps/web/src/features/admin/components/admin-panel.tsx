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
  uiMessages,
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
import { useDeleteAdminProject } from '../api/delete-admin-project';
import { useAdminClients } from '../api/get-admin-clients';
import { useAdminProjects } from '../api/get-admin-projects';
import { type PanelView, panelPageSizes, readPanelView, writePanelView } from '../utils/panel-view';

/** Spec 001 §4: the status filter groups DRAFT with DRAFT2, ONGOING with ONGOING2, CHECK with CHECK2. */
const statusOptions = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'ONGOING', label: 'On-going' },
  { value: 'CHECK', label: 'Check' },
  { value: 'COMPLETED', label: 'Completed' },
] as const;

const typeLabel = (kind: string) => adminProjectTypeOptions.find((o) => o.value === kind)?.label ?? kind;

/** The status as the lists show it, and which part of a footprint it belongs to. */
function statusText(row: AdminProjectRow) {
  const label = projectStatusLabel(row.status);
  return row.kind === 'CARBON' && row.status.endsWith('2') ? `${label} (second part)` : label;
}

/** The panel's columns: the first six sort on the server (their id is the API's sort field). */
function projectColumns(onDelete: (row: AdminProjectRow) => void): ServerColumn<AdminProjectRow>[] {
  return [
    { id: 'companyName', header: 'Client company', accessorFn: (row) => row.client.companyName },
    { id: 'name', header: 'Project', accessorFn: (row) => row.name, meta: { rowHeader: true } },
    { id: 'kind', header: 'Type', accessorFn: (row) => typeLabel(row.kind) },
    { id: 'status', header: 'Status', accessorFn: statusText },
    {
      id: 'createdAt',
      header: 'Created',
      accessorFn: (row) => formatDate(row.createdAt),
      sortDescFirst: true,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      accessorFn: (row) => formatDate(row.updatedAt),
      sortDescFirst: true,
    },
    {
      id: 'access',
      header: 'Access',
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
              Documents<VisuallyHidden> of {row.name}</VisuallyHidden>
            </AppLink>
            {editPath ? (
              <AppLink
                to={editPath}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                <EditOutlined fontSize="small" aria-hidden />
                Edit<VisuallyHidden> {row.name}</VisuallyHidden>
              </AppLink>
            ) : null}
            {staffCanDelete(row.kind, row.status) ? (
              <Tooltip title="Delete this project">
                <IconButton
                  size="small"
                  aria-label={`Delete ${row.name}`}
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
  const columns = useMemo(() => projectColumns(setToDelete), []);
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
      <MenuItem value="">All</MenuItem>
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
        title="Admin Panel"
        description="Review, amend, validate and complete the projects of every client."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={AppLink} to={paths.admin.accounts.getHref()} variant="outlined">
              Client accounts
            </Button>
            <Button component={AppLink} to={paths.admin.pactFootprints.getHref()} variant="outlined">
              PACT footprints
            </Button>
            <Button component={AppLink} to={paths.admin.factors.getHref()} variant="outlined">
              Emission factors
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
          {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
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
            'Client company',
            view.clientId,
            (clients.data ?? []).map((client) => ({ value: client.id, label: client.companyName })),
            (clientId) => update({ ...view, clientId, page: 1 }),
          )}
          {filterSelect('Status', view.status, statusOptions, (status) =>
            update({ ...view, status: status as PanelView['status'], page: 1 }),
          )}
          {filterSelect('Type', view.kind, adminProjectTypeOptions, (kind) =>
            update({ ...view, kind: kind as PanelView['kind'], page: 1 }),
          )}
        </Box>
        <TextField
          type="search"
          size="small"
          label="Search by project or company"
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
            Clear the filters
          </Button>
        ) : null}
      </Box>

      <ServerTable
        label="Projects of every client"
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
        loadingLabel="Loading the projects"
        error={projects.isError ? projects.error : undefined}
        onRetry={() => void projects.refetch()}
        empty={{
          title: 'No project matches these filters',
          text: 'Change or clear the filters to see more projects.',
        }}
      />

      {projects.isSuccess ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {totalCapped
            ? `${total.toLocaleString('en')}+ projects`
            : total === 1
              ? '1 project'
              : `${total} projects`}
        </Typography>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={uiMessages.deleteProject.title}
        description={
          toDelete
            ? // Only what is true (issue #29): a staff delete is a soft delete, recoverable for 30 days.
              `${toDelete.name} (${toDelete.client.companyName}) will be removed from the client's lists and from this panel. It can be restored within 30 days.`
            : undefined
        }
        typeToConfirm={uiMessages.deleteProject.typeToConfirm}
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
                notify(`${deleted.name} has been deleted`);
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

import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type AccountSortField,
  type AccountValidationFilter,
  type AdminAccountPage,
  accountSortFields,
  formatDate,
} from '@pharmatrace/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { type ServerColumn, ServerTable } from '@/components/ui/server-table';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/language';
import { useAdminAccounts } from '../api/accounts';

type AccountRow = AdminAccountPage['items'][number];
type Translator = ReturnType<typeof useT>;

/** The list's columns; those with an id of the API's sort fields sort on the server. */
function accountColumns(t: Translator, onOpen: () => void): ServerColumn<AccountRow>[] {
  return [
    {
      id: 'companyName',
      header: t('staff.accounts.company'),
      accessorFn: (row) => row.companyName,
      cell: ({ row: { original: row } }) => (
        // A search still waiting to reach the URL would navigate back to the list while the
        // account page loads.
        <AppLink to={paths.admin.account.getHref(row.id)} onClick={onOpen}>
          {row.companyName}
        </AppLink>
      ),
    },
    { id: 'accountType', header: t('registration.accountType'), accessorFn: (row) => row.accountType },
    {
      id: 'mainUserEmail',
      header: t('staff.accounts.mainUser'),
      accessorFn: (row) => row.mainUser?.email ?? '',
      cell: ({ row: { original: row } }) =>
        row.mainUser ? (
          <>
            {row.mainUser.name}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
              {row.mainUser.email}
            </Box>
          </>
        ) : (
          '-'
        ),
    },
    {
      id: 'subUsers',
      header: t('staff.accounts.subUsers'),
      enableSorting: false,
      accessorFn: (row) => row.subUserCount,
    },
    {
      id: 'emailConfirmed',
      header: t('staff.accounts.emailConfirmed'),
      enableSorting: false,
      accessorFn: (row) => (row.mainUser?.emailConfirmed ? t('staff.yes') : t('staff.no')),
    },
    { id: 'createdAt', header: t('staff.created'), accessorFn: (row) => formatDate(row.createdAt) },
    {
      id: 'validatedAt',
      header: t('staff.accounts.validated'),
      accessorFn: (row) => row.validatedAt ?? '',
      cell: ({ row: { original: row } }) =>
        row.validatedAt ? (
          formatDate(row.validatedAt)
        ) : (
          // Outlined with the text's own colour: white on MUI's warning orange is 3.1:1, under WCAG's 4.5.
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('staff.accounts.awaitingValidation')}
            sx={{ color: 'text.primary' }}
          />
        ),
    },
  ];
}

const validationOptions = [
  { value: 'AWAITING', label: 'staff.accounts.awaitingValidation' },
  { value: 'VALIDATED', label: 'staff.accounts.validated' },
] as const satisfies readonly { value: AccountValidationFilter; label: string }[];

const accountPageSizes: readonly number[] = [25, 50, 100];

/** The list's view lives in the URL, so a reload or a shared link shows the same page. */
function readView(params: URLSearchParams) {
  const sort = params.get('sort');
  const validation = params.get('validation');
  return {
    q: params.get('q') ?? '',
    validation: (validationOptions.some((o) => o.value === validation) ? validation : '') as
      | AccountValidationFilter
      | '',
    sort: (accountSortFields as readonly string[]).includes(sort ?? '')
      ? (sort as AccountSortField)
      : 'createdAt',
    order: params.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: accountPageSizes.includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 25,
  };
}
type View = ReturnType<typeof readView>;

function writeView(view: View) {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.validation) params.set('validation', view.validation);
  if (view.sort !== 'createdAt') params.set('sort', view.sort);
  if (view.order !== 'desc') params.set('order', view.order);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== 25) params.set('pageSize', String(view.pageSize));
  return params;
}

/**
 * /admin/accounts (issue #13): every client account with its main user, sub-users, e-mail
 * confirmation, creation and validation; a text filter, a validation filter, sorting and pages.
 */
export function AccountsList() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [typed, setTyped] = useState(view.q);
  const accounts = useAdminAccounts({
    q: view.q || undefined,
    validation: view.validation || undefined,
    sort: view.sort,
    order: view.order,
    page: view.page,
    pageSize: view.pageSize,
  });
  const update = (next: View) => setParams(writeView(next), { replace: true, preventScrollReset: true });

  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  const search = (text: string) => {
    setTyped(text);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(
      () => setParams((current) => writeView({ ...readView(current), q: text, page: 1 }), { replace: true }),
      300,
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the language only (t follows it).
  const columns = useMemo(
    () => accountColumns(t, () => window.clearTimeout(searchTimer.current)),
    [language],
  );
  return (
    <>
      <PageHeader
        title={t('staff.clientAccounts')}
        back={{ to: paths.admin.panel.getHref(), label: t('nav.adminPanel') }}
        description={t('staff.accounts.description')}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={t('staff.accounts.search')}
          value={typed}
          onChange={(e) => search(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label={t('staff.accounts.validation')}
          value={view.validation}
          onChange={(e) =>
            update({ ...view, validation: e.target.value as AccountValidationFilter | '', page: 1 })
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('staff.all')}</MenuItem>
          {validationOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {t(o.label)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ServerTable
        label={t('staff.clientAccounts')}
        columns={columns}
        rows={accounts.data?.items}
        getRowId={(row) => row.id}
        sort={{ field: view.sort, order: view.order }}
        onSortChange={(field, order) => update({ ...view, sort: field as AccountSortField, order, page: 1 })}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={accountPageSizes}
        total={accounts.data?.total ?? 0}
        onPageChange={(page) => update({ ...view, page })}
        onPageSizeChange={(pageSize) => update({ ...view, pageSize, page: 1 })}
        isPending={accounts.isPending}
        isFetching={accounts.isFetching}
        loadingLabel={t('staff.accounts.loading')}
        error={accounts.isError ? accounts.error : undefined}
        onRetry={() => void accounts.refetch()}
        empty={{ title: t('staff.accounts.emptyTitle'), text: t('staff.accounts.emptyText') }}
        size="medium"
      />
    </>
  );
}

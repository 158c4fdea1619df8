import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import {
  type AccountSortField,
  type AccountValidationFilter,
  accountMessages,
  accountSortFields,
  formatDate,
} from '@pharmatrace/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, QueryError } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useAdminAccounts } from '../api/accounts';

const columns: { field: AccountSortField | null; label: string }[] = [
  { field: 'companyName', label: 'Company' },
  { field: 'accountType', label: 'Account type' },
  { field: 'mainUserEmail', label: 'Main user' },
  { field: null, label: 'Sub-users' },
  { field: null, label: 'E-mail confirmed' },
  { field: 'createdAt', label: 'Created' },
  { field: 'validatedAt', label: 'Validated' },
];

const validationOptions: { value: AccountValidationFilter; label: string }[] = [
  { value: 'AWAITING', label: accountMessages.awaitingValidationLabel },
  { value: 'VALIDATED', label: accountMessages.validatedLabel },
];

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
    pageSize: [25, 50, 100].includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 25,
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

  const rows = accounts.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Client accounts"
        back={{ to: paths.admin.panel.getHref(), label: 'Admin Panel' }}
        description="Validate new accounts, set subscriptions and give clients their pricing and invoices."
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label="Search accounts"
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
          label="Validation"
          value={view.validation}
          onChange={(e) =>
            update({ ...view, validation: e.target.value as AccountValidationFilter | '', page: 1 })
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All</MenuItem>
          {validationOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {accounts.isError ? (
        <QueryError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !accounts.isPending && rows.length === 0 ? (
        <EmptyState title="No account">No client account matches these filters.</EmptyState>
      ) : (
        <Paper variant="outlined">
          {accounts.isFetching ? <LinearProgress aria-label="Loading accounts" /> : null}
          <TableContainer>
            <Table aria-label="Client accounts">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.label} sortDirection={c.field === view.sort ? view.order : false}>
                      {c.field ? (
                        <TableSortLabel
                          active={view.sort === c.field}
                          direction={view.sort === c.field ? view.order : 'asc'}
                          onClick={() =>
                            update({
                              ...view,
                              sort: c.field!,
                              order: view.sort === c.field && view.order === 'asc' ? 'desc' : 'asc',
                              page: 1,
                            })
                          }
                        >
                          {c.label}
                        </TableSortLabel>
                      ) : (
                        c.label
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <AppLink
                        to={paths.admin.account.getHref(row.id)}
                        // A search still waiting to reach the URL would navigate back to the list
                        // while the account page loads.
                        onClick={() => window.clearTimeout(searchTimer.current)}
                      >
                        {row.companyName}
                      </AppLink>
                    </TableCell>
                    <TableCell>{row.accountType}</TableCell>
                    <TableCell>
                      {row.mainUser ? (
                        <>
                          {row.mainUser.name}
                          <Box
                            component="span"
                            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}
                          >
                            {row.mainUser.email}
                          </Box>
                        </>
                      ) : (
                        '-'
                      )}
                    </TableCell>
                    <TableCell>{row.subUserCount}</TableCell>
                    <TableCell>{row.mainUser?.emailConfirmed ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{formatDate(row.createdAt)}</TableCell>
                    <TableCell>
                      {row.validatedAt ? (
                        formatDate(row.validatedAt)
                      ) : (
                        <Chip size="small" color="warning" label={accountMessages.awaitingValidationLabel} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={accounts.data?.total ?? 0}
            page={view.page - 1}
            rowsPerPage={view.pageSize}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, next) => update({ ...view, page: next + 1 })}
            onRowsPerPageChange={(e) => update({ ...view, pageSize: Number(e.target.value), page: 1 })}
          />
        </Paper>
      )}
    </>
  );
}

import { accountMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountsList } from '../accounts-list';
import { accountId, listPage } from './staff-accounts-fixtures';

describe('the client accounts list (issue #13)', { timeout: 150_000 }, () => {
  it('shows main user, sub-users, confirmation and validation, and asks the server for filters and sort', async () => {
    const { calls } = stubApi(({ url }) =>
      url.startsWith('/api/admin/accounts') ? jsonResponse(200, listPage) : undefined,
    );
    const { user, router } = renderWithProviders(<AccountsList />, { path: '/admin/accounts' });
    const table = await screen.findByRole('table', { name: 'Client accounts' });
    const pending = await within(table).findByRole('row', { name: /Clinique Saint-Louis/ });
    expect(within(pending).getByText(accountMessages.awaitingValidationLabel)).toBeInTheDocument();
    expect(within(pending).getByText('hugo@clinic.test')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Clinique Saint-Louis' })).toHaveAttribute(
      'href',
      `/admin/accounts/${accountId}`,
    );
    const validated = within(table).getByRole('row', { name: /Hôpital Demo Pharma/ });
    expect(within(validated).getByText('03/01/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Validation' }));
    await user.click(await screen.findByRole('option', { name: accountMessages.awaitingValidationLabel }));
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?validation=AWAITING&sort=companyName&order=asc'),
    );
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/admin/accounts?validation=AWAITING&sort=companyName&order=asc&page=1&pageSize=25',
      ),
    );
  });
});

describe('the client accounts list: pages and states (issue #26)', { timeout: 150_000 }, () => {
  it('pages on the server, keeps the page in the URL across a reload, and sorts only the sortable columns', async () => {
    const { calls } = stubApi(({ url }) =>
      url.startsWith('/api/admin/accounts') ? jsonResponse(200, { ...listPage, total: 60 }) : undefined,
    );
    const { user, router } = renderWithProviders(<AccountsList />, {
      path: '/admin/accounts',
      route: '/admin/accounts?page=2',
    });
    const table = await screen.findByRole('table', { name: 'Client accounts' });
    await within(table).findByRole('row', { name: /Clinique Saint-Louis/ });
    expect(
      calls.some((c) => c.url === '/api/admin/accounts?sort=createdAt&order=desc&page=2&pageSize=25'),
    ).toBe(true);
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Sub-users' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    // The same header flips the order and goes back to page 1.
    await user.click(within(table).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
  });

  it('says so when no account matches', async () => {
    stubApi(({ url }) =>
      url.startsWith('/api/admin/accounts')
        ? jsonResponse(200, { ...listPage, items: [], total: 0 })
        : undefined,
    );
    renderWithProviders(<AccountsList />, { path: '/admin/accounts' });
    expect(await screen.findByText('No client account matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

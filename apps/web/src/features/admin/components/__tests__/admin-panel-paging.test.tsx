import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AdminPanel } from '../admin-panel';
import { clients, firstPaint, page, stubPanelApi } from './admin-panel-fixtures';

// Many clicks through MUI menus per test: slow on a loaded machine.
describe('the admin panel (spec 001 §2, issue #12): filters, sort and pages', { timeout: 150_000 }, () => {
  it('keeps filters, sort and page in the URL and asks the server for them', async () => {
    const { calls } = stubPanelApi();
    const { user, router } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    await screen.findByRole('row', { name: /Amoxicillin/ }, firstPaint);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Carbon Footprint' }));
    await user.click(screen.getByRole('button', { name: 'Client company' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=CHECK&kind=CARBON&sort=companyName&order=asc&page=2&after=CURSOR1',
      ),
    );
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/admin/projects?status=CHECK&kind=CARBON&sort=companyName&order=asc&page=2&pageSize=25&after=CURSOR1',
      ),
    );
    // Back to page 1 drops the cursor; a filter change does too.
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=CHECK&kind=CARBON&sort=companyName&order=asc'),
    );
  });

  it('sorts on the server from the headers: dates newest first, the same header flips, the actions do not sort', async () => {
    const { calls } = stubPanelApi();
    const { user, router } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    const table = await screen.findByRole('table', { name: 'Projects of every client' }, firstPaint);
    await within(table).findByRole('row', { name: /Amoxicillin/ });
    expect(within(table).getByRole('columnheader', { name: 'Updated' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).queryByRole('button', { name: 'Access' })).toBeNull();
    // The project names the row: a row header.
    expect(within(table).getByRole('rowheader', { name: 'paracetamol' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=createdAt&order=desc'));
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
    await user.click(within(table).getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=desc'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/projects?sort=name&order=desc&page=1&pageSize=25'),
    );
    expect(within(table).getByRole('columnheader', { name: 'Project' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it("pages by cursor (decision 0038): next takes the page's cursor, previous the one its page was opened with", async () => {
    const cursorAfter: Record<string, string> = { '': 'C2', C2: 'C3', C3: 'C4' };
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/admin/clients') return jsonResponse(200, clients);
      if (url.startsWith('/api/admin/projects')) {
        const query = new URL(url, 'http://test').searchParams;
        const after = query.get('after') ?? '';
        return jsonResponse(200, {
          ...page,
          total: 1000,
          totalCapped: true,
          page: Number(query.get('page') ?? 1),
          next: cursorAfter[after] ?? null,
        });
      }
      return undefined;
    });
    const { user, router } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    await screen.findByRole('row', { name: /Amoxicillin/ }, firstPaint);
    const nextPage = () => user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await nextPage();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&after=C2'));
    await screen.findByText('26–50 of more than 50');
    await nextPage();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&after=C3'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/admin/projects?sort=updatedAt&order=desc&page=3&pageSize=25&after=C3',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&after=C2'));
    // A new page size goes back to page 1 and drops the cursor.
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=50'));
  });

  it('reads a reloaded deep page by its cursor, and goes back from it by page number', async () => {
    const { calls } = stubPanelApi();
    const { user, router } = renderWithProviders(<AdminPanel />, {
      path: '/admin/panel',
      route: '/admin/panel?page=4&after=C4',
    });
    await screen.findByRole('row', { name: /Amoxicillin/ }, firstPaint);
    expect(calls.some((c) => c.url.endsWith('&page=4&pageSize=25&after=C4'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/projects?sort=updatedAt&order=desc&page=3&pageSize=25'),
    );
  });
});

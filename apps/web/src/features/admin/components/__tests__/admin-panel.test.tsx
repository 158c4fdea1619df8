import type { AdminProjectPage } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AdminPanel } from '../admin-panel';

const clients = [
  { id: '11111111-1111-4111-8111-111111111111', companyName: 'Demo Pharma', users: [] },
  { id: '22222222-2222-4222-8222-222222222222', companyName: 'Laboratoires Durand', users: [] },
];

type Row = AdminProjectPage['items'][number];
const row = (id: string, kind: Row['kind'], status: Row['status'], name: string): Row => ({
  id,
  kind,
  status,
  name,
  client: { id: clients[0]!.id, companyName: 'Demo Pharma' },
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
});

const page: AdminProjectPage = {
  items: [
    row('a', 'ORIGIN', 'ONGOING', 'Amoxicillin Demo 1 g'),
    row('b', 'CARBON', 'CHECK2', 'Amlodipine API'),
    row('c', 'SUBSTANCE', 'COMPLETED', 'paracetamol'),
  ],
  total: 73,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  next: 'CURSOR1',
};

function stubPanelApi() {
  return stubApi(({ method, url }) => {
    if (url === '/api/admin/clients') return jsonResponse(200, clients);
    if (method === 'GET' && url.startsWith('/api/admin/projects')) return jsonResponse(200, page);
    if (method === 'DELETE' && url === '/api/admin/origin/a') return jsonResponse(204);
    return undefined;
  });
}

// Many clicks through MUI menus per test: slow on a loaded machine.
describe('the admin panel (spec 001 §2, issue #12)', { timeout: 150_000 }, () => {
  it('shows every client project with the links the spec allows, and the total', async () => {
    stubPanelApi();
    renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    const table = await screen.findByRole('table', { name: 'Projects of every client' });
    const origin = await within(table).findByRole('row', { name: /Amoxicillin Demo 1 g/ });
    expect(within(origin).getByRole('link', { name: 'Edit Amoxicillin Demo 1 g' })).toHaveAttribute(
      'href',
      '/admin/drug_origin/a',
    );
    expect(within(origin).getByText('Drug Product')).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /Amlodipine API/ });
    expect(within(second).getByText('Check (second part)')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Edit Amlodipine API' })).toHaveAttribute(
      'href',
      '/admin/carbon_footprint/second_part/b',
    );
    const completed = within(table).getByRole('row', { name: /paracetamol/ });
    expect(within(completed).queryByRole('link', { name: /^Edit/ })).toBeNull();
    // Every row links to its documents and audit log (issue #13).
    expect(within(completed).getByRole('link', { name: 'Documents of paracetamol' })).toHaveAttribute(
      'href',
      '/admin/documents/substance/c',
    );
    expect(within(completed).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('73 projects')).toBeInTheDocument();
  });

  it('keeps filters, sort and page in the URL and asks the server for them', async () => {
    const { calls } = stubPanelApi();
    const { user, router } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    await screen.findByRole('row', { name: /Amoxicillin/ });

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

  it("shows a capped total as '1,000+ projects' and no next page after the last", async () => {
    stubApi(({ url }) => {
      if (url === '/api/admin/clients') return jsonResponse(200, clients);
      if (url.startsWith('/api/admin/projects'))
        return jsonResponse(200, { ...page, total: 1000, totalCapped: true, next: null });
      return undefined;
    });
    renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    expect(await screen.findByText('1,000+ projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it("deletes after the typed 'Delete' confirmation", async () => {
    const { calls } = stubPanelApi();
    const { user } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    await user.click(await screen.findByRole('button', { name: 'Delete Amoxicillin Demo 1 g' }));
    const dialog = await screen.findByRole('dialog');
    // Only what is true (issue #29): nothing is lost, the project can be restored.
    expect(dialog).toHaveTextContent(/can be restored within 30 days/);
    expect(dialog).not.toHaveTextContent(/will be lost/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Delete');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/origin/a')).toBe(true),
    );
    expect(await screen.findByText('Amoxicillin Demo 1 g has been deleted')).toBeInTheDocument();
  });

  it('sorts on the server from the headers: dates newest first, the same header flips, the actions do not sort', async () => {
    const { calls } = stubPanelApi();
    const { user, router } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    const table = await screen.findByRole('table', { name: 'Projects of every client' }, { timeout: 10_000 });
    await within(table).findByRole('row', { name: /Amoxicillin/ }, { timeout: 10_000 });
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
    await screen.findByRole('row', { name: /Amoxicillin/ }, { timeout: 10_000 });
    const nextPage = () => user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await nextPage();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&after=C2'));
    await screen.findByText('26–50 of more than 50', {}, { timeout: 10_000 });
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
    await screen.findByRole('row', { name: /Amoxicillin/ }, { timeout: 10_000 });
    expect(calls.some((c) => c.url.endsWith('&page=4&pageSize=25&after=C4'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/admin/projects?sort=updatedAt&order=desc&page=3&pageSize=25'),
    );
  });

  it('says so when nothing matches, and offers to try again when the list fails', async () => {
    let fail = true;
    stubApi(({ url }) => {
      if (url === '/api/admin/clients') return jsonResponse(200, clients);
      if (url.startsWith('/api/admin/projects'))
        return fail
          ? jsonResponse(500, { message: 'The server is down', code: 'INTERNAL' })
          : jsonResponse(200, { ...page, items: [], total: 0, next: null });
      return undefined;
    });
    const { user } = renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    expect(await screen.findByText('The server is down', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No project matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

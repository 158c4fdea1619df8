import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AdminPanel } from '../admin-panel';
import { clients, firstPaint, page, stubPanelApi } from './admin-panel-fixtures';

// Many clicks through MUI menus per test: slow on a loaded machine.
describe('the admin panel (spec 001 §2, issue #12): the list', { timeout: 150_000 }, () => {
  it('shows every client project with the links the spec allows, and the total', async () => {
    stubPanelApi();
    renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    const table = await screen.findByRole('table', { name: 'Projects of every client' }, firstPaint);
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
    expect(await screen.findByText('The server is down')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No project matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

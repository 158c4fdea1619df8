import type { AuditPage } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AuditLogTable } from '../audit-log-table';
import { accountId, emptyAudit } from './staff-accounts-fixtures';

afterEach(() => setLanguage('en'));

describe('the audit log (issue #13)', { timeout: 150_000 }, () => {
  const entry = (id: number, action: string): AuditPage['items'][number] => ({
    id,
    at: '2026-11-24T10:00:00.000Z',
    action,
    actor: { id: 'staff', name: 'Sophie Staff', email: 'staff@pharmatrace.test' },
    client: { id: accountId, companyName: 'Clinique Saint-Louis' },
    project: { id: 'p1', name: 'Amlodipine API' },
    details: { statusBefore: 'ONGOING', statusAfter: 'COMPLETED' },
  });
  const auditPage: AuditPage = {
    items: [entry(1, 'project.status_set'), { ...entry(2, 'account.validated'), project: null, details: {} }],
    total: 30,
    page: 1,
    pageSize: 25,
  };

  it("shows each entry with its project on an account's log, and pages on the server", async () => {
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/audit')) return jsonResponse(200, auditPage);
      return undefined;
    });
    const { user } = renderWithProviders(<AuditLogTable clientId={accountId} />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /On-going → Completed/ });
    expect(within(row).getByText('Sophie Staff')).toBeInTheDocument();
    expect(within(row).getByText('Amlodipine API')).toBeInTheDocument();
    // Its day and time as the English log always wrote them (en-GB, 24 h), whatever the browser.
    expect(within(row).getByText(/^24\/11\/2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Project' })).toBeInTheDocument();
    // Newest first is the only order: no header sorts.
    expect(within(table).queryByRole('button')).toBeNull();
    // The table scrolls inside its own region on a phone, which the keyboard can reach.
    const scroller = screen
      .getAllByRole('region', { name: 'Audit log' })
      .find((region) => region.contains(table) && region !== table.closest('section'));
    expect(scroller).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`/api/admin/audit?clientId=${accountId}&page=2&pageSize=25`),
    );
  });

  it("leaves out the project column on a project's own log, and says when nothing is recorded", async () => {
    stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/audit?projectId=p1&page=1'))
        return jsonResponse(200, { ...auditPage, total: 2 });
      if (url.startsWith('/api/admin/audit')) return jsonResponse(200, emptyAudit);
      return undefined;
    });
    const { user } = renderWithProviders(<AuditLogTable projectId="p1" />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByRole('row', { name: /On-going → Completed/ });
    expect(within(table).queryByRole('columnheader', { name: 'Project' })).toBeNull();
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    expect(await screen.findByText('No staff action matches these filters.')).toBeInTheDocument();
  });

  it('says statuses and invoice statuses in the page’s words, in French too (issue #39)', async () => {
    setLanguage('fr');
    stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, {
          ...auditPage,
          total: 2,
          items: [
            { ...entry(1, 'project.invoice_status_set'), details: { before: null, after: 'PAID' } },
            {
              ...entry(2, 'project.status_set'),
              details: { statusBefore: 'ONGOING2', statusAfter: 'COMPLETED' },
            },
          ],
        });
      return undefined;
    });
    renderWithProviders(<AuditLogTable projectId="p1" />);
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    expect(await within(table).findByText('aucun → Payée')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/PAID|ONGOING|COMPLETED/);
  });
});

import {
  type AdminAccountPage,
  type AuditPage,
  accountMessages,
  footprintEstimateMessages,
  type ProjectDocuments,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountPage } from '../account-page';
import { AccountsList } from '../accounts-list';
import { AuditLogTable } from '../audit-log-table';
import { ProjectDocumentsPage } from '../project-documents-page';
import {
  account,
  accountId,
  currentStructureUpload,
  emptyAudit,
  pendingAccountRow,
  stubDocumentsPage,
  substanceDocuments,
} from './staff-accounts-fixtures';

const listPage: AdminAccountPage = {
  items: [
    pendingAccountRow,
    {
      id: '44444444-4444-4444-8444-444444444444',
      companyName: 'Hôpital Demo Pharma',
      accountType: 'PREMIUM',
      mainUser: { id: 'u2', name: 'Claire Martin', email: 'demo@pharmatrace.test', emailConfirmed: true },
      subUserCount: 1,
      createdAt: '2026-01-02T10:00:00.000Z',
      validatedAt: '2026-01-03T10:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

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
    const table = await screen.findByRole('table', { name: 'Client accounts' }, { timeout: 10_000 });
    await within(table).findByRole('row', { name: /Clinique Saint-Louis/ }, { timeout: 10_000 });
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
    expect(
      await screen.findByText('No client account matches these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

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
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /ONGOING → COMPLETED/ }, { timeout: 10_000 });
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
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 10_000 });
    await within(table).findByRole('row', { name: /ONGOING → COMPLETED/ }, { timeout: 10_000 });
    expect(within(table).queryByRole('columnheader', { name: 'Project' })).toBeNull();
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    expect(
      await screen.findByText('No staff action matches these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('an account page (issue #13)', { timeout: 150_000 }, () => {
  it('validates after confirmation, and refuses a subscription ending before it starts', async () => {
    let current = account;
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, current);
      if (method === 'POST' && url === `/api/admin/accounts/${accountId}/validate`) {
        current = { ...account, validatedAt: '2026-11-25T09:00:00.000Z', validatedBy: 'Pharmatrace staff' };
        return jsonResponse(200, current);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    expect(
      await screen.findByRole('heading', { name: 'Clinique Saint-Louis', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/professional proof is checked/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Account validated')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/validate'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validate account' })).toBeNull());
    expect(screen.getByText('25/11/2026 by Pharmatrace staff')).toBeInTheDocument();

    const start = screen.getByLabelText('Subscription start date');
    const end = screen.getByLabelText('Subscription end date');
    await user.type(start, '2026-12-31');
    await user.type(end, '2026-01-01');
    expect(await screen.findByText(accountMessages.subscriptionEndBeforeStart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save subscription' })).toBeDisabled();
  });
});

describe('the client’s live estimate switch (issue #23)', { timeout: 150_000 }, () => {
  it('turns the preliminary estimate off for the account', async () => {
    let current = account;
    const { calls } = stubApi(({ method, url, body }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, current);
      if (method === 'POST' && url === `/api/admin/accounts/${accountId}/footprint-panel`) {
        current = { ...account, footprintPanelEnabled: (body as { enabled: boolean }).enabled };
        return jsonResponse(200, current);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    const toggle = await screen.findByRole('switch', { name: /live preliminary estimate/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('The preliminary estimate is hidden from the client')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.url.endsWith('/footprint-panel'))?.body).toEqual({ enabled: false });
  });
});

describe('a project’s documents page (issue #13)', { timeout: 150_000 }, () => {
  const project = substanceDocuments;

  it('offers the report only once completed, and the invoice status once an invoice exists', async () => {
    stubDocumentsPage(project);
    renderWithProviders(<ProjectDocumentsPage kind="substance" id="p1" />, { path: '/admin/documents/x/y' });
    expect(await screen.findByRole('heading', { name: 'diclofenac', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The report is uploaded once the project is Completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload invoice' })).toBeEnabled();
    // A label has no uploaded files: only a footprint's first part takes them.
    expect(screen.queryByRole('region', { name: 'Uploaded files' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Invoice status' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Clinique Saint-Louis' })).toHaveAttribute(
      'href',
      `/admin/accounts/${accountId}`,
    );
  });

  it('asks for a reason when staff’s own result differs from the estimate, and says what a result rests on', {
    timeout: 90_000,
  }, async () => {
    const carbon: ProjectDocuments = {
      ...project,
      kind: 'CARBON',
      name: 'Atorvastatin API',
      status: 'COMPLETED',
      footprint: { value: 18, uncertainty: 17 },
      footprintDetail: {
        value: 18,
        uncertainty: 17,
        unit: 'kgCO2e/kg',
        origin: 'ESTIMATE',
        reason: null,
        methodVersion: '1.0.0',
        factorLibraryVersion: 'starter-2026.1',
        setAt: '2026-11-25T10:00:00.000Z',
        estimate: null,
      },
    };
    const { calls } = stubApi(({ method, url, body }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === '/api/admin/carbon/p1/documents') return jsonResponse(200, carbon);
      if (method === 'POST' && url === '/api/admin/carbon/p1/footprint-result') {
        const sent = body as { reason?: string };
        if (!sent.reason)
          return apiErrorResponse(400, {
            message: footprintEstimateMessages.reasonRequired,
            code: 'BAD_REQUEST',
            fields: { reason: footprintEstimateMessages.reasonRequired },
          });
        return jsonResponse(200, carbon);
      }
      return undefined;
    });
    const { user } = renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, {
      path: '/admin/documents/x/y',
    });
    expect(
      await screen.findByText(
        'Adopted from the preliminary estimate on 25/11/2026 (method 1.0.0, factors starter-2026.1).',
      ),
    ).toBeInTheDocument();
    const valueField = screen.getByLabelText('Footprint (kgCO2e per kg of product)');
    await user.clear(valueField);
    await user.type(valueField, '25');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    const reasonField = screen.getByLabelText('Reason, when it differs from the estimate');
    await waitFor(() =>
      expect(reasonField).toHaveAccessibleDescription(footprintEstimateMessages.reasonRequired),
    );
    await user.type(reasonField, 'Supplier study');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Footprint result saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      value: 25,
      uncertainty: 17,
      reason: 'Supplier study',
    });
  });

  it('uploads the report of a completed project and shows it current in the history', async () => {
    const completed = { ...project, status: 'COMPLETED' };
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === '/api/admin/substance/p1/documents')
        return jsonResponse(200, completed);
      if (method === 'POST' && url === '/api/admin/substance/p1/report')
        return jsonResponse(200, {
          ...completed,
          documents: [
            {
              kind: 'REPORT',
              fileId: 'f1',
              filename: 'report.pdf',
              url: '/api/files/f1?expires=1&signature=x',
              current: true,
              uploadedAt: '2026-11-25T10:00:00.000Z',
              uploadedBy: 'Pharmatrace staff',
            },
          ],
        });
      return undefined;
    });
    const { user } = renderWithProviders(<ProjectDocumentsPage kind="substance" id="p1" />, {
      path: '/admin/documents/x/y',
    });
    await screen.findByRole('heading', { name: 'diclofenac', level: 1 });
    await user.upload(
      screen.getByLabelText('Upload report'),
      new File(['%PDF-1.4 test'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Report uploaded')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/substance/p1/report')).toBe(true);
    const history = screen.getByRole('table', { name: 'Document history' });
    expect(within(history).getByRole('link', { name: 'report.pdf' })).toBeInTheDocument();
    expect(within(history).getByText('Current')).toBeInTheDocument();
  });

  it('lists a footprint’s uploaded files: field, name as a download link, type, size, date, author, in use', async () => {
    const footprint: ProjectDocuments = {
      ...project,
      kind: 'CARBON',
      name: 'Ibuprofen API',
      uploads: [
        { ...currentStructureUpload, filename: 'structure-corrected.pdf' },
        {
          field: 'reportDataDownloadMolecularStructure',
          fileId: 'f1',
          filename: 'structure.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          sizeBytes: 1_150_000,
          uploadedAt: '2026-11-24T10:00:00.000Z',
          uploadedBy: 'Hugo Lefebvre',
          current: false,
          url: '/api/files/f1?expires=1&signature=y',
        },
      ],
    };
    stubDocumentsPage(footprint);
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const table = await screen.findByRole('table', { name: 'Uploaded files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      [
        'structure-corrected.pdf',
        'Molecular structure',
        'PDF',
        '48 kB',
        '26/11/2026',
        'Pharmatrace staff',
        'Current',
      ],
      [
        'structure.docx',
        'Molecular structure',
        'Word (.docx)',
        '1.1 MB',
        '24/11/2026',
        'Hugo Lefebvre',
        'Replaced',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'structure-corrected.pdf' })).toHaveAttribute(
      'href',
      '/api/files/f2?expires=1&signature=x',
    );
  });

  it('says so when a footprint has no uploaded file', async () => {
    stubApi(({ url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (url === '/api/admin/carbon/p1/documents') return jsonResponse(200, { ...project, kind: 'CARBON' });
      return undefined;
    });
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    const section = await screen.findByRole('region', { name: 'Uploaded files' });
    expect(within(section).getByText('No file uploaded yet.')).toBeInTheDocument();
  });
});

import {
  type AdminAccountDetail,
  type AdminAccountPage,
  accountMessages,
  type ProjectDocuments,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountPage } from '../account-page';
import { AccountsList } from '../accounts-list';
import { ProjectDocumentsPage } from '../project-documents-page';

const accountId = '33333333-3333-4333-8333-333333333333';
const emptyAudit = { items: [], total: 0, page: 1, pageSize: 25 };

const listPage: AdminAccountPage = {
  items: [
    {
      id: accountId,
      companyName: 'Clinique Saint-Louis',
      accountType: 'STANDARD',
      mainUser: { id: 'u1', name: 'Hugo Lefebvre', email: 'hugo@clinic.test', emailConfirmed: true },
      subUserCount: 0,
      createdAt: '2026-11-24T10:00:00.000Z',
      validatedAt: null,
    },
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

const account: AdminAccountDetail = {
  id: accountId,
  companyName: 'Clinique Saint-Louis',
  contactName: 'Hugo Lefebvre',
  phone: '+33 4',
  email: 'hugo@clinic.test',
  companylegalName: 'Clinique Saint-Louis SAS',
  addressLine1: '8 place Bellecour',
  addressLine2: '69002 Lyon',
  addressLine3: 'France',
  accountType: 'STANDARD',
  createdAt: '2026-11-24T10:00:00.000Z',
  validatedAt: null,
  validatedBy: null,
  users: [
    { id: 'u1', name: 'Hugo Lefebvre', email: 'hugo@clinic.test', emailConfirmed: true, isSubUser: false },
  ],
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  prepaidAmount: null,
  pricing: null,
  subscriptionInvoices: [],
};

describe('the client accounts list (issue #13)', { timeout: 30_000 }, () => {
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

describe('an account page (issue #13)', { timeout: 30_000 }, () => {
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

describe('a project’s documents page (issue #13)', { timeout: 30_000 }, () => {
  const project: ProjectDocuments = {
    projectId: 'p1',
    kind: 'SUBSTANCE',
    name: 'diclofenac',
    status: 'ONGOING',
    client: { id: accountId, companyName: 'Clinique Saint-Louis' },
    invoiceStatus: null,
    footprint: null,
    documents: [],
    uploads: [],
  };

  it('offers the report only once completed, and the invoice status once an invoice exists', async () => {
    stubApi(({ url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (url === '/api/admin/substance/p1/documents') return jsonResponse(200, project);
      return undefined;
    });
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
        {
          field: 'reportDataDownloadMolecularStructure',
          fileId: 'f2',
          filename: 'structure-corrected.pdf',
          contentType: 'application/pdf',
          sizeBytes: 48_213,
          uploadedAt: '2026-11-26T10:00:00.000Z',
          uploadedBy: 'Pharmatrace staff',
          current: true,
          url: '/api/files/f2?expires=1&signature=x',
        },
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
    stubApi(({ url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (url === '/api/admin/carbon/p1/documents') return jsonResponse(200, footprint);
      return undefined;
    });
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

import { type AdminAccountDetail, type AdminAccountPage, type AuditPage, fr } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { englishOnScreen } from '@/testing/english-on-screen';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AccountPage } from '../account-page';
import { AccountsList } from '../accounts-list';
import { AuditLogTable } from '../audit-log-table';
import { ProjectDocumentsPage } from '../project-documents-page';
import {
  accountId,
  currentStructureUpload,
  emptyAudit,
  account as pendingAccount,
  pendingAccountRow,
  stubDocumentsPage,
  substanceDocuments,
} from './staff-accounts-fixtures';

/** The account with a subscription, its main user's e-mail not confirmed. */
const account: AdminAccountDetail = {
  ...pendingAccount,
  users: [{ ...pendingAccount.users[0]!, emailConfirmed: false }],
  subscriptionStartDate: '2026-01-01',
  subscriptionEndDate: '2026-12-31',
  prepaidAmount: 1500.5,
};

const auditPage: AuditPage = {
  items: [
    {
      id: 1,
      at: '2026-11-24T10:00:00.000Z',
      action: 'account.subscription_set',
      actor: { id: 'staff', name: 'Sophie Staff', email: 'staff@pharmatrace.test' },
      client: { id: accountId, companyName: 'Clinique Saint-Louis' },
      project: null,
      details: {
        after: {
          subscriptionStartDate: '2026-01-01',
          subscriptionEndDate: '2026-12-31',
          prepaidAmount: 1500.5,
        },
      },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

describe('the audit log’s filters live in the URL (issue #26)', { timeout: 150_000 }, () => {
  it('reads person, dates and page from a shared link, and writes a changed filter back, page 1 again', async () => {
    const actor = { id: 'staff-1', name: 'Sophie Staff', email: 'staff@pharmatrace.test' };
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, [actor]);
      if (url.startsWith('/api/admin/audit')) return jsonResponse(200, { ...auditPage, total: 60, page: 2 });
      return undefined;
    });
    const { user, router } = renderWithProviders(<AuditLogTable clientId={accountId} />, {
      path: '/admin/accounts/x',
      route: '/admin/accounts/x?person=staff-1&from=2026-11-01&page=2',
    });
    await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith('/api/admin/audit?') && c.url.includes('actorUserId=staff-1')),
      ).toBe(true),
    );
    const asked = calls.find((c) => c.url.startsWith('/api/admin/audit?'))?.url ?? '';
    expect(asked).toBe(
      `/api/admin/audit?clientId=${accountId}&actorUserId=staff-1&from=2026-11-01&page=2&pageSize=25`,
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(await screen.findByRole('combobox', { name: 'Person' })).toHaveTextContent(
      'Sophie Staff (staff@pharmatrace.test)',
    );

    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-11-30'),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('person')).toBe('staff-1');
    expect(search.get('from')).toBe('2026-11-01');
    // A new filter starts again from the first page.
    expect(search.get('page')).toBeNull();
  });

  it('ignores a malformed filter in the URL', async () => {
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/audit')) return jsonResponse(200, emptyAudit);
      return undefined;
    });
    renderWithProviders(<AuditLogTable projectId="p1" />, {
      path: '/admin/documents/x/y',
      route: '/admin/documents/x/y?from=yesterday&page=-3&pageSize=7&person=%3Cscript%3E',
    });
    await screen.findByText('No staff action matches these filters.');
    expect(calls.find((c) => c.url.startsWith('/api/admin/audit?'))?.url).toBe(
      '/api/admin/audit?projectId=p1&page=1&pageSize=25',
    );
  });
});

describe('the staff account screens in French (issue #27)', { timeout: 150_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('shows the client accounts list in French, the awaiting chip outlined', async () => {
    setLanguage('fr');
    const list: AdminAccountPage = {
      items: [pendingAccountRow],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    stubApi(({ url }) => (url.startsWith('/api/admin/accounts') ? jsonResponse(200, list) : undefined));
    renderWithProviders(<AccountsList />, { path: '/admin/accounts' });
    const table = await screen.findByRole('table', { name: 'Comptes clients' });
    const row = await within(table).findByRole('row', { name: /Clinique Saint-Louis/ });
    expect(within(row).getByText('Oui')).toBeInTheDocument();
    const chip = within(row).getByText('En attente de validation').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-outlined');
    expect(within(table).getByRole('columnheader', { name: 'Utilisateur principal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher des comptes')).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'staff.', minLength: 8 })).toEqual([]);
  });

  it('shows an account page, its subscription with a decimal comma and its audit log in French', async () => {
    setLanguage('fr');
    stubApi(({ url }) => {
      if (url === '/api/admin/audit/actors') return jsonResponse(200, []);
      if (url.startsWith('/api/admin/audit')) return jsonResponse(200, auditPage);
      if (url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, account);
      return undefined;
    });
    renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    await screen.findByRole('heading', { name: 'Clinique Saint-Louis', level: 1 });
    expect(screen.getByRole('button', { name: 'Valider le compte' })).toBeInTheDocument();
    // WCAG AA: the filled warning chip was 3.1:1; outlined, its text has the page's own contrast.
    expect(screen.getAllByText('En attente de validation')[0]?.closest('.MuiChip-root')).toHaveClass(
      'MuiChip-outlined',
    );
    expect(screen.getByText(/Compte STANDARD : validez-le/)).toBeInTheDocument();
    expect(screen.getByText('Hugo Lefebvre (hugo@clinic.test), e-mail non confirmé')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tarifs et factures' })).toBeInTheDocument();
    expect(screen.getByLabelText('Montant prépayé (EUR)')).toHaveValue('1500,5');
    const log = await screen.findByRole('table', { name: "Journal d'audit" });
    const row = await within(log).findByRole('row', { name: /Sophie Staff/ });
    expect(within(row).getByText("A défini l'abonnement")).toBeInTheDocument();
    // Its day and time the French way: no comma between them (the English log writes '24/11/2026, 10:00').
    expect(within(row).getByText(/^24\/11\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(row).getByText(/2026-01-01 au 2026-12-31, 1\s500,5/u)).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'staff.', minLength: 8 })).toEqual([]);
  });

  it('reads an amount typed with a decimal comma, and says a wrong one in French', async () => {
    setLanguage('fr');
    const { calls } = stubApi(({ method, url }) => {
      if (url.startsWith('/api/admin/audit'))
        return jsonResponse(200, url.includes('actors') ? [] : emptyAudit);
      if (method === 'GET' && url === `/api/admin/accounts/${accountId}`) return jsonResponse(200, account);
      if (method === 'POST' && url === `/api/admin/accounts/${accountId}/subscription`)
        return jsonResponse(200, { ...account, prepaidAmount: 2000.25 });
      return undefined;
    });
    const { user } = renderWithProviders(<AccountPage id={accountId} />, { path: '/admin/accounts/x' });
    const amount = await screen.findByLabelText('Montant prépayé (EUR)');
    await user.clear(amount);
    await user.type(amount, '12,345');
    expect(await screen.findByText(fr['staff.account.prepaidAmountRange'])).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2000,25');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'abonnement" }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({ prepaidAmount: 2000.25 });
  });

  it('shows a footprint’s documents page in French, its result with a decimal comma', async () => {
    setLanguage('fr');
    stubDocumentsPage({
      ...substanceDocuments,
      kind: 'CARBON',
      name: 'Ibuprofen API',
      status: 'COMPLETED',
      footprint: { value: 12.5, uncertainty: 1.25 },
      uploads: [currentStructureUpload],
    });
    renderWithProviders(<ProjectDocumentsPage kind="carbon" id="p1" />, { path: '/admin/documents/x/y' });
    await screen.findByRole('heading', { name: 'Ibuprofen API', level: 1 });
    expect(screen.getByText(/Empreinte carbone · Terminé/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rapport' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer le rapport' })).toBeInTheDocument();
    expect(screen.getByLabelText('Empreinte (kgCO2e par kg de produit)')).toHaveValue('12,5');
    expect(screen.getByLabelText('Incertitude (± kgCO2e par kg)')).toHaveValue('1,25');
    const uploads = screen.getByRole('table', { name: 'Fichiers de la première partie' });
    expect(within(uploads).getByText('Structure moléculaire')).toBeInTheDocument();
    expect(within(uploads).getByText('Actuel')).toBeInTheDocument();
    expect(
      await screen.findByText("Aucune action de l'équipe ne correspond à ces filtres.", {}),
    ).toBeInTheDocument();
    expect(englishOnScreen({ keyPrefix: 'staff.', minLength: 8 })).toEqual([]);
  });
});

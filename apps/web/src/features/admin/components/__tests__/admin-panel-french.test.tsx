import type { AdminProjectPage } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { englishOnScreen } from '@/testing/english-on-screen';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { AdminPanel } from '../admin-panel';

const client = { id: '11111111-1111-4111-8111-111111111111', companyName: 'Demo Pharma', users: [] };
type Row = AdminProjectPage['items'][number];
const row = (id: string, kind: Row['kind'], status: Row['status'], name: string): Row => ({
  id,
  kind,
  status,
  name,
  client: { id: client.id, companyName: client.companyName },
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
});

describe('the admin panel in French (issue #27)', { timeout: 150_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('writes its headers, statuses, types, links and total in French, the total with French grouping', async () => {
    setLanguage('fr');
    const page: AdminProjectPage = {
      items: [
        row('a', 'ORIGIN', 'ONGOING', 'Amoxicillin Demo 1 g'),
        row('b', 'CARBON', 'CHECK2', 'Amlodipine API'),
      ],
      total: 1234,
      totalCapped: false,
      page: 1,
      pageSize: 25,
      next: 'CURSOR1',
    };
    stubApi(({ url }) => {
      if (url === '/api/admin/clients') return jsonResponse(200, [client]);
      if (url.startsWith('/api/admin/projects')) return jsonResponse(200, page);
      return undefined;
    });
    renderWithProviders(<AdminPanel />, { path: '/admin/panel' });
    const table = await screen.findByRole('table', { name: 'Projets de tous les clients' });
    const origin = await within(table).findByRole('row', { name: /Amoxicillin Demo 1 g/ });
    expect(within(origin).getByText('Médicament')).toBeInTheDocument();
    expect(within(origin).getByText('En cours')).toBeInTheDocument();
    expect(
      within(origin).getByRole('link', { name: 'Documents d’Amoxicillin Demo 1 g' }),
    ).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /Amlodipine API/ });
    expect(within(second).getByText('À vérifier (seconde partie)')).toBeInTheDocument();
    expect(within(second).getByText('Empreinte carbone')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Entreprise cliente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Panneau d'administration", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^1\s234 projets$/u)).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher par projet ou entreprise')).toBeInTheDocument();

    expect(englishOnScreen({ keyPrefix: 'staff.', minLength: 8 })).toEqual([]);
  });
});

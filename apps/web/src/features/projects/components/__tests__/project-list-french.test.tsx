import type { CarbonSummary, OriginSummary } from '@pharmatrace/domain';
import { en, fr } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectList } from '../project-list';

/** Issue #27: the client's project lists in French (status names from the catalogue). */

afterEach(() => setLanguage('en'));

const at = new Date(Date.UTC(2025, 0, 1, 8)).toISOString();
const base = { reportUrl: null, invoiceUrl: null, invoice: { status: null }, createdAt: at, updatedAt: at };
const origins: OriginSummary[] = [
  { ...base, id: 'o1', status: 'DRAFT', drugProductName: 'Origine brouillon' },
  {
    ...base,
    id: 'o2',
    status: 'COMPLETED',
    reportUrl: '/api/files/r-o2',
    invoiceUrl: '/api/files/i-o2',
    invoice: { status: 'PAID' },
    drugProductName: 'Origine terminée',
  },
];
const carbons: CarbonSummary[] = [
  { ...base, id: 'c1', status: 'CHECK2', name: 'Empreinte à vérifier', footprint: null },
];

function stubLists() {
  const lists: Record<string, unknown[]> = {
    '/api/origin': origins,
    '/api/substance': [],
    '/api/carbon': carbons,
  };
  return stubApi(({ method, url }) => {
    const list = method === 'GET' ? lists[url] : undefined;
    return list ? jsonResponse(200, list) : undefined;
  });
}

describe('My Projects in French', () => {
  it('shows the headers, types, statuses, links and counts from the French catalogue, and no English word', async () => {
    setLanguage('fr');
    stubLists();
    renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
    const draft = (await screen.findByRole('rowheader', { name: 'Origine brouillon' })).closest('tr');
    if (!draft) throw new Error('no row');

    expect(screen.getByRole('heading', { name: fr['nav.myProjects'] })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: fr['projectList.name'] })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: fr['projectList.access'] })).toBeInTheDocument();
    expect(within(draft).getByText(fr['kind.ORIGIN.type'])).toBeInTheDocument();
    expect(within(draft).getByText(fr['status.Draft'])).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Modifier Origine brouillon' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Supprimer Origine brouillon' })).toBeInTheDocument();

    const completed = screen.getByRole('rowheader', { name: 'Origine terminée' }).closest('tr');
    if (!completed) throw new Error('no row');
    expect(within(completed).getByText(fr['status.Completed'])).toBeInTheDocument();
    expect(within(completed).getByRole('link', { name: 'Rapport d’Origine terminée' })).toBeInTheDocument();
    expect(within(completed).getByText(fr['invoiceStatus.Paid'])).toBeInTheDocument();

    const check2 = screen.getByRole('rowheader', { name: 'Empreinte à vérifier' }).closest('tr');
    if (!check2) throw new Error('no row');
    expect(within(check2).getByText(fr['status.Check'])).toBeInTheDocument();
    expect(within(check2).getByText(fr['status.secondPart'])).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 projets');

    const text = document.body.textContent ?? '';
    for (const key of [
      'status.Draft',
      'status.Completed',
      'status.secondPart',
      'projectList.name',
      'projectList.newOrigin',
      'kind.ORIGIN.type',
      'projectList.projects.description',
      'invoiceStatus.Paid',
    ] as const) {
      expect(text).not.toContain(en[key]);
    }
  });

  it('says a search matched nothing, in French', async () => {
    setLanguage('fr');
    stubLists();
    const { user } = renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
    await screen.findByRole('rowheader', { name: 'Origine brouillon' });
    await user.type(screen.getByRole('searchbox', { name: fr['projectList.search'] }), 'zzz');
    expect(await screen.findByText('Aucun projet ne correspond à « zzz ».')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr['projectList.clearSearch'] })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 projets sur 3');
  });
});

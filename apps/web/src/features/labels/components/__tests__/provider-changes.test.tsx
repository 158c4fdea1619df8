import { uiMessages } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as SubstanceRoute } from '@/app/routes/app/drug-substance';
import { tokenStorage } from '@/lib/auth-tokens';
import { fakeAccessToken, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'CN', name: 'China', isEuEea: false },
  { id: 'IT', name: 'Italy', isEuEea: true },
];
const id = '7b0c8b1e-2a57-4c1e-9b39-0f3a1d2e4c55';

function project(status: string) {
  return {
    id,
    status,
    inn: 'ibuprofen',
    cas: '15687-27-1',
    codeHs: '29163900',
    type: 'CHEMICAL',
    wizardStep: 2,
    revision: 1,
    reportUrl: null,
    invoiceUrl: null,
    invoice: { status: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    tree: {
      id: 'substance_root',
      name: 'ibuprofen',
      type: 'CHEMICAL',
      manufacturers: [{ companyName: 'Acme', city: 'Lyon', countryId: 'FR', percentage: 60 }],
      children: [
        {
          id: 'substance_new',
          name: 'isobutylbenzene',
          cas: '538-93-2',
          isolated: true,
          type: 'CHEMICAL',
          manufacturers: [
            { companyName: 'Zhejiang Chem', city: 'Hangzhou', countryId: 'CN', percentage: 100 },
          ],
          children: [],
        },
        {
          id: 'substance_same',
          name: 'acetic anhydride',
          cas: '108-24-7',
          isolated: true,
          type: 'CHEMICAL',
          manufacturers: [{ companyName: 'Chimie', city: 'Milan', countryId: 'IT', percentage: 100 }],
          children: [],
        },
      ],
    },
  };
}

const changes = {
  since: { version: 1, createdAt: '2026-01-01T09:00:00.000Z' },
  amendments: [{ version: 2, action: 'askClientToCheck', createdAt: '2026-01-02T10:00:00.000Z' }],
  total: 3,
  changes: [
    {
      change: 'changed',
      path: 'tree.manufacturers.0.percentage',
      label: 'Synthetic route › ibuprofen › Manufacturer #1 › Percentage',
      labelParts: [
        { key: 'labels.changes.syntheticRoute' },
        { text: 'ibuprofen' },
        { key: 'tree.manufacturer', values: { number: '1' } },
        { key: 'tree.percentage' },
      ],
      nodeId: 'substance_root',
      before: 100,
      after: 60,
    },
    {
      change: 'added',
      path: 'tree.children.0',
      label: 'Synthetic route › isobutylbenzene',
      labelParts: [{ key: 'labels.changes.syntheticRoute' }, { text: 'isobutylbenzene' }],
      nodeId: 'substance_new',
      before: null,
      after: 'isobutylbenzene',
    },
    {
      change: 'changed',
      path: 'codeHs',
      label: 'HS code',
      labelParts: [{ key: 'originField.drugProductCodeHs' }],
      before: '29163100',
      after: '29163900',
    },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
});
afterEach(() => tokenStorage.clear());

describe("the provider's changes, for a client checking an amendment (issue #12)", {
  timeout: 60_000,
}, () => {
  it('sums them up at the top, old value beside new, and marks the nodes in the tree', async () => {
    stubApi(({ url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (url === `/api/substance/${id}`) return jsonResponse(200, project('CHECK'));
      if (url === `/api/substance/${id}/changes`) return jsonResponse(200, changes);
      return undefined;
    });
    renderWithProviders(<SubstanceRoute />, {
      path: '/drug_substance/:id',
      route: `/drug_substance/${id}?step=tree`,
    });
    const notice = await screen.findByRole('alert', { name: 'Changes by the provider' });
    expect(await within(notice).findByText('3 changes by the provider')).toBeInTheDocument();
    expect(within(notice).getByText(uiMessages.checkNotice)).toBeInTheDocument();
    const percentage = within(notice)
      .getByText(/Manufacturer #1 › Percentage/)
      .closest('li') as HTMLElement;
    expect(within(percentage).getByText('100').tagName).toBe('DEL');
    expect(within(percentage).getByText('60').tagName).toBe('INS');
    const hsCode = within(notice).getByText('HS code').closest('li') as HTMLElement;
    expect(within(hsCode).getByText('29163100')).toBeInTheDocument();

    // In the tree: the added node and the changed root are marked, the untouched node is not.
    const added = await screen.findByText('Added by the provider');
    expect(added.closest('li')).toHaveTextContent('isobutylbenzene');
    expect(screen.getByText('Changed by the provider').closest('li')).toHaveTextContent('ibuprofen');
    expect(document.querySelectorAll('[data-node-change]')).toHaveLength(2);
  });

  it('reads no changes for a draft', async () => {
    const { calls } = stubApi(({ url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === '/api/plant') return jsonResponse(200, []);
      if (url === `/api/substance/${id}`) return jsonResponse(200, project('DRAFT'));
      return undefined;
    });
    renderWithProviders(<SubstanceRoute />, {
      path: '/drug_substance/:id',
      route: `/drug_substance/${id}?step=tree`,
    });
    expect(await screen.findByText('isobutylbenzene')).toBeInTheDocument();
    expect(screen.queryByText(/by the provider/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/changes'))).toBe(false);
  });

  it('shows the client a completed label with the figures our team confirmed (issue #14)', async () => {
    stubApi(({ url }) => {
      if (url === '/api/countries') return jsonResponse(200, countries);
      if (url === `/api/substance/${id}`)
        return jsonResponse(200, {
          ...project('COMPLETED'),
          euOriginConfirmed: {
            rulesVersion: 1,
            figures: [
              { key: 'finalStep', label: 'Final API synthesis step', eu: 100, unknown: 0 },
              { key: 'route', label: 'Whole synthetic route', eu: 70, unknown: 10 },
            ],
            proposed: [],
            overridden: true,
            reason: 'New supplier in Ireland',
            confirmedAt: '2026-01-03T10:00:00.000Z',
            confirmedBy: 'Sam Staff',
          },
        });
      return undefined;
    });
    renderWithProviders(<SubstanceRoute />, { path: '/drug_substance/:id', route: `/drug_substance/${id}` });
    const table = await screen.findByRole('table', { name: 'European origin, confirmed by our team' });
    const route = within(table).getByRole('row', { name: /Whole synthetic route/ });
    expect(route).toHaveTextContent('70 % EU');
    expect(route).toHaveTextContent('20 % outside · 10 % unknown');
    expect(
      screen.getByText(/adjusted the figures computed from your data: New supplier in Ireland/),
    ).toBeInTheDocument();
    // Completed: nothing to edit.
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
  });
});

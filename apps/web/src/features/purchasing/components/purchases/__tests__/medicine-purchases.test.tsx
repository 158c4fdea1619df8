import {
  en,
  fr,
  type PurchaseLine,
  type PurchasesAnswer,
  purchaseBasketListSchema,
  purchaseBasketSchema,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { apiResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { MedicinePurchases } from '../medicine-purchases';

/** Issue #25: the purchases page showing a saved basket, its totals, lines and alternatives. */

const id = '0b9f1c3e-9a4d-4f55-8a47-1d2b3c4d5e6f';
const matched = (line: number): PurchaseLine => ({
  line,
  input: `340099000${String(line).padStart(4, '0')}`,
  medicineId: `m${line}`,
  medicineName: `AMOXICILLINE ARROW 500 mg, gélule ${line}`,
  matchLevel: 'CIP13',
  quantity: 10,
  unitPrice: null,
  supplier: 'Grossiste A',
  atc: 'J01CA04',
  gCO2ePerBox: 300,
  kgCO2e: 3,
  alternatives: [
    {
      id: 'alt1',
      name: 'AMOXICILLINE ZENTIVA 500 mg, gélule',
      carbon: 100,
      savingPerBox: 200,
      savingKgCO2ePerYear: 2,
      isDemo: false,
    },
  ],
});
const answer: PurchasesAnswer = {
  lines: [
    ...Array.from({ length: 29 }, (_, i) => matched(i + 2)),
    {
      line: 31,
      input: 'INCONNU 5 mg',
      medicineId: null,
      medicineName: null,
      matchLevel: 'MONETARY',
      quantity: 100,
      unitPrice: 20,
      supplier: 'Grossiste B',
      atc: null,
      gCO2ePerBox: null,
      kgCO2e: 1000,
      alternatives: [],
    },
  ],
  totals: {
    kgCO2e: 1087,
    byMatchLevel: {
      CIP13: { lines: 29, kgCO2e: 87 },
      CIS: { lines: 0, kgCO2e: 0 },
      NAME: { lines: 0, kgCO2e: 0 },
      MONETARY: { lines: 1, kgCO2e: 1000 },
      NONE: { lines: 0, kgCO2e: 0 },
    },
    bySupplier: [
      { supplier: 'Grossiste B', lines: 1, kgCO2e: 1000 },
      { supplier: 'Grossiste A', lines: 29, kgCO2e: 87 },
    ],
    byAtc: [
      { atc: null, lines: 1, kgCO2e: 1000 },
      { atc: 'J01', lines: 29, kgCO2e: 87 },
    ],
    possibleSavingKgCO2e: 58,
  },
  errors: [{ line: 32, message: 'no code and no name', written: '3 | Grossiste B' }],
  monetaryFactor: { kgCO2ePerKEur: 500, source: 'ADEME test source' },
  isDemo: false,
};
const summary = {
  id,
  name: 'Pharmacy 2025',
  lines: 30,
  kgCO2e: 1087,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  createdBy: 'Sam Sub',
};

// Two full page renders with tables and charts: slow on a loaded 2-core box.
describe('/medicine_footprint/purchases', { timeout: 150_000 }, () => {
  it('opens a basket: totals in tCO2e, the monetary source, bad lines, paged lines with alternatives', async () => {
    stubApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/medicine/baskets/${id}`) {
        return apiResponse(purchaseBasketSchema, { ...summary, answer });
      }
      if (method === 'GET' && url === '/api/medicine/baskets')
        return apiResponse(purchaseBasketListSchema, [summary]);
      return undefined;
    });
    const { user } = renderWithProviders(<MedicinePurchases />, {
      path: '/medicine_footprint/purchases',
      route: `/medicine_footprint/purchases?basket=${id}`,
    });
    expect(await screen.findByRole('heading', { name: 'Basket: Pharmacy 2025' })).toBeInTheDocument();
    expect(screen.getByTestId('purchases-total')).toHaveTextContent('1.087 tCO2e');
    // A basket saved without a period: the file counts as a year, and the page says so.
    expect(screen.getByTestId('purchases-period')).toHaveTextContent(
      'No period given: the file is taken as one year of purchases.',
    );
    expect(
      screen.getByText(
        /1 line matched by price only, at 500 kgCO2e per k€ spent\. Source: ADEME test source/,
      ),
    ).toBeInTheDocument();
    const bad = screen.getByRole('list', { name: 'Lines that could not be read' });
    expect(within(bad).getByText('Line 32: no code and no name')).toBeInTheDocument();
    // Issue #38: the line as the buyer wrote it, to find it in the file.
    expect(within(bad).getByText('As written: 3 | Grossiste B')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Chart: By ATC class' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Purchase lines' });
    // 25 lines a page, plus the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const alternative = within(
      within(table).getByRole('list', { name: 'Greener alternatives for line 2' }),
    ).getByRole('link', { name: 'AMOXICILLINE ZENTIVA 500 mg, gélule' });
    expect(alternative).toHaveAttribute('href', '/medicine_footprint/product?id=alt1');
    expect(within(table).getAllByText(/200 gCO2eq less; saves 2 kgCO2e a year/)).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    const second = screen.getByRole('table', { name: 'Purchase lines' });
    expect(within(second).getAllByRole('row')).toHaveLength(6);
    expect(within(second).getByText('price × 500 kgCO2e/k€ (source above)')).toBeInTheDocument();
    // A saved basket is not offered for saving again.
    expect(screen.queryByRole('button', { name: 'Save as basket' })).not.toBeInTheDocument();
  });

  it('deletes the open basket only after confirming, then shows the empty page', async () => {
    let deleted = false;
    const { calls } = stubApi(({ method, url }) => {
      if (method === 'DELETE' && url === `/api/medicine/baskets/${id}`) {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      if (method === 'GET' && url === `/api/medicine/baskets/${id}`) {
        return deleted
          ? jsonResponse(404, { message: 'Basket not found', code: 'NOT_FOUND' })
          : apiResponse(purchaseBasketSchema, { ...summary, answer });
      }
      if (method === 'GET' && url === '/api/medicine/baskets') {
        return apiResponse(purchaseBasketListSchema, deleted ? [] : [summary]);
      }
      return undefined;
    });
    const { user, router } = renderWithProviders(<MedicinePurchases />, {
      path: '/medicine_footprint/purchases',
      route: `/medicine_footprint/purchases?basket=${id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pharmacy 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this basket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Delete Pharmacy 2025' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this basket?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No purchases file yet')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No basket saved yet.')).toBeInTheDocument();
  });
});

describe('/medicine_footprint/purchases in French (issue #27)', { timeout: 150_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('shows the demo basket, its totals, bad lines and lines in French, with decimal commas', async () => {
    setLanguage('fr');
    // The demo basket's name is the one the portal wrote (seed/demo-basket.ts): it is shown in French.
    const demo = { ...summary, name: en['medicines.demo.basketName'] };
    stubApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/medicine/baskets/${id}`) {
        // Matched today: the source said in the reader's language, and a name that fits several.
        const today: PurchasesAnswer = {
          ...answer,
          isDemo: true,
          lines: [{ ...answer.lines[0]!, matchLevel: 'NAME', nameFits: 3 }, ...answer.lines.slice(1)],
          monetaryFactor: { ...answer.monetaryFactor, origin: 'ADEME' },
          period: { from: '2026-01-01', to: '2026-03-31', days: 90 },
        };
        return apiResponse(purchaseBasketSchema, { ...demo, answer: today });
      }
      if (method === 'GET' && url === '/api/medicine/baskets')
        return apiResponse(purchaseBasketListSchema, [demo]);
      return undefined;
    });
    const { user } = renderWithProviders(<MedicinePurchases />, {
      path: '/medicine_footprint/purchases',
      route: `/medicine_footprint/purchases?basket=${id}`,
    });
    expect(
      await screen.findByRole('heading', { name: `Panier : ${fr['medicines.demo.basketName']}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Empreinte des achats' })).toBeInTheDocument();
    expect(screen.getByText(fr['ui.medicine.demoNotice'])).toBeInTheDocument();
    expect(screen.getByTestId('purchases-total')).toHaveTextContent('1,087 tCO2e');
    expect(screen.getByText('30 lignes lues, 1 refusée.', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('purchases-period')).toHaveTextContent(
      'Achats du 01/01/2026 au 31/03/2026 (90 jours) : les économies par an sont déduites de cette période.',
    );
    expect(
      screen.getByText(
        /1 ligne reconnue par le prix seulement, à 500 kgCO2e par k€ dépensé\. Source : ratio monétaire de l’ADEME pour les produits pharmaceutiques, 500 kgCO2e par k€ HT/,
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/monetary ratio|input-output tables/);
    const bad = screen.getByRole('list', { name: 'Lignes illisibles' });
    expect(within(bad).getByText('Ligne 32 : no code and no name')).toBeInTheDocument();
    expect(within(bad).getByText('Tel qu’écrit : 3 | Grossiste B')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Graphique : Par classe ATC' })).toBeInTheDocument();
    expect(screen.getAllByText('Inconnue').length).toBeGreaterThan(0);

    const table = screen.getByRole('table', { name: "Lignes d'achat" });
    expect(within(table).getAllByText('Code CIP13')).toHaveLength(24);
    expect(
      within(table).getByText('Le nom convient à 3 médicaments : le nom le plus proche a été retenu.'),
    ).toBeInTheDocument();
    expect(within(table).getAllByText(/200 gCO2eq de moins ; économise 2 kgCO2e par an/)).toHaveLength(25);
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(
      within(screen.getByRole('table', { name: "Lignes d'achat" })).getByText(
        'prix × 500 kgCO2e/k€ (source ci-dessus)',
      ),
    ).toBeInTheDocument();

    const baskets = screen.getByRole('list', { name: 'Paniers enregistrés' });
    expect(
      within(baskets).getByText(/1,087 tCO2e · 30 lignes · 10 janv\. 2026 · Sam Sub/),
    ).toBeInTheDocument();
    expect(
      within(baskets).getByRole('button', { name: `Supprimer ${fr['medicines.demo.basketName']}` }),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const key of [
      'medicines.baskets.title',
      'medicines.purchases.totals',
      'medicines.purchases.byMatchLevel',
      'medicines.demo.basketName',
      'medicines.purchases.upload',
    ] as const) {
      expect(text).not.toContain(en[key]);
    }
  });
});

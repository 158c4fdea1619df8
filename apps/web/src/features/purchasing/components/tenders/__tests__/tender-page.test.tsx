import {
  scoreLot,
  type Tender,
  type TenderInput,
  type TenderLot,
  type TenderOffer,
  tenderSchema,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { apiResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { TenderPage } from '../tender-page';

/**
 * Issue #38: the tender page as a buyer uses it, without a browser: a saved tender of one lot and
 * three offers, its ranks as the server scored them, the ranks moving as the buyer types a carbon
 * weight (before any answer of the server), the autosave sending what was typed with its revision,
 * and the same page in French. The journey (e2e/tests/hospital-tenders.spec.ts) builds one in
 * Chromium and scans it with axe.
 */

const id = '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';

const offer = (supplier: string, price: number, carbon: number): TenderOffer => ({
  supplier,
  cip13: '',
  unitsPerBox: 30,
  price,
  priceUnit: 'UCD',
  carbon,
  carbonUnit: 'UCD',
  carbonMethod: 'SCORE_CARBONE',
  otherPoints: null,
});

// Per dispensing unit: Alpha 0.10 € and 10 g, Beta 0.11 € and 1 g, Gamma 0.12 € and 5 g.
const lot: TenderLot = {
  name: 'Paracétamol 500 mg',
  inn: 'paracetamol',
  form: 'tablet',
  strength: '500 mg',
  quantity: 100_000,
  unit: 'UCD',
  offers: [offer('Alpha', 0.1, 10), offer('Beta', 0.11, 1), offer('Gamma', 0.12, 5)],
};

/** The tender as GET /api/tenders/{id} answers it: scored by the domain's own rules. */
function scored(input: TenderInput, revision: number): Tender {
  return tenderSchema.parse({
    id,
    name: input.name,
    reference: input.reference,
    revision,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    period: input.period ?? { from: null, to: null },
    weights: input.weights,
    lots: input.lots.map((l) => {
      const { offers, result } = scoreLot(l, input.weights);
      return {
        ...l,
        offers: l.offers.map((o, i) => ({ ...o, proposal: null, pack: null, ...offers[i]! })),
        result,
      };
    }),
  });
}

const saved = scored(
  {
    name: 'Antalgiques 2027',
    reference: 'AO-2027-01',
    weights: { price: 100, carbon: 0, other: 0 },
    lots: [lot],
  },
  3,
);

const ranks = () =>
  within(screen.getByRole('table', { name: 'Offers of lot 1' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td[data-col="rank"]')?.textContent);

afterEach(() => setLanguage('en'));

describe('the tender page (issue #38)', () => {
  it('shows the ranks the server scored, re-ranks as the carbon weight is typed, and saves what was typed with its revision', async () => {
    const { calls } = stubApi(({ method, url, body }) => {
      if (method === 'GET' && url === `/api/tenders/${id}`) return apiResponse(tenderSchema, saved);
      if (method === 'PUT' && url === `/api/tenders/${id}`) {
        const { revision, ...input } = body as TenderInput & { revision: number };
        return apiResponse(tenderSchema, scored(input, revision + 1));
      }
      return undefined;
    });
    const { user } = renderWithProviders(<TenderPage id={id} />, {
      path: '/tenders/:id',
      route: `/tenders/${id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Antalgiques 2027' })).toBeInTheDocument();
    // Price only: the cheapest first.
    expect(ranks()).toEqual(['1', '2', '3']);
    expect(screen.getByLabelText('Laboratory 1.2')).toHaveValue('Beta');

    // 90 % price, 10 % carbon: Beta's 1 g wins (90 × 0.10 / 0.11 + 10 = 91.8 against Alpha's 91).
    const price = screen.getByLabelText('Price weight (%)');
    await user.clear(price);
    await user.type(price, '90');
    const carbon = screen.getByLabelText('Carbon weight (%)');
    await user.clear(carbon);
    await user.type(carbon, '10');
    await waitFor(() => expect(ranks()).toEqual(['2', '1', '3']));

    // The autosave sends the whole tender as typed, from the revision it read.
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.body).toMatchObject({
      revision: 3,
      weights: { price: 90, carbon: 10, other: 0 },
      lots: [
        {
          name: 'Paracétamol 500 mg',
          offers: [{ supplier: 'Alpha' }, { supplier: 'Beta' }, { supplier: 'Gamma' }],
        },
      ],
    });
  });

  it('reads in French: the page, its lot table and its figures with decimal commas', async () => {
    setLanguage('fr');
    stubApi(({ method, url }) =>
      method === 'GET' && url === `/api/tenders/${id}` ? apiResponse(tenderSchema, saved) : undefined,
    );
    renderWithProviders(<TenderPage id={id} />, { path: '/tenders/:id', route: `/tenders/${id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Antalgiques 2027' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /lot 1/i });
    expect(within(table).queryByText('Laboratory')).toBeNull();
    // Alpha's price per unit, 0.10 €, written with a comma.
    expect(within(table).getAllByText(/0,1/).length).toBeGreaterThan(0);
  });
});

import {
  adoptedResultOf,
  footprintCategoryLabels,
  footprintEstimateMessages,
  footprintEstimateSchema,
  footprintEstimateTexts,
  footprintResultDetailSchema,
  phraseOfConstant,
  sayPhrase,
} from '@pharmatrace/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as StaffSecondPartRoute } from '@/app/routes/admin/carbon-second-part';
import { tokenStorage } from '@/lib/auth-tokens';
import { setLanguage } from '@/lib/language';
import {
  apiErrorResponse,
  apiResponse,
  fakeAccessToken,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';
import { estimateHeadline, formatKg } from '../estimate/estimate-figures';
import { footprintId as id, realEstimate, storedFootprint } from './estimate-fixtures';

configure({ asyncUtilTimeout: 5000 });

const client = { id: '0e5a3d5c-8f3c-4f8e-9a39-3f1d2e4c5a11', companyName: 'Pharma Nord' };
const staffDetail = (status = 'ONGOING2') =>
  storedFootprint(status, 6, { client, plantOptions: [], versions: [] });

function renderStaffScreen() {
  return renderWithProviders(<StaffSecondPartRoute />, {
    path: '/admin/carbon_footprint/second_part/:id',
    route: `/admin/carbon_footprint/second_part/${id}?step=save`,
    routes: [{ path: '/admin/panel', element: <h1>Admin panel page</h1> }],
  });
}

beforeEach(() => {
  window.localStorage.clear();
  tokenStorage.setTokens({ accessToken: fakeAccessToken('staff_1', 'STAFF'), refreshToken: 'refresh' });
});
afterEach(() => {
  tokenStorage.clear();
  setLanguage('en');
});

describe("the estimate on staff's second-part validation screen (issue #23)", { timeout: 150_000 }, () => {
  it('shows the value, interval, breakdowns, hot spots with sources, warnings and gaps that open their rows', async () => {
    const estimate = realEstimate();
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`) return jsonResponse(200, staffDetail());
      if (method === 'GET' && url === `/api/admin/carbon/${id}/estimate`)
        return apiResponse(footprintEstimateSchema, estimate);
      return undefined;
    });
    const { user } = renderStaffScreen();
    const section = await screen.findByRole('region', { name: footprintEstimateTexts.staffSectionTitle });
    const inSection = within(section);
    expect(await inSection.findByText(estimateHeadline(estimate))).toBeInTheDocument();
    expect(inSection.getByText(/Monte Carlo iterations · primary data/)).toBeInTheDocument();
    expect(section.textContent).not.toContain('±');

    // The breakdowns: every reaction and every category with its figure.
    const byReaction = inSection.getByRole('table', { name: footprintEstimateTexts.byReaction });
    for (const r of estimate.byReaction) {
      const line = within(byReaction).getByRole('row', {
        name: new RegExp(`Reaction ${r.reaction}: ${r.name}`),
      });
      expect(within(line).getByText(formatKg(r.value))).toBeInTheDocument();
    }
    const byCategory = inSection.getByRole('table', { name: footprintEstimateTexts.byCategory });
    expect(within(byCategory).getByText(footprintCategoryLabels.solvents)).toBeInTheDocument();

    // Hot spots, the largest first, with the source of the factor.
    const hotSpots = inSection.getByRole('table', { name: 'Hot spots' });
    const first = within(hotSpots).getAllByRole('row')[1]!;
    expect(within(first).getByText(estimate.contributors[0]!.label, { exact: false })).toBeInTheDocument();
    expect(within(first).getByText(estimate.contributors[0]!.source, { exact: false })).toBeInTheDocument();

    // The plausibility warnings, as the method says them ('Reaction 2: …', its reaction named once).
    expect(estimate.warnings.length).toBeGreaterThan(0);
    for (const warning of estimate.warnings) {
      expect(warning.message).toMatch(new RegExp(`^Reaction ${warning.reaction}: `));
      expect(inSection.getByText(warning.message)).toBeInTheDocument();
    }

    // A data gap's link opens its reaction and puts the cursor in its row.
    const gap = estimate.dataGaps.find((g) => g.at?.list === 'carbonReactionRawMaterials' && g.at.row === 1)!;
    expect(gap).toBeDefined();
    await user.click(inSection.getByRole('button', { name: 'Reaction 1, raw materials line 2' }));
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Raw materials, line 2: Name', { selector: 'input' })).toHaveFocus(),
    );
  });

  it('adopts the estimate after a confirmation, and says why when the server refuses', async () => {
    const estimate = realEstimate();
    // What the server stores: the figures the dialog shows, to the digits shown (issue #36).
    const adopted = adoptedResultOf(estimate, '2026-11-25T10:00:00.000Z');
    const shown = estimateHeadline(estimate);
    let adoptAnswers = 0;
    const { calls } = stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`) return jsonResponse(200, staffDetail());
      if (method === 'GET' && url === `/api/admin/carbon/${id}/estimate`)
        return apiResponse(footprintEstimateSchema, estimate);
      if (method === 'POST' && url === `/api/admin/carbon/${id}/estimate/adopt`) {
        adoptAnswers += 1;
        if (adoptAnswers === 1)
          return apiErrorResponse(409, {
            message: footprintEstimateMessages.changedWhileAdopting,
            code: 'CONFLICT',
          });
        return apiResponse(footprintResultDetailSchema, adopted);
      }
      return undefined;
    });
    const { user } = renderStaffScreen();
    const adopt = await screen.findByRole('button', { name: footprintEstimateTexts.adopt });
    await user.click(adopt);
    const dialog = await screen.findByRole('dialog', { name: footprintEstimateTexts.adoptConfirmTitle });
    expect(within(dialog).getByTestId('adopt-headline')).toHaveTextContent(shown);
    expect(shown).toMatch(/^[\d.,]+ kgCO2e\/kg, 95 % interval [\d.,]+ to [\d.,]+$/);
    expect(dialog.textContent).not.toContain('±');
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.endsWith('/estimate/adopt'))).toBe(false);

    // The footprint changed meanwhile: the server's 409 is said, the estimate read again.
    const estimateReads = () => calls.filter((c) => c.url === `/api/admin/carbon/${id}/estimate`).length;
    const readsBefore = estimateReads();
    await user.click(adopt);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Adopt' }));
    expect(await screen.findByText(footprintEstimateMessages.changedWhileAdopting)).toBeInTheDocument();
    await waitFor(() => expect(estimateReads()).toBeGreaterThan(readsBefore));

    // The dialog closes with a transition; until it has gone the page behind it is hidden from roles.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: footprintEstimateTexts.adopt }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Adopt' }));
    expect(await screen.findByText(`${footprintEstimateTexts.adopted}: ${shown}.`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/estimate/adopt'))).toHaveLength(2);
    // Issue #39: adopted, 'Adopt' rests until the estimate changes, and says so.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await screen.findByRole('button', { name: footprintEstimateTexts.adopt });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(
      'Already adopted: adopting is offered again once the mass balance, the method or the factors change the estimate.',
    );
  });

  it('says which result the footprint has: this estimate, adopted (Adopt disabled), or another one (issue #39)', async () => {
    const estimate = realEstimate();
    const shown = estimateHeadline(estimate);
    let result: unknown = adoptedResultOf(estimate, '2026-11-25T10:00:00.000Z');
    stubApi(({ method, url }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`) return jsonResponse(200, staffDetail());
      if (method === 'GET' && url === `/api/admin/carbon/${id}/estimate`)
        return apiResponse(footprintEstimateSchema, estimate);
      if (method === 'GET' && url === `/api/admin/carbon/${id}/documents`)
        return jsonResponse(200, {
          projectId: id,
          kind: 'CARBON',
          name: 'Ibuprofen API',
          status: 'ONGOING2',
          client,
          invoiceStatus: null,
          footprint: null,
          footprintDetail: result,
          documents: [],
          uploads: [],
        });
      return undefined;
    });
    const first = renderStaffScreen();
    expect(
      await screen.findByText(`This estimate is the footprint's result, adopted on 25/11/2026: ${shown}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: footprintEstimateTexts.adopt })).toBeDisabled();
    first.unmount();

    // Staff's own figure: this estimate is not the result, and can be adopted in its place.
    result = {
      ...adoptedResultOf(estimate, '2026-11-26T10:00:00.000Z'),
      origin: 'STAFF',
      value: 25,
      uncertainty: 3,
      reason: 'Supplier study',
    };
    renderStaffScreen();
    expect(
      await screen.findByText(
        /^The footprint's result is 25 .*, not this estimate: adopting it replaces that result\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: footprintEstimateTexts.adopt })).toBeEnabled();
  });
  it('is written in French when the page is in French', async () => {
    setLanguage('fr');
    // The API says the gaps and warnings in the request's Accept-Language (issue #27).
    const estimate = realEstimate('400', 'fr');
    stubApi(({ method, url, headers }) => {
      if (url === '/api/countries') return jsonResponse(200, []);
      if (method === 'GET' && url === `/api/admin/carbon/${id}`) return jsonResponse(200, staffDetail());
      if (method === 'GET' && url === `/api/admin/carbon/${id}/estimate`)
        return headers.get('accept-language')?.startsWith('fr')
          ? apiResponse(footprintEstimateSchema, estimate)
          : apiResponse(footprintEstimateSchema, realEstimate('400', 'en'));
      return undefined;
    });
    const { user } = renderStaffScreen();
    const section = await screen.findByRole('region', { name: "Estimation préliminaire de l'empreinte" });
    const inSection = within(section);
    expect(await inSection.findByRole('button', { name: 'Recalculer' })).toBeInTheDocument();
    const hotSpots = inSection.getByRole('table', { name: 'Points chauds' });
    expect(within(hotSpots).getByRole('columnheader', { name: 'Catégorie' })).toBeInTheDocument();
    expect(inSection.getByText(/^Méthode .* · bibliothèque de facteurs /)).toBeInTheDocument();
    expect(
      inSection.getByRole('button', { name: 'Réaction 1, matières premières ligne 2' }),
    ).toBeInTheDocument();
    for (const english of ['Hot spots', 'Compute again', 'Plausibility warnings', 'Data gaps', 'imported'])
      expect(section.textContent).not.toContain(english);
    // The method's gaps and warnings, as the API said them in French.
    expect(estimate.warnings.length + estimate.dataGaps.length).toBeGreaterThan(1);
    for (const said of [...estimate.warnings, ...estimate.dataGaps])
      expect(section.textContent).toContain(said.message);
    expect(section.textContent).toContain('n’a pas de masse par lot : non compté.');
    for (const english of ['has no Weight per Batch', 'not counted', 'No factor for'])
      expect(section.textContent).not.toContain(english);

    // The confirmation, with the result's decimal comma.
    await user.click(inSection.getByRole('button', { name: "Adopter comme résultat de l'empreinte" }));
    const dialog = await screen.findByRole('dialog', {
      name: "Adopter l'estimation comme résultat de l'empreinte ?",
    });
    expect(dialog.textContent).toContain("Le résultat de l'empreinte devient");
    expect(within(dialog).getByTestId('adopt-headline').textContent).toBe(estimateHeadline(estimate, 'fr'));
    expect(dialog.textContent).toContain('intervalle à 95\u00a0%');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Adopter' })).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('with method');
  });
  it("says the server's 'reason too long' in French from its phrase (the schema's constant has its key)", () => {
    const said = phraseOfConstant(footprintEstimateMessages.reasonTooLong);
    expect(said).toEqual({ key: 'footprints.estimate.reasonTooLong', values: {} });
    expect(sayPhrase('fr', said!)).toBe('La justification peut comporter au plus 1000 caractères.');
  });
});

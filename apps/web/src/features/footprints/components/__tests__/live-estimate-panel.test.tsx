import {
  footprintEstimateTexts,
  footprintPanelSchema,
  formatFootprintValue,
  roundForHeadline,
  translate,
} from '@pharmatrace/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as SecondPartRoute } from '@/app/routes/app/carbon-second-part';
import { apiResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { footprintPanelQueryOptions } from '../../api/estimate';
import { footprintId as id, realEstimate, signInClientEachTest, storedFootprint } from './estimate-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const footprint = storedFootprint('DRAFT2', 4, { productionCountry: 'FR' });

function renderWizard(panelEnabled: boolean) {
  let revision = 4;
  const stub = stubApi(({ method, url, body }) => {
    if (url === '/api/plant') return jsonResponse(200, []);
    if (url === '/api/countries') return jsonResponse(200, []);
    if (url === '/api/client/footprint-panel')
      return apiResponse(footprintPanelSchema, { enabled: panelEnabled });
    if (method === 'GET' && url === `/api/carbon/${id}`) return jsonResponse(200, footprint);
    if (method === 'POST' && url === `/api/carbon/second_part/update/${id}`) {
      revision += 1;
      return jsonResponse(200, { ...footprint, ...(body as object), revision });
    }
    return undefined;
  });
  const rendered = renderWithProviders(<SecondPartRoute />, {
    path: '/carbon_footprint/second_part/:id',
    route: `/carbon_footprint/second_part/${id}?step=reaction-1`,
  });
  return { ...rendered, ...stub };
}

const panel = () => screen.getByRole('complementary', { name: footprintEstimateTexts.livePanelTitle });
const readyValue = async () => {
  await waitFor(() => expect(panel()).toHaveAttribute('data-state', 'ready'));
  return within(panel()).getByTestId('live-estimate-value').textContent ?? '';
};

/**
 * The panel's headline for an estimate of `value` (issue #36): the value, then its 95 % interval
 * (whose bounds depend on the Monte Carlo's iterations, so only their presence is checked here).
 */
const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
const headlineOf = (value: number) =>
  new RegExp(
    `^${escaped(formatFootprintValue(roundForHeadline(value)))}, 95 % interval [\\d.,]+ to [\\d.,]+$`,
  );

signInClientEachTest();

describe("the client's live estimate beside the reaction pages (issue #23)", { timeout: 150_000 }, () => {
  it('shows the estimate of what is typed, what drives it, and follows a change of a solvent weight', async () => {
    const { user } = renderWizard(true);
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    await screen.findByRole('complementary', { name: footprintEstimateTexts.livePanelTitle });
    const before = realEstimate('400');
    expect(await readyValue()).toMatch(headlineOf(before.value));
    const driver = before.byReaction.reduce((a, b) => (b.value > a.value ? b : a));
    expect(within(panel()).getByTestId('live-estimate-reaction')).toHaveTextContent(
      `Reaction ${driver.reaction}: ${driver.name}`,
    );
    expect(within(panel()).getByTestId('live-estimate-row')).toHaveTextContent(before.contributors[0]!.label);
    expect(within(panel()).getByText(/This reaction/)).toBeInTheDocument();

    // The methanol's weight grows tenfold (methanol has an open factor since method 2.0, so a mere
    // doubling no longer moves the two-digit headline): the estimate follows, and what was typed
    // stays typed.
    const methanol = screen.getByLabelText('Raw materials, line 3: Weight per Batch', { selector: 'input' });
    await user.clear(methanol);
    await user.type(methanol, '4000');
    const after = realEstimate('4000');
    expect(after.value).not.toBeCloseTo(before.value, 3);
    expect(roundForHeadline(after.value)).not.toBe(roundForHeadline(before.value));
    await waitFor(async () => expect(await readyValue()).toMatch(headlineOf(after.value)));
    expect(methanol).toHaveValue('4000');
  });

  it('folds to a summary line; its details name every warning and data gap, whose they are, and open their rows', async () => {
    const { user } = renderWizard(true);
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    await readyValue();
    const expected = realEstimate('400');
    expect(within(panel()).getByTestId('live-estimate-counts')).toHaveTextContent(
      translate('en', 'footprints.estimate.summaryCounts', {
        warnings: expected.warnings.length,
        gaps: expected.dataGaps.length,
      }),
    );
    expect(expected.dataGaps.length).toBeGreaterThan(1);
    const toggle = within(panel()).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(panel()).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Every data gap by name, with whose it is to fill.
    const gaps = within(panel()).getByRole('region', { name: 'Data gaps' });
    const items = within(gaps).getAllByRole('listitem');
    expect(items).toHaveLength(expected.dataGaps.length);
    expected.dataGaps.forEach((gap, index) => {
      expect(items[index]).toHaveTextContent(gap.message);
      expect(items[index]).toHaveAttribute('data-owner', gap.owner);
      expect(items[index]).toHaveTextContent(
        gap.owner === 'client' ? 'Yours to give' : 'There is nothing for you to type.',
      );
    });
    // The line without weight is the client's to fill; its link opens the row.
    const missingWeight = expected.dataGaps.find(
      (g) => g.at?.list === 'carbonReactionRawMaterials' && g.at.row === 1,
    );
    expect(missingWeight?.owner).toBe('client');
    await user.click(within(gaps).getByRole('button', { name: 'Reaction 1, raw materials line 2' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Raw materials, line 2: Name', { selector: 'input' })).toHaveFocus(),
    );
  });

  it('warns of an absurd weight as the server does, naming the heaviest line, which its link opens', async () => {
    const { user } = renderWizard(true);
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    await readyValue();
    const methanol = screen.getByLabelText('Raw materials, line 3: Weight per Batch', { selector: 'input' });
    await user.clear(methanol);
    await user.type(methanol, '5000000');
    const expected = realEstimate('5000000');
    const pmi = expected.warnings.find((w) => w.code === 'PMI_OUT_OF_RANGE');
    expect(pmi).toBeDefined();
    await waitFor(async () => expect(await readyValue()).toMatch(headlineOf(expected.value)));
    expect(within(panel()).getByTestId('live-estimate-counts')).toHaveTextContent(
      new RegExp(`^${expected.warnings.length} warnings? · `),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Show details' }));
    const warnings = within(panel()).getByRole('region', { name: 'Warnings' });
    expect(warnings).toHaveTextContent(pmi!.message);
    // The PMI warning (and the mass balance's, when it does not close) names the line.
    const [line] = within(warnings).getAllByRole('button', {
      name: 'Reaction 1, raw materials line 3 (methanol, 5,000,000 kg)',
    });
    methanol.blur();
    await user.click(line!);
    await waitFor(() => expect(methanol).toHaveFocus());
  });

  it('is not shown when staff turned it off for the account', async () => {
    const { queryClient } = renderWizard(false);
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    // The answer is in the page's cache: the page has rendered with it.
    await waitFor(() =>
      expect(queryClient.getQueryData(footprintPanelQueryOptions().queryKey)).toEqual({ enabled: false }),
    );
    await screen.findByLabelText('Raw materials, line 3: Weight per Batch', { selector: 'input' });
    expect(screen.queryByRole('complementary', { name: footprintEstimateTexts.livePanelTitle })).toBeNull();
  });
});

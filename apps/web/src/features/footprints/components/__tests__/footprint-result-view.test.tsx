import {
  adoptedResultOf,
  footprintCategoryLabels,
  footprintEstimateTexts,
  footprintResultAnswerSchema,
} from '@pharmatrace/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { CarbonFirstPartPage } from '../carbon-first-part-page';
import { estimateHeadline, formatKg } from '../estimate/estimate-figures';
import { footprintId as id, realEstimate, signInClientEachTest, storedFootprint } from './estimate-fixtures';

configure({ asyncUtilTimeout: 5000 });

const completed = storedFootprint('COMPLETED', 9);

function renderCompleted(result: unknown) {
  stubApi(({ method, url }) => {
    if (method === 'GET' && url === `/api/carbon/${id}`) return jsonResponse(200, completed);
    if (method === 'GET' && url === `/api/carbon/${id}/result`)
      return apiResponse(footprintResultAnswerSchema, result as never);
    return undefined;
  });
  return renderWithProviders(<CarbonFirstPartPage id={id} />, {
    path: '/carbon_footprint/first_part/:id',
    route: `/carbon_footprint/first_part/${id}`,
  });
}

signInClientEachTest();

describe("a completed footprint's result for the client (issue #23)", { timeout: 150_000 }, () => {
  it('shows the adopted result with its interval and its breakdowns by reaction and by category', async () => {
    const estimate = realEstimate();
    renderCompleted(adoptedResultOf(estimate, '2026-11-25T10:00:00.000Z'));
    const section = await screen.findByRole('region', { name: footprintEstimateTexts.resultTitle });
    const inSection = within(section);
    // The headline staff saw when adopting: value and 95 % interval, never a ± (issue #36).
    expect(await inSection.findByTestId('footprint-result')).toHaveTextContent(estimateHeadline(estimate));
    expect(section.textContent).not.toContain('±');
    expect(
      inSection.getByText(new RegExp(`Computed by our method \\(version ${estimate.methodVersion}`)),
    ).toBeInTheDocument();
    const byReaction = inSection.getByRole('table', { name: footprintEstimateTexts.byReaction });
    expect(within(byReaction).getAllByRole('row')).toHaveLength(1 + estimate.byReaction.length);
    const byCategory = inSection.getByRole('table', { name: footprintEstimateTexts.byCategory });
    const rawMaterials = within(byCategory).getByRole('row', {
      name: new RegExp(footprintCategoryLabels.rawMaterials),
    });
    expect(within(rawMaterials).getByText(formatKg(estimate.byCategory.rawMaterials))).toBeInTheDocument();
  });

  it('says that lines on licensed data are shown at a rounded figure (issue #36)', async () => {
    const estimate = realEstimate();
    renderCompleted(adoptedResultOf({ ...estimate, licensedLines: 2 }, '2026-11-25T10:00:00.000Z'));
    expect(await screen.findByTestId('licensed-lines')).toHaveTextContent(
      "2 lines rest on our team's licensed data. To protect that data, such a line, and the parts it falls in, are shown at a rounded figure",
    );
  });

  it('says nothing of licensed data when no line rests on it', async () => {
    renderCompleted(adoptedResultOf(realEstimate(), '2026-11-25T10:00:00.000Z'));
    await screen.findByTestId('footprint-result');
    expect(screen.queryByTestId('licensed-lines')).toBeNull();
  });

  it("shows staff's own figure without a breakdown", async () => {
    renderCompleted({
      value: 12.5,
      uncertainty: 3.1,
      unit: 'kgCO2e/kg',
      origin: 'STAFF',
      reason: null,
      methodVersion: null,
      factorLibraryVersion: null,
      setAt: '2026-11-25T10:00:00.000Z',
      estimate: null,
    });
    // Staff's own figure: its uncertainty is the half-width of its 95 % interval.
    expect(await screen.findByText('12.5 kgCO2e/kg, 95 % interval 9.4 to 15.6')).toBeInTheDocument();
    expect(screen.getByText(/Given by our team after its review/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: footprintEstimateTexts.byReaction })).toBeNull();
  });

  it('says the result is not given yet when the answer is null', async () => {
    renderCompleted(null);
    expect(
      await screen.findByText("Our team has not given this footprint's result yet."),
    ).toBeInTheDocument();
  });
});

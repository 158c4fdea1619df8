import {
  estimateSummaryOf,
  footprintCategoryLabels,
  footprintEstimateTexts,
  footprintResultAnswerSchema,
  roundFootprintResult,
} from '@pharmatrace/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { CarbonFirstPartPage } from '../carbon-first-part-page';
import { formatKg } from '../estimate/estimate-figures';
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
    const rounded = roundFootprintResult(estimate.value, estimate.uncertainty);
    renderCompleted({
      ...rounded,
      unit: 'kgCO2e/kg',
      origin: 'ESTIMATE',
      reason: null,
      methodVersion: estimate.methodVersion,
      factorLibraryVersion: estimate.factorLibraryVersion,
      setAt: '2026-11-25T10:00:00.000Z',
      estimate: estimateSummaryOf(estimate),
    });
    const section = await screen.findByRole('region', { name: footprintEstimateTexts.resultTitle });
    const inSection = within(section);
    expect(
      await inSection.findByText(`${rounded.value} ± ${rounded.uncertainty} kgCO2e/kg`),
    ).toBeInTheDocument();
    expect(
      inSection.getByText(new RegExp(`Computed by our method \\(version ${estimate.methodVersion}`)),
    ).toBeInTheDocument();
    expect(
      inSection.getByText(new RegExp(`p2\\.5–p97\\.5\\): ${formatKg(estimate.p2_5)} to`)),
    ).toBeInTheDocument();
    const byReaction = inSection.getByRole('table', { name: footprintEstimateTexts.byReaction });
    expect(within(byReaction).getAllByRole('row')).toHaveLength(1 + estimate.byReaction.length);
    const byCategory = inSection.getByRole('table', { name: footprintEstimateTexts.byCategory });
    const rawMaterials = within(byCategory).getByRole('row', {
      name: new RegExp(footprintCategoryLabels.rawMaterials),
    });
    expect(within(rawMaterials).getByText(formatKg(estimate.byCategory.rawMaterials))).toBeInTheDocument();
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
    expect(await screen.findByText('12.5 ± 3.1 kgCO2e/kg')).toBeInTheDocument();
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

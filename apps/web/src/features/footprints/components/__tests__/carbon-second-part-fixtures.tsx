import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Component as SecondPartRoute } from '@/app/routes/app/carbon-second-part';
import { unenteredPlantFigures } from '@/testing/plant-fixtures';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { footprintId as id, tree } from './estimate-fixtures';

/** Three substances: two reactions. */
export const footprint = (status = 'DRAFT2', extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Paracetamol API',
  status,
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  revision: 4,
  tree,
  ...extra,
});
const plants = [
  {
    ...unenteredPlantFigures,
    id: 'plant_1',
    companyName: 'Pharma Synthèse',
    city: 'Lyon',
    countryId: 'FR',
    country: { name: 'France' },
  },
];

export function stubSecondPartApi(
  options: {
    /** The stored footprint GET answers (read at each GET). */
    project?: () => unknown;
    update?: (body: Record<string, unknown>) => Response | undefined;
  } = {},
) {
  let revision = 4;
  return stubApi(({ method, url, body }) => {
    if (url === '/api/plant') return jsonResponse(200, plants);
    if (url === '/api/countries') return jsonResponse(200, [{ id: 'IN', name: 'India', isEuEea: false }]);
    if (method === 'POST' && url === '/api/plant/create')
      return jsonResponse(201, {
        ...(body as object),
        id: 'plant_new',
        country: { name: 'India' },
        updatedAt: '2025-01-01T08:00:00.000Z',
      });
    if (method === 'GET' && url === `/api/carbon/${id}`)
      return jsonResponse(200, options.project?.() ?? footprint());
    if (method === 'POST' && url === `/api/carbon/second_part/update/${id}`) {
      const answer = options.update?.(body as Record<string, unknown>);
      if (answer) return answer;
      revision += 1;
      return jsonResponse(200, { ...footprint(), ...(body as object), revision });
    }
    if (method === 'POST' && url === `/api/carbon/second_part/validate/${id}`)
      return jsonResponse(200, { ...footprint('ONGOING2'), ...(body as object) });
    return undefined;
  });
}

export function renderWizard(step = '') {
  return renderWithProviders(<SecondPartRoute />, {
    path: '/carbon_footprint/second_part/:id',
    route: `/carbon_footprint/second_part/${id}${step}`,
    routes: [{ path: '/carbon_footprint/first_part/new', element: <h1>New footprint page</h1> }],
  });
}

export const cell = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

/**
 * A button by its text (not for icon buttons, named by aria-label): a role query computes every
 * element's accessible name, seconds on a reaction page of a hundred fields on a loaded box.
 */
export const button = (name: string) => screen.getByText(name, { selector: 'button' });
/**
 * The same, waiting for the next page: moving from one reaction page to the next took more than
 * the 5 s default at load 20 on a 2-core box (issue #26).
 */
export const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button' }, { timeout: 20_000 });

/** Pastes the text in one go, where the test is not about typing (a form re-renders per keystroke). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

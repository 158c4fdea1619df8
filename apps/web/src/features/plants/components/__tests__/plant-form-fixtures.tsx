import { type Plant, reportingYearOptions } from '@pharmatrace/domain';
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { PlantFormPage } from '../plant-form';

/**
 * What the plant form's test files share (#26: the suite is split in files so Vitest runs them
 * side by side). The form has some sixty MUI fields and re-renders slowly in jsdom, so the tests
 * look fields up inside one section (a few labels to scan, not sixty) and paste text rather than
 * typing it, except where typing is the point.
 */

// The box is shared by several test runs at once: give the page time to move on (the default
// second was not always enough for the form to come back after a sign-in). Set here, for every
// file that imports these fixtures.
configure({ asyncUtilTimeout: 5000 });

export const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'IN', name: 'India', isEuEea: false },
];

export const lastYear = reportingYearOptions()[1]!;

export const storedPlant: Plant = {
  id: 'plant_1',
  companyName: 'Pharma Synthèse',
  reportingYear: lastYear,
  countryId: 'FR',
  country: { name: 'France' },
  city: 'Lyon',
  comments: 'Demonstration plant',
  employees: 320,
  capex: { value: 14.2, unit: 'Million €' },
  coolingWater: { value: null, unit: 'm3' },
  energyConsumption: {
    Electricity: { value: 1200, unit: 'MWh' },
    NaturalGas: { value: null, unit: 'MWh' },
  },
  energyProduction: { value: null, unit: 'MWh' },
  scope1: { value: null, unit: 'TonsCO2eq' },
  scope2: { value: null, unit: 'TonsCO2eq' },
  productionFPValue: null,
  productionIntFPValue: null,
  refrigerantGases: [{ value: 12, type: 'R-410A' }],
  volatileOrganicCompounds: [],
  updatedAt: '2025-01-01T08:00:00.000Z',
};

/** Pastes the text in one go: the tests about typing use user.type, the others need not pay for it. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export const myPlantsPage = { path: '/my_plants', element: <h1>My Plants page</h1> };

/** Opens the form of a stored plant (`id`) or of a new one, with My Plants as the page it goes to. */
export function renderPlantForm(id?: string) {
  return renderWithProviders(id ? <PlantFormPage id={id} /> : <PlantFormPage />, {
    path: id ? `/plant/${id}` : '/plant/new',
    routes: [myPlantsPage],
  });
}

/** The page's h1 once it shows: matched by text in h1 elements, cheaper than a role query. */
export const findTitle = (title: string) => screen.findByText(title, { selector: 'h1' });

/**
 * One section of the form, found by its h2: label queries within it scan its few fields only.
 * (`section` elements with an accessible name, spec 001 §2 'Plant form'.)
 */
export function section(title: string) {
  return around(screen.getByText(title, { selector: 'h2' }), title);
}

/** The same, waiting for the form (a stored plant shows once loaded). */
export async function findSection(title: string) {
  return around(await screen.findByText(title, { selector: 'h2' }), title);
}

function around(heading: HTMLElement, title: string) {
  const found = heading.closest('section');
  if (!found) throw new Error(`No section around '${title}'`);
  return within(found);
}

export function stubPlantApi(
  handlers: { create?: () => Response; update?: () => Response; get?: () => Response } = {},
) {
  return stubApi(({ method, url }) => {
    if (url === '/api/countries') return jsonResponse(200, countries);
    if (method === 'POST' && url === '/api/plant/create')
      return handlers.create?.() ?? jsonResponse(201, { ...storedPlant, id: 'plant_new' });
    if (method === 'POST' && url === '/api/plant/update/plant_1')
      return handlers.update?.() ?? jsonResponse(200, storedPlant);
    if (method === 'GET' && url === '/api/plant/plant_1')
      return handlers.get?.() ?? jsonResponse(200, storedPlant);
    return undefined;
  });
}

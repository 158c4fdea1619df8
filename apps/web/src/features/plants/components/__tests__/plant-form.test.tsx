import {
  cantBeNegative,
  MAX_PLANTS_PER_CLIENT,
  messages,
  mustBeANumber,
  mustBeAWholeNumber,
  type Plant,
  reportingYearOptions,
  serverMessages,
  uiMessages,
} from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '@/lib/auth';
import { tokenStorage } from '@/lib/auth-tokens';
import { loadDraft, saveDraft } from '@/lib/form-drafts';
import {
  apiErrorResponse,
  fakeAccessToken,
  jsonResponse,
  renderWithProviders,
  stubApi,
} from '@/testing/test-utils';
import { toPlantFormValues } from '../../utils/plant-form-values';
import { PlantFormPage } from '../plant-form';

const countries = [
  { id: 'FR', name: 'France', isEuEea: true },
  { id: 'IN', name: 'India', isEuEea: false },
];

const lastYear = reportingYearOptions()[1]!;

const storedPlant: Plant = {
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
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const myPlantsPage = { path: '/my_plants', element: <h1>My Plants page</h1> };

function stubPlantApi(
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

// The form has some sixty MUI fields: in jsdom, on a small shared CI box, rendering it takes seconds.
// The whole plant form in jsdom re-renders slowly on a loaded 2-core box: a minute was not always enough.
describe('plant form', { timeout: 150_000 }, () => {
  it('shows the spec messages for the required fields and for numbers', async () => {
    const { calls } = stubPlantApi();
    const { user } = renderWithProviders(<PlantFormPage />, { path: '/plant/new', routes: [myPlantsPage] });
    expect(await screen.findByRole('heading', { name: 'Create your plant', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    for (const message of [
      messages.plant.companyNameEmpty,
      messages.plant.reportingYearEmpty,
      messages.plant.countryEmpty,
      messages.plant.cityEmpty,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Company name')).toHaveFocus();

    // Spec 001 §5: '{Field} must be a number', checked as the person types.
    await user.type(screen.getByLabelText('Electricity'), '12a');
    expect(await screen.findByText(mustBeANumber('Electricity'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Number of employees'), 'many');
    expect(await screen.findByText(mustBeANumber('Number of employees'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Capex'), '1.2.3');
    expect(await screen.findByText(mustBeANumber('Capex'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Annual leakage/recharge'), 'x');
    expect(await screen.findByText(mustBeANumber('Annual leakage/recharge'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tons per year'), '?');
    expect(await screen.findByText(mustBeANumber('Tons per year'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Annual production of finished products'), 'ten');
    expect(await screen.findByText(mustBeANumber('The volume'))).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Electricity'));
    await waitFor(() => expect(screen.queryByText(mustBeANumber('Electricity'))).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('wants whole employees and no negative quantity, and names units as people write them', async () => {
    const { calls } = stubPlantApi();
    const { user } = renderWithProviders(<PlantFormPage />, { path: '/plant/new', routes: [myPlantsPage] });
    await screen.findByRole('heading', { name: 'Create your plant', level: 1 });

    await fill(user, screen.getByLabelText('Number of employees'), '12.7');
    expect(await screen.findByText(mustBeAWholeNumber('Number of employees'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Number of employees'));
    await fill(user, screen.getByLabelText('Number of employees'), '-5');
    expect(await screen.findByText(cantBeNegative('Number of employees'))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Scope 1'), '-800');
    expect(await screen.findByText(cantBeNegative('Scope 1'))).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Tons per year'), '-1');
    expect(await screen.findByText(cantBeNegative('Tons per year'))).toBeInTheDocument();

    // 'Gallon (imperial)' on screen, 'Gallon_Imperial' on the wire (spec 001 §3 Enumerations).
    const fuelUnit = screen.getByLabelText('Fuel oil unit');
    const imperial = within(fuelUnit).getByRole('option', { name: 'Gallon (imperial)' });
    expect(imperial).toHaveValue('Gallon_Imperial');
    expect(within(fuelUnit).queryByRole('option', { name: 'Gallon_Imperial' })).toBeNull();
    await user.selectOptions(fuelUnit, 'Gallon (imperial)');
    expect(fuelUnit).toHaveValue('Gallon_Imperial');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a plant with nulls for the numbers left empty, then goes to My Plants', async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderWithProviders(<PlantFormPage />, {
      path: '/plant/new',
      routes: [myPlantsPage],
    });
    await screen.findByRole('heading', { name: 'Create your plant', level: 1 });

    // Default units of spec 001 §9.
    expect(screen.getByLabelText('Capex unit')).toHaveValue('Million €');
    expect(screen.getByLabelText('Cooling water unit')).toHaveValue('m3');
    expect(screen.getByLabelText('Fuel oil unit')).toHaveValue('Litres');
    expect(screen.getByLabelText('Steam unit')).toHaveValue('Tons');
    expect(screen.getByLabelText('Heat unit')).toHaveValue('MJ');
    expect(screen.getByLabelText('Scope 1 unit')).toHaveValue('TonsCO2eq');
    // Spec 001 §9: the current year and the four before.
    const yearOptions = within(screen.getByLabelText('Reporting year')).getAllByRole('option');
    expect(yearOptions.map((option) => option.textContent).filter(Boolean)).toEqual(
      reportingYearOptions().map(String),
    );

    await fill(user, screen.getByLabelText('Company name'), 'API Works');
    await user.selectOptions(screen.getByLabelText('Reporting year'), String(lastYear));
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Ind');
    await user.click(await screen.findByRole('option', { name: 'India' }));
    await fill(user, screen.getByLabelText('City'), 'Hyderabad');
    await fill(user, screen.getByLabelText('Electricity'), '1250,5');
    await user.selectOptions(screen.getByLabelText('Electricity unit'), 'GWh');
    await fill(user, screen.getByLabelText('Scope 2'), '0');

    // A second gas line, filled; the first one stays empty and is not sent.
    await user.click(screen.getByRole('button', { name: 'Add a refrigerant gas' }));
    const leakage = screen.getAllByLabelText('Annual leakage/recharge');
    expect(leakage).toHaveLength(2);
    expect(leakage[1]).toHaveFocus();
    await fill(user, leakage[1]!, '3.5');
    await user.selectOptions(screen.getAllByLabelText('Gas type')[1]!, 'R-404A');

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_plants');
    expect(screen.getByText('Your plant has been created')).toBeInTheDocument();

    const body = calls.find((call) => call.url === '/api/plant/create')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      companyName: 'API Works',
      reportingYear: lastYear,
      countryId: 'IN',
      city: 'Hyderabad',
      comments: '',
      employees: null,
      capex: { value: null, unit: 'Million €' },
      coolingWater: { value: null, unit: 'm3' },
      energyProduction: { value: null, unit: 'MWh' },
      scope1: { value: null, unit: 'TonsCO2eq' },
      scope2: { value: 0, unit: 'TonsCO2eq' },
      productionFPValue: null,
      productionIntFPValue: null,
      refrigerantGases: [{ value: 3.5, type: 'R-404A' }],
      volatileOrganicCompounds: [],
    });
    const energy = body.energyConsumption as Record<string, { value: number | null; unit: string }>;
    expect(energy.Electricity).toEqual({ value: 1250.5, unit: 'GWh' });
    expect(energy.NaturalGas).toEqual({ value: null, unit: 'MWh' });
    expect(energy.LiquidNitrogen).toEqual({ value: null, unit: 'Tons' });
    expect(Object.keys(energy)).toHaveLength(8);
  });

  it('loads a plant to modify it and puts the server field errors on the right fields', async () => {
    const { calls } = stubPlantApi({
      update: () =>
        jsonResponse(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          fields: { city: 'City is not known', 'refrigerantGases.0.value': 'Too large' },
        }),
    });
    const { user } = renderWithProviders(<PlantFormPage id="plant_1" />, {
      path: '/plant/plant_1',
      routes: [myPlantsPage],
    });
    expect(await screen.findByLabelText('Company name')).toHaveValue('Pharma Synthèse');
    expect(screen.getByRole('heading', { name: 'Modify your plant', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Reporting year')).toHaveValue(String(lastYear));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('France'));
    expect(screen.getByLabelText('Electricity')).toHaveValue('1200');
    expect(screen.getByLabelText('Capex')).toHaveValue('14.2');
    expect(screen.getByLabelText('Gas type')).toHaveValue('R-410A');

    // An empty first compound line is dropped from the body; the gas line keeps index 0.
    await user.type(screen.getByLabelText('Comments'), ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await screen.findByText('City is not known')).toBeInTheDocument();
    expect(screen.getByText('Too large')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    const body = calls.find((call) => call.url === '/api/plant/update/plant_1')?.body as Record<
      string,
      unknown
    >;
    expect(body.comments).toBe('Demonstration plant (updated)');
    expect(body.volatileOrganicCompounds).toEqual([]);
  });

  it("shows the account's plant limit as the server words it, and keeps what was typed (issue #22)", async () => {
    const limit = serverMessages.plantLimitReached(MAX_PLANTS_PER_CLIENT);
    stubPlantApi({ create: () => apiErrorResponse(400, { message: limit, code: 'PLANT_LIMIT' }) });
    const { user, router } = renderWithProviders(<PlantFormPage />, {
      path: '/plant/new',
      routes: [myPlantsPage],
    });
    await screen.findByRole('heading', { name: 'Create your plant', level: 1 });
    await fill(user, screen.getByLabelText('Company name'), 'One Plant Too Many');
    await user.selectOptions(screen.getByLabelText('Reporting year'), String(lastYear));
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Fra');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await fill(user, screen.getByLabelText('City'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plant/new');
    expect(screen.getByLabelText('Company name')).toHaveValue('One Plant Too Many');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
  });

  it('goes back to My Plants when the plant cannot be loaded', async () => {
    stubPlantApi({ get: () => jsonResponse(404, { message: 'Not found' }) });
    const { router } = renderWithProviders(<PlantFormPage id="plant_1" />, {
      path: '/plant/plant_1',
      routes: [myPlantsPage],
    });
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_plants');
    expect(screen.getByText('This plant could not be loaded: Not found')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderWithProviders(<PlantFormPage id="plant_1" />, {
      path: '/plant/plant_1',
      routes: [myPlantsPage],
    });
    await fill(user, await screen.findByLabelText('City'), ' Est');
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const dialog = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/plant/plant_1');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon Est');

    // The browser's own warning on closing the tab.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // 'Save' saves, then goes where the person wanted to go.
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const again = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/plant/update/plant_1')?.body).toMatchObject({
      city: 'Lyon Est',
    });
  });

  it("leaves without saving on 'Don't save'", async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderWithProviders(<PlantFormPage />, {
      path: '/plant/new',
      routes: [myPlantsPage],
    });
    await screen.findByRole('heading', { name: 'Create your plant', level: 1 });
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    // Untouched form: no question.
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();

    await router.navigate('/plant/new');
    await fill(user, await screen.findByLabelText('Company name'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const dialog = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(dialog).getByRole('button', { name: "Don't save" }));
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The person gave those changes up: no draft comes back next time.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('pharmatrace.draft|'))).toEqual(
      [],
    );
  });
});

describe('plant form drafts', { timeout: 150_000 }, () => {
  const signIn = (userId: string) =>
    tokenStorage.setTokens({ accessToken: fakeAccessToken(userId), refreshToken: 'opaque' });
  const restored = 'Your unsaved changes were restored.';

  it('keeps the typing when the session ends, and gives it back to the same user only', async () => {
    stubPlantApi();
    signIn('user_1');
    const { user, router } = renderWithProviders(
      <ProtectedRoute>
        <PlantFormPage />
      </ProtectedRoute>,
      { path: '/plant/new', routes: [{ path: '/login', element: <h1>Login page</h1> }] },
    );
    await screen.findByRole('heading', { name: 'Create your plant', level: 1 });
    await fill(user, screen.getByLabelText('Company name'), 'Unsaved Pharma');
    await fill(user, screen.getByLabelText('City'), 'Basel');

    // A refused refresh clears the tokens; the guard takes the page away at once.
    tokenStorage.clear();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/plant/new');
    expect(loadDraft('user:user_1', 'plant:new')?.values).toMatchObject({
      companyName: 'Unsaved Pharma',
      city: 'Basel',
    });

    // Someone else logs in on this browser: an empty form.
    signIn('user_2');
    await router.navigate('/plant/new');
    expect(await screen.findByLabelText('Company name')).toHaveValue('');
    expect(screen.queryByText(restored)).toBeNull();

    tokenStorage.clear();
    await screen.findByRole('heading', { name: 'Login page' });
    signIn('user_1');
    await router.navigate('/plant/new');
    expect(await screen.findByText(restored)).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Unsaved Pharma');
    expect(screen.getByLabelText('City')).toHaveValue('Basel');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it("'Discard them' puts the stored plant back and deletes the draft", async () => {
    stubPlantApi();
    signIn('user_1');
    saveDraft('user:user_1', 'plant:plant_1', { ...toPlantFormValues(storedPlant), city: 'Villeurbanne' });
    const { user } = renderWithProviders(<PlantFormPage id="plant_1" />, { path: '/plant/plant_1' });

    expect(await screen.findByText(restored)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Villeurbanne');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(screen.queryByText(restored)).toBeNull();
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    expect(loadDraft('user:user_1', 'plant:plant_1')).toBeNull();
  });

  it('deletes the draft once the plant is saved', async () => {
    const { calls } = stubPlantApi();
    signIn('user_1');
    saveDraft('user:user_1', 'plant:new', {
      ...toPlantFormValues(),
      companyName: 'Draft Pharma',
      reportingYear: String(lastYear),
      countryId: 'IN',
      city: 'Pune',
    });
    const { user } = renderWithProviders(<PlantFormPage />, { path: '/plant/new', routes: [myPlantsPage] });
    expect(await screen.findByText(restored)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await screen.findByRole('heading', { name: 'My Plants page' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/plant/create')?.body).toMatchObject({
      companyName: 'Draft Pharma',
      countryId: 'IN',
      city: 'Pune',
    });
    expect(loadDraft('user:user_1', 'plant:new')).toBeNull();
  });
});

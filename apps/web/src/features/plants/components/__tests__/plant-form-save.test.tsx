import { MAX_PLANTS_PER_CLIENT, reportingYearOptions, serverMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse } from '@/testing/test-utils';
import {
  fill,
  findSection,
  findTitle,
  lastYear,
  renderPlantForm,
  section,
  stubPlantApi,
} from './plant-form-fixtures';

// The whole plant form in jsdom re-renders slowly on a loaded 2-core box: a minute was not always enough.
describe('plant form saves', { timeout: 150_000 }, () => {
  it('creates a plant with nulls for the numbers left empty, then goes to My Plants', async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderPlantForm();
    await findTitle('Create your plant');
    const general = section('General');
    const energy = section('Energy');
    const gases = section('Refrigerant gases');

    // Default units of spec 001 §9.
    expect(general.getByLabelText('Capex unit')).toHaveValue('Million €');
    expect(energy.getByLabelText('Cooling water unit')).toHaveValue('m3');
    expect(energy.getByLabelText('Fuel oil unit')).toHaveValue('Litres');
    expect(energy.getByLabelText('Steam unit')).toHaveValue('Tons');
    expect(energy.getByLabelText('Heat unit')).toHaveValue('MJ');
    expect(section('Emissions').getByLabelText('Scope 1 unit')).toHaveValue('TonsCO2eq');
    // Spec 001 §9: the current year and the four before.
    const year = general.getByLabelText('Reporting year');
    const yearOptions = within(year).getAllByRole('option');
    expect(yearOptions.map((option) => option.textContent).filter(Boolean)).toEqual(
      reportingYearOptions().map(String),
    );

    await fill(user, general.getByLabelText('Company name'), 'API Works');
    await user.selectOptions(year, String(lastYear));
    await user.type(general.getByRole('combobox', { name: 'Country' }), 'Ind');
    await user.click(await screen.findByRole('option', { name: 'India' }));
    await fill(user, general.getByLabelText('City'), 'Hyderabad');
    await fill(user, energy.getByLabelText('Electricity'), '1250,5');
    await user.selectOptions(energy.getByLabelText('Electricity unit'), 'GWh');
    await fill(user, section('Emissions').getByLabelText('Scope 2'), '0');

    // A second gas line, filled; the first one stays empty and is not sent.
    await user.click(gases.getByRole('button', { name: 'Add a refrigerant gas' }));
    const leakage = gases.getAllByLabelText('Annual leakage/recharge');
    expect(leakage).toHaveLength(2);
    expect(leakage[1]).toHaveFocus();
    await fill(user, leakage[1]!, '3.5');
    await user.selectOptions(gases.getAllByLabelText('Gas type')[1]!, 'R-404A');

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await findTitle('My Plants page')).toBeInTheDocument();
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
    const sent = body.energyConsumption as Record<string, { value: number | null; unit: string }>;
    expect(sent.Electricity).toEqual({ value: 1250.5, unit: 'GWh' });
    expect(sent.NaturalGas).toEqual({ value: null, unit: 'MWh' });
    expect(sent.LiquidNitrogen).toEqual({ value: null, unit: 'Tons' });
    expect(Object.keys(sent)).toHaveLength(8);
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
    const { user } = renderPlantForm('plant_1');
    const general = await findSection('General');
    expect(screen.getByText('Modify your plant', { selector: 'h1' })).toBeInTheDocument();
    const gases = section('Refrigerant gases');
    expect(general.getByLabelText('Company name')).toHaveValue('Pharma Synthèse');
    expect(general.getByLabelText('Reporting year')).toHaveValue(String(lastYear));
    await waitFor(() => expect(general.getByRole('combobox', { name: 'Country' })).toHaveValue('France'));
    expect(section('Energy').getByLabelText('Electricity')).toHaveValue('1200');
    expect(general.getByLabelText('Capex')).toHaveValue('14.2');
    expect(gases.getByLabelText('Gas type')).toHaveValue('R-410A');

    // An empty first compound line is dropped from the body; the gas line keeps index 0.
    await user.type(general.getByLabelText('Comments'), ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await general.findByText('City is not known')).toBeInTheDocument();
    expect(gases.getByText('Too large')).toBeInTheDocument();
    expect(general.getByLabelText('City')).toHaveFocus();
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
    const { user, router } = renderPlantForm();
    await findTitle('Create your plant');
    const general = section('General');
    await fill(user, general.getByLabelText('Company name'), 'One Plant Too Many');
    await user.selectOptions(general.getByLabelText('Reporting year'), String(lastYear));
    await user.type(general.getByRole('combobox', { name: 'Country' }), 'Fra');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await fill(user, general.getByLabelText('City'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plant/new');
    expect(general.getByLabelText('Company name')).toHaveValue('One Plant Too Many');
    expect(general.getByLabelText('City')).toHaveValue('Lyon');
  });

  it('goes back to My Plants when the plant cannot be loaded', async () => {
    stubPlantApi({ get: () => jsonResponse(404, { message: 'Not found' }) });
    const { router } = renderPlantForm('plant_1');
    expect(await findTitle('My Plants page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_plants');
    expect(screen.getByText('This plant could not be loaded: Not found')).toBeInTheDocument();
  });
});

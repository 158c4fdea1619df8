import { cantBeNegative, messages, mustBeANumber, mustBeAWholeNumber } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { fill, findTitle, renderPlantForm, section, stubPlantApi } from './plant-form-fixtures';

afterEach(() => setLanguage('en'));

// The whole plant form in jsdom re-renders slowly on a loaded 2-core box: a minute was not always enough.
describe('plant form checks', { timeout: 150_000 }, () => {
  it('shows the spec messages for the required fields and for numbers', async () => {
    const { calls } = stubPlantApi();
    const { user } = renderPlantForm();
    await findTitle('Create your plant');

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    const general = section('General');
    for (const message of [
      messages.plant.companyNameEmpty,
      messages.plant.reportingYearEmpty,
      messages.plant.countryEmpty,
      messages.plant.cityEmpty,
    ]) {
      expect(await general.findByText(message)).toBeInTheDocument();
    }
    expect(general.getByLabelText('Company name')).toHaveFocus();

    // Spec 001 §5: '{Field} must be a number', checked as the person types.
    const energy = section('Energy');
    await user.type(energy.getByLabelText('Electricity'), '12a');
    expect(await energy.findByText(mustBeANumber('Electricity'))).toBeInTheDocument();
    // The same check on the other kinds of number fields (pasted: the typing is proven above).
    await fill(user, general.getByLabelText('Number of employees'), 'many');
    expect(await general.findByText(mustBeANumber('Number of employees'))).toBeInTheDocument();
    await fill(user, general.getByLabelText('Capex'), '1.2.3');
    expect(await general.findByText(mustBeANumber('Capex'))).toBeInTheDocument();
    const gases = section('Refrigerant gases');
    await fill(user, gases.getByLabelText('Annual leakage/recharge'), 'x');
    expect(await gases.findByText(mustBeANumber('Annual leakage/recharge'))).toBeInTheDocument();
    const vocs = section('Volatile organic compounds');
    await fill(user, vocs.getByLabelText('Tons per year'), '?');
    expect(await vocs.findByText(mustBeANumber('Tons per year'))).toBeInTheDocument();
    await fill(user, general.getByLabelText('Annual production of finished products'), 'ten');
    expect(await general.findByText(mustBeANumber('The volume'))).toBeInTheDocument();

    await user.clear(energy.getByLabelText('Electricity'));
    await waitFor(() => expect(energy.queryByText(mustBeANumber('Electricity'))).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('wants whole employees and no negative quantity, and names units as people write them', async () => {
    const { calls } = stubPlantApi();
    const { user } = renderPlantForm();
    await findTitle('Create your plant');

    const general = section('General');
    const employees = general.getByLabelText('Number of employees');
    await fill(user, employees, '12.7');
    expect(await general.findByText(mustBeAWholeNumber('Number of employees'))).toBeInTheDocument();
    await user.clear(employees);
    await fill(user, employees, '-5');
    expect(await general.findByText(cantBeNegative('Number of employees'))).toBeInTheDocument();
    const emissions = section('Emissions');
    await fill(user, emissions.getByLabelText('Scope 1'), '-800');
    expect(await emissions.findByText(cantBeNegative('Scope 1'))).toBeInTheDocument();
    const vocs = section('Volatile organic compounds');
    await fill(user, vocs.getByLabelText('Tons per year'), '-1');
    expect(await vocs.findByText(cantBeNegative('Tons per year'))).toBeInTheDocument();

    // 'Gallon (imperial)' on screen, 'Gallon_Imperial' on the wire (spec 001 §3 Enumerations).
    const fuelUnit = section('Energy').getByLabelText('Fuel oil unit');
    const imperial = within(fuelUnit).getByRole('option', { name: 'Gallon (imperial)' });
    expect(imperial).toHaveValue('Gallon_Imperial');
    expect(within(fuelUnit).queryByRole('option', { name: 'Gallon_Imperial' })).toBeNull();
    await user.selectOptions(fuelUnit, 'Gallon (imperial)');
    expect(fuelUnit).toHaveValue('Gallon_Imperial');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks French: its sections, fields, units and messages (issue #27)', async () => {
    stubPlantApi();
    setLanguage('fr');
    const { user } = renderPlantForm();
    await findTitle('Créer votre site de production');

    const general = section('Généralités');
    const energy = section('Énergie');
    section('Émissions');
    const gases = section('Gaz frigorigènes');
    section('Composés organiques volatils');
    expect(energy.getByText("Consommation d'énergie")).toBeInTheDocument();
    expect(gases.getByRole('button', { name: 'Ajouter un gaz frigorigène' })).toBeInTheDocument();
    // French units: 'Tonnes' for steam, 'Gallon (impérial)' for fuel oil; the value on the wire stays.
    const steamUnit = energy.getByLabelText('Unité : Vapeur');
    expect(within(steamUnit).getByRole('option', { name: 'Tonnes' })).toHaveValue('Tons');
    expect(
      within(energy.getByLabelText('Unité : Fioul')).getByRole('option', { name: 'Gallon (impérial)' }),
    ).toHaveValue('Gallon_Imperial');
    // A gas of unknown type: 'Inconnue' on screen, the spec's 'Unknown' on the wire.
    expect(
      within(gases.getAllByLabelText('Type de gaz')[0]!).getByRole('option', { name: 'Inconnue' }),
    ).toHaveValue('Unknown');
    expect(
      within(gases.getAllByLabelText('Type de gaz')[0]!).getByRole('option', { name: 'R-717 (ammoniac)' }),
    ).toHaveValue('R-717 (ammonia)');
    expect(general.getByLabelText('Investissements (CAPEX)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valider les données de ce site' }));
    expect(await general.findByText("Le nom de l'entreprise est obligatoire")).toBeInTheDocument();
    expect(general.getByLabelText("Nom de l'entreprise")).toHaveFocus();
    // Spec 001 §5's number message with the field's French label.
    await fill(user, energy.getByLabelText('Électricité'), '12a');
    expect(await energy.findByText('Électricité : la valeur doit être un nombre')).toBeInTheDocument();
    await fill(user, general.getByLabelText("Nombre d'employés"), '-2');
    expect(
      await general.findByText("Nombre d'employés : la valeur ne peut pas être négative"),
    ).toBeInTheDocument();

    // None of the form's English words is left on the page.
    const page = document.body.textContent ?? '';
    for (const english of [
      'Create your plant',
      'General',
      'Energy consumption',
      'Refrigerant gases',
      'Company name',
      'Electricity',
      'Validate data for this plant',
      'must be a number',
      "can't be negative",
      'Add a compound',
      'tons',
      'Unknown',
    ]) {
      expect(page, english).not.toContain(english);
    }
  });
});

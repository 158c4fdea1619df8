import { en, fr, type Plant } from '@pharmatrace/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { unenteredPlantFigures } from '@/testing/plant-fixtures';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { MyPlants } from '../my-plants';

const plant = (id: string, companyName: string, city: string, country: string | null): Plant => ({
  ...unenteredPlantFigures,
  id,
  companyName,
  reportingYear: 2024,
  countryId: country ? 'FR' : null,
  country: country ? { name: country } : null,
  city,
});

describe('My Plants', () => {
  it('lists the plants with an edit link each and a New Plant button', async () => {
    stubApi(({ url }) =>
      url === '/api/plant'
        ? jsonResponse(200, [
            plant('plant_a', 'Pharma Synthèse', 'Lyon', 'France'),
            plant('plant_b', 'API Works', 'Hyderabad', null),
          ])
        : undefined,
    );
    renderWithProviders(<MyPlants />, { path: '/my_plants' });
    expect(screen.getByRole('heading', { name: 'My Plants', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Here you will find a list of all your saved manufacturing plants'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/home');

    const table = await screen.findByRole('table', { name: 'My Plants' });
    const row = (await within(table).findByRole('rowheader', { name: 'Pharma Synthèse' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'France',
      'Lyon',
      '2024',
      expect.stringMatching(/^edit/),
    ]);
    expect(within(row).getByRole('link', { name: /^edit/ })).toHaveAttribute('href', '/plant/plant_a');
    for (const header of [
      'Company name',
      'Country',
      'City',
      'Data year (reporting year)',
      'Update information',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'New Plant' })).toHaveAttribute('href', '/plant/new');
  });

  it('shows the New Plant button with no plant, and a retry on failure', async () => {
    let answer = jsonResponse(500, { message: 'Internal Server Error' });
    stubApi(({ url }) => (url === '/api/plant' ? answer : undefined));
    const { user } = renderWithProviders(<MyPlants />, { path: '/my_plants' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('link', { name: 'New Plant' })).toBeInTheDocument();

    answer = jsonResponse(200, []);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no plant yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'New Plant' })).toHaveAttribute('href', '/plant/new');
  });
});

describe('My Plants in French (issue #27)', () => {
  afterEach(() => setLanguage('en'));

  it('shows the title, columns, links and button from the French catalogue, and no English word', async () => {
    setLanguage('fr');
    stubApi(({ url }) =>
      url === '/api/plant'
        ? jsonResponse(200, [plant('plant_a', 'Pharma Synthèse', 'Lyon', 'France')])
        : undefined,
    );
    renderWithProviders(<MyPlants />, { path: '/my_plants' });
    expect(screen.getByRole('heading', { name: fr['nav.myPlants'], level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr['plants.new'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fr['plants.backHome'] })).toHaveAttribute('href', '/home');
    expect(await screen.findByRole('rowheader', { name: 'Pharma Synthèse' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: fr['plants.companyName'] })).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Année des données (année de déclaration)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'modifier Pharma Synthèse, Lyon' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const key of ['plants.description', 'plants.new', 'plants.update', 'plants.companyName'] as const) {
      expect(text).not.toContain(en[key]);
    }
  });

  it('names each plant’s country in French, not the API’s English (issue #39)', async () => {
    setLanguage('fr');
    stubApi(({ url }) =>
      url === '/api/plant'
        ? jsonResponse(200, [
            { ...plant('plant_in', 'API Works', 'Hyderabad', 'India'), countryId: 'IN' },
            { ...plant('plant_de', 'Chemie Werk', 'Köln', 'Germany'), countryId: 'DE' },
          ])
        : undefined,
    );
    renderWithProviders(<MyPlants />, { path: '/my_plants' });
    const row = (id: string) => screen.getByRole('rowheader', { name: id }).closest('tr')!;
    await screen.findByRole('rowheader', { name: 'API Works' });
    expect(within(row('API Works')).getAllByRole('cell')[0]).toHaveTextContent('Inde');
    expect(within(row('Chemie Werk')).getAllByRole('cell')[0]).toHaveTextContent('Allemagne');
    expect(document.body.textContent).not.toMatch(/India|Germany/);
  });

  it('says in French that there is no plant yet', async () => {
    setLanguage('fr');
    stubApi(({ url }) => (url === '/api/plant' ? jsonResponse(200, []) : undefined));
    renderWithProviders(<MyPlants />, { path: '/my_plants' });
    expect(await screen.findByText(fr['plants.empty'])).toBeInTheDocument();
    expect(screen.getByText(fr['plants.emptyText'])).toBeInTheDocument();
  });
});

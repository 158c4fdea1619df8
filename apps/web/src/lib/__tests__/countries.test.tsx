import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countriesIn, countryNameIn, useCountries } from '@/lib/countries';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

/** The API's list: the spec's English names, ISO 3166 alpha-2 ids. */
const apiCountries = [
  { id: 'DE', name: 'Germany', isEuEea: true },
  { id: 'ES', name: 'Spain', isEuEea: true },
  { id: 'GB', name: 'United Kingdom', isEuEea: false },
];

afterEach(() => setLanguage('en'));

function CountryNames() {
  const countries = useCountries();
  return (
    <ul>
      {countries.data?.map((c) => (
        <li key={c.id} data-id={c.id}>
          {c.name}
        </li>
      ))}
    </ul>
  );
}

describe('country names in the page language (issue #27)', () => {
  it("keeps the API's English names and order in English", () => {
    expect(countriesIn('en', apiCountries)).toEqual(apiCountries);
  });

  it('names each country in French from its ISO code, in French alphabetical order, ids unchanged', () => {
    const french = countriesIn('fr', apiCountries);
    expect(french.map((c) => [c.id, c.name])).toEqual([
      ['DE', 'Allemagne'],
      ['ES', 'Espagne'],
      ['GB', 'Royaume-Uni'],
    ]);
    expect(french.map((c) => c.isEuEea)).toEqual([true, true, false]);
  });

  it("falls back to the API's name for an id that is not a region code", () => {
    expect(countryNameIn('fr', { id: 'not-a-code', name: 'Somewhere', isEuEea: false })).toBe('Somewhere');
  });

  it('renders the French names when the page is in French', async () => {
    setLanguage('fr');
    stubApi(({ url }) => (url === '/api/countries' ? jsonResponse(200, apiCountries) : undefined));
    renderWithProviders(<CountryNames />);
    expect(await screen.findByText('Allemagne')).toHaveAttribute('data-id', 'DE');
    expect(screen.getByText('Royaume-Uni')).toBeInTheDocument();
    expect(screen.queryByText('Germany')).toBeNull();
  });
});

import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

// The English names ship as JSON beside the package: registered once at load.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/**
 * Members of the European Union and of the European Economic Area (EU + Iceland,
 * Liechtenstein, Norway), as ISO 3166-1 alpha-2 codes. The origin label turns on it.
 * Membership is a political fact, not an ISO one, so it is kept here; update on accession.
 */
export const EU_EEA_MEMBERS = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

export interface Country {
  id: string;
  name: string;
  isEuEea: boolean;
}

/** Every ISO 3166 country, by English name; ids are the alpha-2 codes. */
export const allCountries: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([id, name]) => ({ id, name, isEuEea: EU_EEA_MEMBERS.has(id) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byId = new Map(allCountries.map((c) => [c.id, c]));

export function countryById(id: string | null | undefined): Country | undefined {
  return id ? byId.get(id.toUpperCase()) : undefined;
}

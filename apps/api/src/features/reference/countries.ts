import { createRequire } from 'node:module';
import type { Country } from '@pharmatrace/domain';
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

/**
 * The names people look for (issue #16): ISO's official English names read 'People's Republic of
 * China' and file it under P. The library's short aliases are used where they are what a buyer
 * types; where an alias is an abbreviation or ambiguous (UK, UAE, two Congos, 'Korea, Republic
 * of') the official name stays. Reviewed by hand: update with the library.
 */
const commonNames: Record<string, string> = {
  CN: 'China',
  CZ: 'Czechia',
  CI: "Côte d'Ivoire",
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
};

/** Every ISO 3166 country, by the English name people know, sorted as they expect; ids are alpha-2. */
export const allCountries: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([id, name]) => ({ id, name: commonNames[id] ?? name, isEuEea: EU_EEA_MEMBERS.has(id) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));

const byId = new Map(allCountries.map((c) => [c.id, c]));

export function countryById(id: string | null | undefined): Country | undefined {
  return id ? byId.get(id.toUpperCase()) : undefined;
}

import { type Country, defaultLocale, type Locale } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { useLanguage } from './language';

/**
 * GET /api/countries (spec 001 §7): the reference list behind every country field (plants,
 * tree manufacturers, production countries). Shared code, so that no feature imports another's.
 */
export function getCountries(): Promise<Country[]> {
  return api.get<Country[]>('/countries');
}

export function getCountriesQueryOptions() {
  // The list only changes with a release (the server lets the browser cache it for an hour).
  return queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in a language (issue #27). The API's names are the spec's English, kept as
 * they are; other languages take the CLDR name the browser knows for the ISO 3166 alpha-2 id
 * (Intl.DisplayNames: 'DE' is 'Allemagne'), else the English name. Only the words change: the
 * value a form stores is still the id.
 */
export function countryNameIn(language: Locale, country: Country): string {
  if (language === defaultLocale) return country.name;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  let name: string | undefined;
  try {
    name = names.of(country.id);
  } catch {
    // Not a well-formed region code: the API's own name.
    name = undefined;
  }
  return name && name !== country.id ? name : country.name;
}

/** The countries with their names in `language`, in that language's alphabetical order. */
export function countriesIn(language: Locale, countries: Country[]): Country[] {
  if (language === defaultLocale) return countries;
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ ...country, name: countryNameIn(language, country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The countries, named in the page's language (every picker and label reads them here). */
export function useCountries() {
  const language = useLanguage();
  const select = useCallback((countries: Country[]) => countriesIn(language, countries), [language]);
  return useQuery({ ...getCountriesQueryOptions(), select });
}

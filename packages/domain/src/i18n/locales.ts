/**
 * The portal's languages (issue #27, decision 0041): English, the spec's own words, and French.
 * A user's choice is stored on the user (`users.language`); a visitor's comes from the browser.
 */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The first supported language of a list such as `navigator.languages` ('fr-FR' → 'fr'), else English. */
export function localeOfLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

/**
 * The language an `Accept-Language` header asks for ('fr-FR,fr;q=0.9,en;q=0.8' → 'fr'): the
 * supported language of highest weight, English when none is supported or the header is absent.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeOfLanguages(ranked.map((entry) => entry.tag));
}

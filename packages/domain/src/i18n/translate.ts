import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type EnglishCatalogue, en, type MessageKey } from './en';
import { fr } from './fr';
import { defaultLocale, type Locale } from './locales';

/**
 * Formatting with the catalogues (issue #27, decision 0041): FormatJS's `@formatjs/intl`, the core
 * of react-intl, so the API (e-mails, PDFs, messages) and the SPA format the same catalogue the same
 * way. Keys and parameters are checked by TypeScript: `translate('fr', 'mail.hello', { name })`.
 */

export const catalogues: Record<Locale, Readonly<Record<MessageKey, string>>> = { en, fr };

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
/** The parameter names of an ICU message: `{name}` and `{count, number}`, not plural branches. */
type ArgNames<S extends string> = S extends `${string}{${infer Arg}}${infer Rest}`
  ?
      | (Arg extends `${infer Name},${string}`
          ? Trim<Name>
          : Arg extends `${string} ${string}` | `#${string}`
            ? never
            : Trim<Arg>)
      | ArgNames<Rest>
  : never;

export type MessageValues<K extends MessageKey> = Record<ArgNames<EnglishCatalogue[K]>, string | number>;
/** No second argument for a message without parameters; exactly its parameters otherwise. */
export type MessageArgs<K extends MessageKey> = [ArgNames<EnglishCatalogue[K]>] extends [never]
  ? []
  : [values: MessageValues<K>];

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/** FormatJS's formatter for a language. */
export function intlFor(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: locale === 'fr' ? 'fr-FR' : 'en-GB', defaultLocale: 'en-GB', messages: catalogues[locale] },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

export function translate<K extends MessageKey>(locale: Locale, key: K, ...args: MessageArgs<K>): string {
  return format(locale, key, args[0]);
}

/** `ignoreTag`: a '<' in a message is text, never markup. */
function format(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> | undefined,
): string {
  return intlFor(locale).formatMessage({ id: key }, values, { ignoreTag: true });
}

/** A number as the language writes it: '1,234.5' in English, '1 234,5' in French. */
export function formatNumberIn(
  locale: Locale,
  value: number,
  options?: Parameters<IntlShape['formatNumber']>[1],
): string {
  return intlFor(locale).formatNumber(value, options);
}

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

const patternsByLocale = new Map<Locale, { exact: Map<string, MessageKey>; patterns: Pattern[] }>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each catalogue text of a language: the plain ones by their words, the others as a pattern. */
function indexOf(locale: Locale) {
  let index = patternsByLocale.get(locale);
  if (index) return index;
  index = { exact: new Map(), patterns: [] };
  for (const [key, text] of Object.entries(catalogues[locale]) as [MessageKey, string][]) {
    const names: string[] = [];
    const parts = text.split(/\{(\w+)\}/g);
    if (parts.length === 1) {
      if (!index.exact.has(text)) index.exact.set(text, key);
      continue;
    }
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegex(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    index.patterns.push({ key, names, regex: new RegExp(`^${source}$`, 's') });
  }
  patternsByLocale.set(locale, index);
  return index;
}

/** The key and values of a text written in `from`'s catalogue, or undefined for any other text. */
export function keyOfText(
  from: Locale,
  text: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  const index = indexOf(from);
  const exact = index.exact.get(text);
  if (exact) return { key: exact, values: {} };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (match) {
      const values = Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? '']));
      return { key: pattern.key, values };
    }
  }
  return undefined;
}

/**
 * A message the domain wrote in English (a validation or server message) in another language:
 * the catalogue's translation when it is one of the catalogue's texts, else the text unchanged.
 * `from` is the language it is written in (the SPA reads back a French answer this way).
 */
export function translateText(text: string, to: Locale, from: Locale = defaultLocale): string {
  if (to === from) return text;
  const found = keyOfText(from, text);
  if (!found) return text;
  return format(to, found.key, found.values);
}

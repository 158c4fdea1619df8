import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type EnglishCatalogue, en, type MessageKey } from './en';
import { fr } from './fr';
import type { Locale } from './locales';

/**
 * Formatting with the catalogues (issue #27, decision 0041): FormatJS's `@formatjs/intl`, the core
 * of react-intl, so the API (e-mails, PDFs, messages) and the SPA format the same catalogue the same
 * way. Keys and parameters are checked by TypeScript: `translate('fr', 'mail.hello', { name })`.
 */

export const catalogues: Record<Locale, Readonly<Record<MessageKey, string>>> = { en, fr };

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
/** What opens a plural or select branch: `one {`, `other {`, `=0 {`… (its braces hold words, not a parameter). */
type BranchOpener = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' | `=${number}`;
/**
 * A branch opens right after the plural's comma or the previous branch's brace: 'one {' in
 * '{n, plural, one {…} other {…}}', never the word 'other' of 'Compared with other {inn} medicines'.
 */
type BranchStart = `${',' | '}'}${'' | ' '}${BranchOpener}${'' | ' '}`;
/** The name of the parameter a `{` opens: `name}` and `name, plural, …` both give 'name'. */
type ArgName<Body extends string> = Body extends `${infer Head}}${string}`
  ? Head extends `${infer Name},${string}`
    ? Trim<Name>
    : Trim<Head> extends `${string} ${string}` | `#${string}` | `${string}{${string}`
      ? never
      : Trim<Head>
  : never;
/**
 * The parameter names of an ICU message: `{name}`, `{count, number}`, `{n, plural, one {…} other {…}}`
 * and the parameters inside the branches; the branches' own braces are skipped.
 */
type ArgNames<S extends string> = S extends `${infer Before}{${infer Body}`
  ? Before extends `${string}${BranchStart}`
    ? ArgNames<Body>
    : ArgName<Body> | ArgNames<Body>
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

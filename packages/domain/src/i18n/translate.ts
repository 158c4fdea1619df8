import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
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

interface Pattern {
  key: MessageKey;
  /** How many of the message's characters are its own words: the most specific pattern is tried first. */
  literalLength: number;
  /** The value each capture group holds: a parameter, or a branch that matched (`count=one`). */
  groups: Capture[];
  regex: RegExp;
}

type Capture = { name: string; branch?: string };

const patternsByLocale = new Map<Locale, { exact: Map<string, MessageKey>; patterns: Pattern[] }>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regex source matching what an ICU message writes: a parameter (plain, number, date, or a
 * plural's `#`) is a capture; a plural or select is the alternation of its branches, each with an
 * empty capture that tells which branch matched (how `{count, plural, …}` is read back when only
 * the branch's words show the count).
 */
function sourceOf(elements: MessageFormatElement[], groups: Capture[], pluralName?: string): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return escapeRegex(element.value);
      if (isPoundElement(element)) {
        groups.push({ name: pluralName ?? '#' });
        return '(.+?)';
      }
      if (isPluralElement(element) || isSelectElement(element)) {
        const branches = Object.entries(element.options).map(([branch, option]) => {
          groups.push({ name: element.value, branch });
          return `()${sourceOf(option.value, groups, isPluralElement(element) ? element.value : pluralName)}`;
        });
        return `(?:${branches.join('|')})`;
      }
      if ('value' in element && typeof element.value === 'string') {
        groups.push({ name: element.value });
        return '(.+?)';
      }
      return '';
    })
    .join('');
}

/** The literal words of a message that has no parameter, or undefined. */
function literalOf(elements: MessageFormatElement[]): string | undefined {
  return elements.every(isLiteralElement) ? elements.map((element) => element.value).join('') : undefined;
}

/** The characters a message writes itself, in every branch: '{label}: {value}' has 2. */
function literalLengthOf(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (isLiteralElement(element)) return sum + element.value.length;
    if (isPluralElement(element) || isSelectElement(element)) {
      return sum + Object.values(element.options).reduce((n, option) => n + literalLengthOf(option.value), 0);
    }
    return sum;
  }, 0);
}

/** Each catalogue text of a language: the plain ones by their words, the others as a pattern. */
function indexOf(locale: Locale) {
  let index = patternsByLocale.get(locale);
  if (index) return index;
  index = { exact: new Map(), patterns: [] };
  for (const [key, text] of Object.entries(catalogues[locale]) as [MessageKey, string][]) {
    let elements: MessageFormatElement[];
    try {
      elements = parse(text, { ignoreTag: true });
    } catch {
      continue;
    }
    const literal = literalOf(elements);
    if (literal !== undefined) {
      if (!index.exact.has(literal)) index.exact.set(literal, key);
      continue;
    }
    const groups: Capture[] = [];
    const source = sourceOf(elements, groups);
    index.patterns.push({
      key,
      groups,
      literalLength: literalLengthOf(elements),
      regex: new RegExp(`^${source}$`, 's'),
    });
  }
  // A text such as 'Unknown fields: a, b' also matches a looser '{label}: {value}' of another
  // screen; the pattern with the most words of its own is the message that wrote it.
  index.patterns.sort((a, b) => b.literalLength - a.literalLength);
  patternsByLocale.set(locale, index);
  return index;
}

/** A plural's count when only its branch is known: `=3` is 3, `one` is 1, any other 2. */
function countOfBranch(branch: string): string {
  if (branch.startsWith('=')) return branch.slice(1);
  return branch === 'one' ? '1' : '2';
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
    if (!match) continue;
    const values: Record<string, string> = {};
    const branches: Record<string, string> = {};
    pattern.groups.forEach((group, i) => {
      const captured = match[i + 1];
      if (captured === undefined) return;
      if (group.branch === undefined) values[group.name] ??= captured;
      else branches[group.name] ??= group.branch;
    });
    for (const [name, branch] of Object.entries(branches)) values[name] ??= countOfBranch(branch);
    return { key: pattern.key, values };
  }
  return undefined;
}

/**
 * The values read from a text, said in the other language: a `{label}` or `{field}` (the domain's
 * own words by convention: 'Carbon footprint' in '{label} not found') is translated when the
 * catalogue has it, never a name someone typed; an English number is written as the language
 * writes it ('0.5' → '0,5'), as a number so that a plural picks its branch. A `{why}` is by
 * convention a phrase said inside the message ('The purchases file cannot be read: {why}'): it is
 * read back as a whole text of its own.
 */
const domainWords = new Set(['label', 'field']);
const saidInside = 'why';

function valuesIn(to: Locale, from: Locale, values: Record<string, string>): Record<string, string | number> {
  const said: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    const exact = domainWords.has(name) ? indexOf(from).exact.get(value) : undefined;
    if (exact) said[name] = format(to, exact, undefined);
    else if (name === saidInside) said[name] = translateText(value, to, from);
    else if (from === 'en' && /^-?\d+(\.\d+)?$/.test(value)) {
      said[name] = Number.isInteger(Number(value))
        ? Number(value)
        : formatNumberIn(to, Number(value), { maximumFractionDigits: 20, useGrouping: false });
    } else said[name] = value;
  }
  return said;
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
  return format(to, found.key, valuesIn(to, from, found.values));
}

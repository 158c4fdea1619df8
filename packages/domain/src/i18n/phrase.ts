import type { MessageKey } from './en';
import type { Locale } from './locales';
import { formatNumberIn, type MessageValues, translate } from './translate';

/**
 * A text the server writes (a purchases file's reason, an estimate's data gap) kept as a catalogue
 * key and its values rather than as English words (issue #27): it is said in the language of
 * whoever reads it, when they read it. A value may itself be a phrase ('{why}: the site takes the
 * default intensity…'), said in the same language; numbers stay numbers, so that the message's
 * `{x, number}` writes them as the language does.
 */
export interface Phrase {
  key: MessageKey;
  values: Record<string, PhraseValue>;
}
/** Values joined by a word of the catalogue: reactions 1 and 2 and 3 ('footprints.word.and'). */
export interface PhraseList {
  join: MessageKey;
  items: (string | number)[];
}
/**
 * A number as the language writes it in a plain `{x}`, every decimal kept and no grouping ('2.5',
 * '2,5'), where a `{x, number}` would round or group it.
 */
export interface PhraseDecimal {
  decimal: number;
}
export type PhraseValue = string | number | Phrase | PhraseList | PhraseDecimal;

/** A message's parameters, each a value or a phrase. */
type PhraseValues<K extends MessageKey> = { [P in keyof MessageValues<K>]: PhraseValue };
/** No second argument for a message without parameters; exactly its parameters otherwise. */
type PhraseArgs<K extends MessageKey> = [keyof MessageValues<K>] extends [never]
  ? []
  : [values: PhraseValues<K>];

/** A phrase of the catalogue, its key and parameters checked: `phrase('x.y', { line: 3 })`. */
export function phrase<K extends MessageKey>(key: K, ...args: PhraseArgs<K>): Phrase {
  return { key, values: (args[0] ?? {}) as Record<string, PhraseValue> };
}

/** A value as the message takes it: a phrase or a list said in the language, a number as a number. */
function valueIn(locale: Locale, value: PhraseValue): string | number {
  if (typeof value !== 'object') return value;
  if ('items' in value) return value.items.join(` ${translate(locale, value.join as never)} `);
  if ('decimal' in value)
    return formatNumberIn(locale, value.decimal, { useGrouping: false, maximumFractionDigits: 20 });
  return sayPhrase(locale, value);
}

/** A phrase in a language, the phrases among its values first. */
export function sayPhrase(locale: Locale, said: Phrase): string {
  const values = Object.fromEntries(
    Object.entries(said.values).map(([name, value]) => [name, valueIn(locale, value)]),
  );
  return (translate as (l: Locale, k: MessageKey, v: Record<string, string | number>) => string)(
    locale,
    said.key,
    values,
  );
}

import type { MassBalanceSaid } from '../schemas/mass-balance';
import { en, type MessageKey } from './en';
import type { Locale } from './locales';
import { type Phrase, type PhraseValue, sayPhrase } from './phrase';

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/**
 * A mass-balance rule's message as a phrase (issue #40). The schema names its keys as
 * `footprints.mb.…` text (it cannot import the catalogue, which reads its labels from it);
 * `mass-balance-labels.test.ts` holds every one of them to the catalogue, and a key the catalogue
 * lost fails here rather than showing a key to the reader.
 */
function phraseOf(said: MassBalanceSaid): Phrase {
  if (!isMessageKey(said.key)) throw new Error(`No catalogue message '${said.key}'`);
  const values: Record<string, PhraseValue> = {};
  for (const [name, value] of Object.entries(said.values)) {
    // A bound with decimals is written as the language writes it ('0,000001' in French).
    values[name] =
      typeof value === 'object'
        ? phraseOf(value)
        : typeof value === 'number' && !Number.isInteger(value)
          ? { decimal: value }
          : value;
  }
  return { key: said.key, values };
}

/** A mass-balance rule's message in a language, from its key and values. */
export function sayMassBalance(locale: Locale, said: MassBalanceSaid): string {
  return sayPhrase(locale, phraseOf(said));
}

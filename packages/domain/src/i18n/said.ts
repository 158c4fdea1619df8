import type { ProjectKind } from '../workflow/status';
import { type EnglishCatalogue, en, type MessageKey } from './en';
import { locales } from './locales';
import { type Phrase, type PhraseValue, phrase } from './phrase';
import { catalogues } from './translate';

/**
 * Validation and server messages as phrases (issue #40, decision 0073 addendum): a message is a
 * catalogue key and its values from where it is made (a zod issue, an AppError) to where it is
 * shown, in the reader's language. Nothing here reads a text that was said in a language back
 * into a key: see `phraseOfConstant` for the one exact table, and why it is not a reverse parse.
 */

/** A key of the catalogue, checked: what a phrase sent over the wire or stored must name. */
export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(en, key);

/** A plain text (no parameter) of the catalogue: what `phraseOfConstant` may name. */
type PlainKey = {
  [K in MessageKey]: EnglishCatalogue[K] extends `${string}{${string}` ? never : K;
}[MessageKey];

let constants: Map<string, MessageKey> | undefined;

/**
 * The domain's message constants by their exact text: `messages.password.tooShort` is the
 * catalogue's `password.tooShort`, as the catalogue itself is built from the constant. Only
 * texts without parameters are in it, matched whole (never a pattern, never a value read out of
 * a text), and a text that two keys say is in it only when every language says both alike, so
 * the key it gives cannot change what any reader sees (`said.test.ts` holds that to every text).
 *
 * It serves the one place a constant reaches us without its key: a schema's message, which zod
 * keeps as the string the schema gave (its `error` can return only text). It is used where the
 * issue is made, in the process that made it, on the domain's own English; a message said in a
 * language and sent on is never read back (the wire carries `said`).
 */
export function phraseOfConstant(text: string): Phrase | undefined {
  if (!constants) {
    const found = new Map<string, MessageKey>();
    const ambiguous = new Set<string>();
    for (const [key, english] of Object.entries(en) as [MessageKey, string][]) {
      if (english.includes('{')) continue;
      const other = found.get(english);
      if (other === undefined) found.set(english, key);
      else if (locales.some((locale) => catalogues[locale][other] !== catalogues[locale][key])) {
        ambiguous.add(english);
      }
    }
    for (const english of ambiguous) found.delete(english);
    constants = found;
  }
  const key = constants.get(text);
  return key ? { key, values: {} } : undefined;
}

/** A plain message of the catalogue, by its key: `said('server.notFound')`. */
export const said = (key: PlainKey): Phrase => ({ key, values: {} });

/** The parts of a finished zod issue (or of fastify's copy of one) that may carry its phrase. */
export interface IssueLike {
  message?: string | undefined;
  said?: unknown;
  params?: unknown;
}

/**
 * The phrase of a zod issue: the one the installed messages attached (`validationSaid`), the one a
 * custom issue carries in `params.said`, or the schema's own constant.
 */
export function phraseOfIssue(issue: IssueLike): Phrase | undefined {
  const attached = phraseOfWire(issue.said);
  if (attached) return attached;
  const params = issue.params as { said?: unknown } | undefined;
  const carried = params && typeof params === 'object' ? phraseOfWire(params.said) : undefined;
  if (carried) return carried;
  return typeof issue.message === 'string' ? phraseOfConstant(issue.message) : undefined;
}

const MAX_DEPTH = 4;
const MAX_VALUES = 12;
const MAX_TEXT = 2000;

function valueOfWire(value: unknown, depth: number): PhraseValue | undefined {
  if (typeof value === 'string') return value.length <= MAX_TEXT ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if ('decimal' in record) {
    return typeof record.decimal === 'number' && Number.isFinite(record.decimal)
      ? { decimal: record.decimal }
      : undefined;
  }
  if ('join' in record) {
    const { join, items } = record;
    if (!isMessageKey(join) || !Array.isArray(items) || items.length > 50) return undefined;
    const kept = items.filter(
      (item): item is string | number =>
        (typeof item === 'string' && item.length <= MAX_TEXT) || typeof item === 'number',
    );
    return kept.length === items.length ? { join, items: kept } : undefined;
  }
  return phraseAt(record, depth + 1);
}

function phraseAt(value: unknown, depth: number): Phrase | undefined {
  if (depth > MAX_DEPTH || !value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (!isMessageKey(key)) return undefined;
  if (values === undefined) return { key, values: {} };
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  const entries = Object.entries(values);
  if (entries.length > MAX_VALUES) return undefined;
  const out: Record<string, PhraseValue> = {};
  for (const [name, item] of entries) {
    const read = valueOfWire(item, depth);
    if (read === undefined) return undefined;
    out[name] = read;
  }
  return { key, values: out };
}

/**
 * A phrase as it arrives from elsewhere (an answer's `said`, an issue's `params`), checked: every
 * key is the catalogue's, values are bounded texts, numbers or phrases at most four deep.
 * Anything else is undefined, and the caller shows the text it was given.
 */
export function phraseOfWire(value: unknown): Phrase | undefined {
  return phraseAt(value, 0);
}

/** A message in the form the API's `fields` and the wire carry: its English, and its phrase when it has one. */
export function fieldsSaidOf(fields: Record<string, Phrase | undefined>): Record<string, Phrase> | undefined {
  const entries = Object.entries(fields).filter((entry): entry is [string, Phrase] => entry[1] !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** '1 second', '45 seconds'; from two minutes on, '3 minutes' (rounded up): as `serverMessages` writes it. */
function waitSaid(
  retryAfterSeconds: number,
  inSeconds: 'common.message.tooManyFailedAttemptsSeconds' | 'common.message.tooManyRequestsSeconds',
  inMinutes: 'common.message.tooManyFailedAttemptsMinutes' | 'common.message.tooManyRequestsMinutes',
): Phrase {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 120) return phrase(inSeconds, { seconds });
  return phrase(inMinutes, { minutes: Math.ceil(seconds / 60) });
}

/**
 * The server's messages that carry values (`serverMessages`' functions), as phrases: an AppError
 * takes these, and its English is the catalogue's (`said.test.ts` holds both to the same words).
 */
export const serverSaid = {
  kindNotFound: (kind: ProjectKind) =>
    phrase('common.message.kindNotFound', { label: phrase(`kind.${kind}.name`) }),
  basketsFull: (limit: number) => phrase('common.message.basketsFull', { limit }),
  plantLimitReached: (max: number) => phrase('common.message.plantLimitReached', { max }),
  tooManyNewPlants: (count: number, max: number) => phrase('common.message.tooManyNewPlants', { count, max }),
  tooManyFailedAttempts: (retryAfterSeconds: number) =>
    waitSaid(
      retryAfterSeconds,
      'common.message.tooManyFailedAttemptsSeconds',
      'common.message.tooManyFailedAttemptsMinutes',
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    waitSaid(
      retryAfterSeconds,
      'common.message.tooManyRequestsSeconds',
      'common.message.tooManyRequestsMinutes',
    ),
  tooManyMedicineSearches: (retryAfterSeconds: number) =>
    phrase('common.message.tooManyMedicineSearches', { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) }),
  reactionsMissing: (count: number) => phrase('common.message.reactionsMissing', { count }),
};

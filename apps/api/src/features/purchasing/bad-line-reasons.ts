import {
  keyOfText,
  type Locale,
  locales,
  type MessageKey,
  type Phrase,
  type PhraseValue,
  sayPhrase,
  translateText,
} from '@pharmatrace/domain';

/**
 * A purchases file's bad lines outside the upload that found them (issue #27): a basket keeps its
 * bad lines' reasons as phrases, and an export or a basket read says them in its own language,
 * whichever language the answer was first said in. The browser holds the answer as it was said
 * (`{ line, message }`, the reasons joined with '; '), so the reasons are read back from those
 * words, in English or in French, and only into the keys a bad line's reasons have.
 */

/** The catalogue keys of a bad line's reasons (purchases-file.ts, and csv-parse's in lib/csv.ts). */
const reasonKeys = new Set<MessageKey>([
  'medicines.purchasesFile.noCodeNoName',
  'medicines.purchasesFile.badCode',
  'medicines.purchasesFile.textTooLong',
  'medicines.purchasesFile.quantityEmpty',
  'medicines.purchasesFile.quantityNotNumber',
  'medicines.purchasesFile.quantityOutOfRange',
  'medicines.purchasesFile.badUnitPrice',
  'medicines.purchasesFile.quantityNotWhole',
  'medicines.purchasesFile.badUnit',
  'medicines.purchasesFile.linesAfterNotRead',
  'csv.quoteNotClosed',
  'csv.textAfterClosingQuote',
  'csv.quoteInUnquotedField',
  'csv.unreadableLine',
]);

/** The values the parser gives as decimals ('2.5', '2,5'): read back as numbers, said as each language writes them. */
const decimalValues: Partial<Record<MessageKey, string>> = {
  'medicines.purchasesFile.quantityOutOfRange': 'quantity',
  'medicines.purchasesFile.quantityNotWhole': 'quantity',
};

/** A bad line with its reasons as phrases, as a basket keeps it (older baskets have no `reasons`). */
export interface KeptBadLine {
  line: number;
  message: string;
  reasons?: Phrase[];
  /** What the buyer wrote on the line (issue #38); absent from lines kept before it. */
  written?: string;
}

/** One reason, as an answer said it in English or in French, back into its phrase; undefined for other text. */
function reasonPhraseOf(text: string): Phrase | undefined {
  for (const locale of locales) {
    const found = keyOfText(locale, text);
    if (!found || !reasonKeys.has(found.key)) continue;
    const values: Record<string, PhraseValue> = { ...found.values };
    const decimal = decimalValues[found.key];
    const written = decimal === undefined ? undefined : found.values[decimal];
    if (decimal !== undefined && written !== undefined) {
      const number = Number(written.replace(',', '.').replace('\u2212', '-'));
      if (!Number.isFinite(number)) continue;
      values[decimal] = { decimal: number };
    }
    return { key: found.key, values };
  }
  return undefined;
}

/** A bad line's message as its reasons' phrases, or undefined when one reason is not the portal's words. */
export function reasonsOfMessage(message: string): Phrase[] | undefined {
  const reasons = message.split('; ').map(reasonPhraseOf);
  return reasons.every((reason) => reason !== undefined) ? reasons : undefined;
}

/** A bad line as a basket keeps it: its reasons as phrases when they are the portal's words, its English message. */
export function keptBadLine({
  line,
  message,
  written,
}: {
  line: number;
  message: string;
  written?: string | undefined;
}): KeptBadLine {
  const reasons = reasonsOfMessage(message);
  const kept = written ? { written } : {};
  return reasons ? { line, message: reasonsIn('en', reasons), reasons, ...kept } : { line, message, ...kept };
}

/**
 * A bad line's message in a language: its reasons said there (joined with '; ', as the answer
 * joins them); a text that is not the portal's words is read as the domain's English, else kept.
 */
export function badLineMessageIn(locale: Locale, { message, reasons }: KeptBadLine): string {
  const phrases = reasons ?? reasonsOfMessage(message);
  if (phrases) return reasonsIn(locale, phrases);
  return message
    .split('; ')
    .map((reason) => translateText(reason, locale))
    .join('; ');
}

/** A bad line's reasons in a language, joined with '; ' (in French too): the answer's `message`. */
export function reasonsIn(locale: Locale, reasons: Phrase[]): string {
  return reasons.map((reason) => sayPhrase(locale, reason)).join('; ');
}

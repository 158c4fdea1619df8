import {
  BAD_LINE_REASONS_MAX,
  type Locale,
  type MessageKey,
  type Phrase,
  phraseOfWire,
  sayPhrase,
} from '@pharmatrace/domain';

/**
 * A purchases file's bad lines outside the upload that found them (issue #27, #40): every answer
 * gives a bad line's reasons as phrases (`reasons`) beside its words (`message`, the reasons said
 * in the request's language and joined with '; '). The browser sends the answer back as it got it
 * (a basket saved, an answer matched again or exported), and the server says the reasons from
 * their phrases in the language asked: it never reads the words back.
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

/** A bad line with its reasons as phrases, as a basket keeps it (older baskets have no `reasons`). */
export interface KeptBadLine {
  line: number;
  message: string;
  reasons?: Phrase[];
  /** What the buyer wrote on the line (issue #38); absent from lines kept before it. */
  written?: string;
}

/**
 * A bad line's reasons as a client sent them, checked: at most `BAD_LINE_REASONS_MAX`, each a
 * phrase whose every key is the catalogue's (`phraseOfWire`) and whose own key is one of a bad
 * line's reasons. Anything else is undefined: the line keeps only the words it was sent with.
 */
export function badLineReasonsOf(sent: unknown): Phrase[] | undefined {
  if (!Array.isArray(sent) || sent.length === 0 || sent.length > BAD_LINE_REASONS_MAX) return undefined;
  const reasons = sent.map(phraseOfWire);
  return reasons.every((reason): reason is Phrase => reason !== undefined && reasonKeys.has(reason.key))
    ? reasons
    : undefined;
}

/**
 * A bad line as a basket keeps it: with reasons, its message is the reasons' English (never the
 * words the browser sent); without (a line of an answer read before issue #40, or reasons that
 * are not a bad line's), the words as sent, which every read shows as they are.
 */
export function keptBadLine({
  line,
  message,
  reasons: sent,
  written,
}: {
  line: number;
  message: string;
  reasons?: unknown;
  written?: string | undefined;
}): KeptBadLine {
  const reasons = badLineReasonsOf(sent);
  const kept = written ? { written } : {};
  return reasons ? { line, message: reasonsIn('en', reasons), reasons, ...kept } : { line, message, ...kept };
}

/**
 * A bad line's message in a language: its reasons said there (joined with '; ', as the answer
 * joins them). A line without phrases is a fact recorded in the words it was said in, shown as
 * is (decision 0073: guessing a key from words is what issue #40 removed).
 */
export function badLineMessageIn(
  locale: Locale,
  { message, reasons }: { message: string; reasons?: unknown },
): string {
  const phrases = badLineReasonsOf(reasons);
  return phrases ? reasonsIn(locale, phrases) : message;
}

/** A bad line as an answer gives it: its words in `locale`, its reasons' phrases for the next request. */
export function badLineIn(locale: Locale, e: KeptBadLine): KeptBadLine {
  const reasons = badLineReasonsOf(e.reasons);
  return {
    line: e.line,
    message: badLineMessageIn(locale, e),
    ...(reasons ? { reasons } : {}),
    ...(e.written ? { written: e.written } : {}),
  };
}

/** A bad line's reasons in a language, joined with '; ' (in French too): the answer's `message`. */
export function reasonsIn(locale: Locale, reasons: Phrase[]): string {
  return reasons.map((reason) => sayPhrase(locale, reason)).join('; ');
}

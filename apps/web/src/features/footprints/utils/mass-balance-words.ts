import { en, intlFor, type Locale, type MessageKey, translate, translateText } from '@pharmatrace/domain';

/**
 * The mass balance's words in the page's language (issue #27). The field table, its choices and
 * the rules' messages are the domain's English (packages/domain mass-balance.ts), which the
 * catalogue's `footprints.mb.*` entries read from there: a domain text finds its entry by its
 * words. A rule's message is built from parts ('Line 2: Solvent name is required'), so each part
 * is translated, then put together by the language's own pattern.
 */
const PREFIX = 'footprints.mb.';

const keyOfWords = new Map<string, MessageKey>();
for (const key of Object.keys(en) as MessageKey[]) {
  // The two patterns with parameters are read below; every other entry is plain words.
  if (key.startsWith(PREFIX) && !en[key].includes('{') && !keyOfWords.has(en[key])) {
    keyOfWords.set(en[key], key);
  }
}

/** A label, list title or choice of the mass balance, in `language` (other text unchanged). */
export function massBalanceWord(text: string, language: Locale): string {
  if (language === 'en') return text;
  const key = keyOfWords.get(text);
  return key ? intlFor(language).formatMessage({ id: key }, undefined, { ignoreTag: true }) : text;
}

/** A regular expression reading back an English pattern of the catalogue: `Line {line}: {message}`. */
function readerOf(template: string): RegExp {
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  return new RegExp(`^${source}$`, 's');
}
const lineReader = readerOf(en['footprints.mb.message.line']);
const requiredReader = readerOf(en['footprints.mb.message.required']);
/** The bounds' messages (issue #35): their label is said in the language, the figures as given. */
const boundKeys = [
  'footprints.mb.message.tooManyDigits',
  'footprints.mb.message.outOfRange',
  'footprints.mb.message.tooHeavy',
] as const;
const boundReaders = boundKeys.map((key) => ({
  key,
  reader: readerOf(en[key]),
  names: [...en[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
}));

function ruleMessage(text: string, language: Locale): string {
  const known = keyOfWords.get(text);
  if (known) return massBalanceWord(text, language);
  const required = requiredReader.exec(text);
  if (required?.[1]) {
    return translate(language, 'footprints.mb.message.required', {
      label: massBalanceWord(required[1], language),
    });
  }
  for (const { key, reader, names } of boundReaders) {
    const read = reader.exec(text);
    if (!read) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, read[i + 1] ?? '']));
    return intlFor(language).formatMessage(
      { id: key },
      { ...values, label: massBalanceWord(values.label ?? '', language) },
      { ignoreTag: true },
    );
  }
  return translateText(text, language);
}

/** A message of the mass-balance rules (massBalanceIssues), in `language`. */
export function massBalanceMessage(text: string, language: Locale): string {
  if (language === 'en') return text;
  const line = lineReader.exec(text);
  if (line?.[1] && line[2]) {
    return translate(language, 'footprints.mb.message.line', {
      line: Number(line[1]),
      message: ruleMessage(line[2], language),
    });
  }
  return ruleMessage(text, language);
}

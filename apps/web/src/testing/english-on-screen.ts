import { en, fr, type MessageKey } from '@pharmatrace/domain';

export interface EnglishOnScreenOptions {
  /** Only the catalogue keys that start with this (a screen area's own words). */
  keyPrefix?: string;
  /** Words shorter than this are left out (a short English word may be a name typed as data). */
  minLength?: number;
}

/** A catalogue text as a whole-word pattern: 'product' is not found inside French 'production'. */
function wholeWords(words: string): RegExp {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * The English catalogue's words (those French writes differently, with no value inside) that the
 * page shows, matched as whole words in its text nodes (issue #27's check of a French screen).
 */
export function englishOnScreen({ keyPrefix = '', minLength = 0 }: EnglishOnScreenOptions = {}): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  const page = texts.join('\n');
  return (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith(keyPrefix) && en[key] !== fr[key] && !en[key].includes('{'))
    .map((key) => en[key])
    .filter((words) => words.length >= minLength && wholeWords(words).test(page));
}

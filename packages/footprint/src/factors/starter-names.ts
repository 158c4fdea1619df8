import { en, type MessageKey, type Phrase, phrase, sayPhrase } from '@pharmatrace/domain';
import { findKnownSubstance, normaliseCas } from '../chemistry';
import { uslciRows } from './open-uslci-rows';

/**
 * The starter library's names as catalogue phrases (issue #27): a row the portal wrote is said in
 * the reader's language where an estimate shows it; the English is the library's data.
 */

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/**
 * The phrase of the starter row of this kind, key and geography, or null where the catalogue has
 * none (a refrigerant's gas code, a place or a substance it does not know).
 */
export function starterNamePhrase(kind: string, key: string, geography: string): Phrase | null {
  if (kind === 'electricity') {
    const place = `factors.place.${geography}`;
    return isMessageKey(place) ? phrase('factors.starter.electricity', { place: phrase(place) }) : null;
  }
  if (kind === 'end-of-life') {
    // The substance's name is a chemical name, the same data in either language.
    const substance = findKnownSubstance(key, undefined);
    return substance ? phrase('factors.starter.end-of-life', { substance: substance.name }) : null;
  }
  if (kind === 'material') {
    // An open USLCI row: the substance's name is a chemical name, the same data in either language.
    const row = uslciRows.find((r) => normaliseCas(r.cas) === normaliseCas(key));
    if (row) return phrase('factors.starter.material.uslci', { substance: row.name });
  }
  const fixed = `factors.starter.${kind}.${key}`;
  return isMessageKey(fixed) ? phrase(fixed) : null;
}

/** The English name of a starter row: what the library stores (starter-library.ts). */
export function starterName(kind: string, key: string, geography = 'GLO'): string {
  const said = starterNamePhrase(kind, key, geography);
  if (!said) throw new Error(`The catalogue has no name for the starter row ${kind} ${key} ${geography}`);
  return sayPhrase('en', said);
}

/** The rows looked up so far, by kind, key and geography: their phrase and its English. */
const known = new Map<string, { said: Phrase; english: string } | null>();

/**
 * A factor's name as an estimate says it: a starter row's phrase, or the name as written for any
 * other row (imported or licensed: a third party's data, kept as its publisher wrote it). A row is
 * the starter's only if it is not imported and carries the starter's English name exactly.
 */
export function factorName(row: {
  kind: string;
  key: string;
  geography: string;
  name: string;
  imported?: boolean | undefined;
}): string | Phrase {
  if (row.imported) return row.name;
  const id = `${row.kind}|${row.key}|${row.geography}`;
  let entry = known.get(id);
  if (entry === undefined) {
    const said = starterNamePhrase(row.kind, row.key, row.geography);
    entry = said ? { said, english: sayPhrase('en', said) } : null;
    known.set(id, entry);
  }
  return entry && entry.english === row.name ? entry.said : row.name;
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { medicines } from '../../db/schema';

/**
 * The channel every write to the medicines table announces itself on (`announceMedicinesChanged`),
 * so that every instance drops its in-process name index (issue #17, docs/decisions/0021).
 */
export const MEDICINES_CHANNEL = 'medicines_changed';

/**
 * Called inside the transaction of every write to `medicines` (import, demo seed): NOTIFY is
 * delivered when the transaction commits, never if it rolls back. Whoever changes the table by
 * other means (psql) must run `NOTIFY medicines_changed` too, or wait for MAX_AGE_MS.
 */
export async function announceMedicinesChanged(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_notify(${MEDICINES_CHANNEL}, '')`);
}

/** What the name index holds, read from the database. */
export function readMedicineNames(db: Queryable): Promise<{ name: string; searchName: string }[]> {
  return db.select({ name: medicines.name, searchName: medicines.searchName }).from(medicines);
}

/** One medicine as the autocomplete matches it. */
interface Entry {
  name: string;
  searchName: string;
  /** ' ' + searchName with the word separators ',/-()' turned into spaces (SQL `wordSeparators`). */
  spaced: string;
}

/**
 * UTF-16 code units reordered so that comparing them compares code points, which is UTF-8 byte
 * order, which is the order of PostgreSQL's text_pattern_ops (`~<~`): a surrogate (a code point
 * above U+FFFF) sorts above U+E000–U+FFFF.
 */
const codePointUnit = (unit: number) =>
  unit >= 0xd800 ? (unit < 0xe000 ? unit + 0x2000 : unit - 0x800) : unit;

/** a < b in text_pattern_ops order: negative, 0 or positive. */
export function comparePatternOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointUnit(x) - codePointUnit(y);
  }
  return a.length - b.length;
}

const separators = /[,/\-()]/g;

/**
 * The medicine names, sorted as the database sorts them, and the two first stages of the
 * autocomplete answered from them exactly as `MedicineService` asks SQL (see its comment).
 */
export class MedicineNames {
  private readonly entries: Entry[];
  /**
   * For each three-character piece of a search name, the entries holding it, in order: a name
   * containing a word holds every piece of it, so the word stage only reads the shortest list.
   */
  private readonly pieces = new Map<string, number[]>();

  constructor(rows: readonly { name: string; searchName: string }[]) {
    this.entries = rows
      .map((r) => ({
        name: r.name,
        searchName: r.searchName,
        spaced: ` ${r.searchName}`.replace(separators, ' '),
      }))
      .sort((a, b) => comparePatternOrder(a.searchName, b.searchName) || comparePatternOrder(a.name, b.name));
    this.entries.forEach((entry, index) => {
      const text = entry.searchName;
      for (let i = 0; i + 3 <= text.length; i++) {
        const piece = text.slice(i, i + 3);
        const list = this.pieces.get(piece);
        if (!list) this.pieces.set(piece, [index]);
        else if (list[list.length - 1] !== index) list.push(index);
      }
    });
  }

  /** The entries that may contain every word, in order: all of them when no word has three characters. */
  private *candidates(words: readonly string[]): Iterable<Entry> {
    let shortest: number[] | undefined;
    for (const word of words) {
      for (let i = 0; i + 3 <= word.length; i++) {
        const list = this.pieces.get(word.slice(i, i + 3)) ?? [];
        if (!shortest || list.length < shortest.length) shortest = list;
      }
    }
    if (!shortest) {
      yield* this.entries;
      return;
    }
    for (const index of shortest) yield this.entries[index]!;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Up to `limit` distinct names whose search name starts with `text`, in search name order. */
  prefix(text: string, limit: number): string[] {
    // The first entry at or above `text`: every name starting with it follows, one after another.
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (comparePatternOrder(this.entries[mid]!.searchName, text) < 0) low = mid + 1;
      else high = mid;
    }
    const names = new Set<string>();
    for (let i = low; i < this.entries.length && names.size < limit; i++) {
      const entry = this.entries[i]!;
      if (!entry.searchName.startsWith(text)) break;
      names.add(entry.name);
    }
    return [...names];
  }

  /**
   * Up to `want` distinct names not in `exclude` that contain every word, those where each word
   * starts a word first, each group in search name order (SQL: `containsAllWords`, ordered by
   * `wordStarts desc`).
   */
  words(words: readonly string[], exclude: ReadonlySet<string>, want: number): string[] {
    if (words.length === 0 || want <= 0) return [];
    const starts = new Set<string>();
    const inside = new Set<string>();
    const spacedWords = words.map((w) => ` ${w}`);
    for (const entry of this.candidates(words)) {
      if (exclude.has(entry.name) || starts.has(entry.name)) continue;
      if (!words.every((w) => entry.searchName.includes(w))) continue;
      if (spacedWords.every((w) => entry.spaced.includes(w))) {
        starts.add(entry.name);
        // The first group alone fills the answer: nothing after it can come before.
        if (starts.size === want) break;
      } else if (inside.size < want) {
        inside.add(entry.name);
      }
    }
    return [...new Set([...starts, ...inside])].slice(0, want);
  }
}

export interface MedicineNameIndexOptions {
  /** Reads every medicine's name and search name. */
  load: () => Promise<{ name: string; searchName: string }[]>;
  /** Belt and braces for writes that did not announce themselves: read again after this. */
  maxAgeMs?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

/** Typo stage answers kept (a few hundred kB at most). */
const MAX_TYPO_ANSWERS = 2_000;

/** Fifteen minutes: freshness relies on the channel, this only bounds a forgotten NOTIFY. */
const MAX_AGE_MS = 15 * 60_000;

/**
 * The medicine names held in this process for the autocomplete (issue #17), trusted only while
 * the medicines channel listens: every write announces itself there (`announceMedicinesChanged`),
 * and the names are dropped at once. When the channel goes down (or comes back: something may have
 * been missed meanwhile) they are dropped too. With no names at hand `current()` answers null and
 * starts reading them in the background: the caller asks the database meanwhile, so no request
 * ever waits for the 12,000 rows. A read that a change overtook is thrown away (`generation`).
 *
 * It also keeps the answers of the typo stage (pg_trgm word similarity, which stays in SQL) for the
 * names it holds, under the same rule: dropped with them, and an answer that a change overtook is
 * never kept.
 */
export class MedicineNameIndex {
  private names: MedicineNames | null = null;
  private loadedAt = 0;
  private generation = 0;
  private listening = false;
  private loading: Promise<void> | null = null;
  /** Answers of the typo stage (SQL), by normalised text, for the names held: oldest first out. */
  private readonly typoAnswers = new Map<string, string[]>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Counters for tests and the bench: answers from memory, and from the database. */
  readonly stats = { memory: 0, database: 0, loads: 0, typoAnswersReused: 0 };

  constructor(private readonly options: MedicineNameIndexOptions) {
    this.maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** The names to answer from, or null: ask the database (a read has been started). */
  current(): MedicineNames | null {
    if (!this.listening) return null;
    if (this.names && this.now() - this.loadedAt >= this.maxAgeMs) {
      // Too old to rely on a forgotten NOTIFY not having happened: read again, answer meanwhile.
      void this.refresh();
    }
    if (!this.names) void this.refresh();
    return this.names;
  }

  /** Reads the names now if the channel listens; resolves once they are at hand (or cannot be). */
  async warm(): Promise<boolean> {
    if (!this.listening) return false;
    if (!this.names) await this.refresh();
    return this.names !== null;
  }

  private refresh(): Promise<void> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    this.stats.loads++;
    this.loading = this.options
      .load()
      .then(
        (rows) => {
          if (generation !== this.generation || !this.listening) return;
          this.names = new MedicineNames(rows);
          this.loadedAt = this.now();
        },
        (err: unknown) => this.options.onError?.(err),
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Taken before asking the typo stage; handed back to `rememberTypoAnswer`. */
  begin(): number {
    return this.generation;
  }

  /** The typo stage's answer for `text`, if it was asked since the table last changed. */
  typoAnswer(text: string): string[] | undefined {
    if (!this.listening || !this.names) return undefined;
    const answer = this.typoAnswers.get(text);
    if (answer) this.stats.typoAnswersReused++;
    return answer;
  }

  /** Keeps a typo stage answer unless the table changed (or the channel went down) since `generation`. */
  rememberTypoAnswer(generation: number, text: string, answer: string[]): void {
    if (!this.listening || !this.names || generation !== this.generation) return;
    if (this.typoAnswers.size >= MAX_TYPO_ANSWERS) {
      const oldest = this.typoAnswers.keys().next();
      if (!oldest.done) this.typoAnswers.delete(oldest.value);
    }
    this.typoAnswers.set(text, answer);
  }

  /** A message of the medicines channel: the table changed. */
  changed(): void {
    this.generation++;
    this.names = null;
    this.typoAnswers.clear();
  }

  /** The channel started or stopped delivering: what is held may have missed a change. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.changed();
  }
}

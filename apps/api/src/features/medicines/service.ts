import {
  isCip13,
  isCis,
  MEDICINE_ALTERNATIVES_LIMIT,
  MEDICINE_COMMERCIALIZATION_COUNTRY,
  MEDICINE_LIST_LIMIT,
  MEDICINE_SUGGESTION_LIMIT,
  type MedicineAlternative,
  type MedicineComparison,
  type MedicineForm,
  type MedicineInfo,
  type MedicineList,
  type MedicineSuggestions,
  normalizeMedicineName,
  serverMessages,
  serverSaid,
  uiMessages,
} from '@pharmatrace/domain';
import { and, arrayContains, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { medicines } from '../../db/schema';
import { notFound, tooManyRequests } from '../../lib/app-error';
import type { FairUseLimiter } from '../../lib/fair-use-limiter';
import type { MedicineNameIndex } from './name-index';

/**
 * Search and product data of the medicine database (spec 001 §2, §7).
 *
 * Matching always runs on `search_name` (lower case, no accents) against the query normalised the
 * same way, so accents and case never matter. Three kinds of match, each tried only when the
 * previous one left room, so the common case costs one index range scan:
 * 1. prefix of the whole name: a range on the text_pattern_ops b-tree index, read in index order;
 * 2. every word of the query inside the name, words found at the start of a word first
 *    ('arrow 500'): LIKE '%word%' on the GIN trigram index;
 * 3. only when 1 and 2 found nothing, typos: pg_trgm word similarity (see `similar`).
 *
 * The autocomplete answers stages 1 and 2 from the names held in this process (`MedicineNameIndex`,
 * issue #17) whenever it has them, with the same results in the same order; it asks SQL as above
 * while they are being read, or while the channel that announces changes to the table is down.
 */
export class MedicineService {
  /**
   * The autocomplete's first (and usually only) query, prepared once: it skips rebuilding the SQL
   * on every keystroke, and the server keeps its plan. The bounds are parameters of a range, not a
   * LIKE pattern, so even the generic plan PostgreSQL settles on uses the b-tree index.
   */
  private readonly prefixQuery;

  constructor(
    private readonly db: Database,
    private readonly limiter: FairUseLimiter,
    /** The names in memory; without it (or while it has none) every stage asks the database. */
    readonly names?: MedicineNameIndex,
  ) {
    this.prefixQuery = db
      .select({ name: medicines.name })
      .from(medicines)
      .where(
        sql`${medicines.searchName} ~>=~ ${sql.placeholder('from')} and ${medicines.searchName} ~<~ ${sql.placeholder('to')}`,
      )
      .orderBy(sql`${medicines.searchName} using ~<~`)
      .limit(sql.placeholder('limit'))
      .prepare('medicine_complete_by_prefix');
  }

  /**
   * GET /api/medicine/complete/{name}: up to MEDICINE_SUGGESTION_LIMIT distinct names, prefixes
   * first (spec 001 §7: 'returns a list of names').
   */
  async complete(userId: string, name: string): Promise<MedicineSuggestions> {
    await this.countSearch(userId);
    const q = query(name);
    const limit = MEDICINE_SUGGESTION_LIMIT;
    const index = this.names;
    const held = index?.current();
    let found: string[];
    if (index && held) {
      index.stats.memory++;
      found = held.prefix(q.text, limit);
      if (found.length < limit && q.text.length >= 3) {
        found = [...found, ...held.words(q.words, new Set(found), limit - found.length)];
      }
    } else {
      if (index) index.stats.database++;
      found = await this.completeFromDatabase(q, limit);
    }
    // Below three characters there is no trigram to match on: prefixes are all there is.
    if (found.length > 0 || q.text.length < 3) return found;
    // Typos: asked once per text while the names held stay the same (issue #17).
    const known = held ? index?.typoAnswer(q.text) : undefined;
    if (known) return known;
    const generation = index?.begin();
    const similar = await this.withTrigramSettings(
      async (tx) =>
        (
          await distinctNames(limit, new Set(), limit, (rows) =>
            tx
              .select({ name: medicines.name })
              .from(medicines)
              .where(q.similar)
              .orderBy(...q.bySimilarity)
              .limit(rows),
          )
        ).names,
    );
    if (index && held && generation !== undefined) index.rememberTypoAnswer(generation, q.text, similar);
    return similar;
  }

  /** Stages 1 and 2 of the autocomplete, in SQL. */
  private async completeFromDatabase(q: ReturnType<typeof query>, limit: number): Promise<string[]> {
    const prefix = await distinctNames(limit, new Set(), limit, (rows) =>
      this.prefixQuery.execute({ from: q.text, to: q.upper, limit: rows }),
    );
    if (prefix.names.length === limit || q.text.length < 3) return prefix.names;

    // Prefix matches contain the words too: asking for as many more rows as there were prefix
    // matches leaves room to drop them here (a `not (prefix)` condition would make PostgreSQL scan
    // two open b-tree ranges instead).
    const seen = new Set(prefix.names);
    const byWords = await distinctNames(limit - seen.size, seen, limit + prefix.rows, (rows) =>
      this.db
        .select({ name: medicines.name })
        .from(medicines)
        .where(q.containsAllWords)
        .orderBy(sql`${q.wordStarts} desc`, sql`${medicines.searchName} using ~<~`)
        .limit(rows),
    );
    return [...prefix.names, ...byWords.names];
  }

  /** GET /api/medicine/list?name=: the result table, at most MEDICINE_LIST_LIMIT rows, best first. */
  async list(userId: string, name: string): Promise<MedicineList> {
    await this.countSearch(userId);
    const q = query(name);
    const columns = {
      id: medicines.id,
      name: medicines.name,
      smallName: medicines.smallName,
      form: medicines.form,
      carbon: medicines.carbon,
      uncertainty: medicines.uncertainty,
      isDemo: medicines.isDemo,
    };
    const limit = MEDICINE_LIST_LIMIT + 1; // one more tells whether the answer is truncated
    // A CIP13 or CIS code (issue #25): the medicines that carry it, if any; else a name search.
    const code = codeCondition(name);
    if (code) {
      const byCode = await this.db
        .select(columns)
        .from(medicines)
        .where(code)
        .orderBy(asc(medicines.id))
        .limit(limit);
      if (byCode.length > 0) return listAnswer(byCode, false);
    }
    let rows = await this.db
      .select(columns)
      .from(medicines)
      .where(sql`(${q.prefix} or ${q.text.length < 3 ? q.wordStarts : q.containsAllWords})`)
      .orderBy(sql`${q.prefix} desc`, sql`${q.wordStarts} desc`, sql`${medicines.searchName} using ~<~`)
      .limit(limit);
    let approximate = false;
    if (rows.length === 0 && q.text.length >= 3) {
      approximate = true;
      rows = await this.withTrigramSettings((tx) =>
        tx
          .select(columns)
          .from(medicines)
          .where(q.similar)
          .orderBy(...q.bySimilarity)
          .limit(limit),
      );
    }

    return listAnswer(rows, approximate);
  }

  /**
   * Runs a typo-tolerant query (`q.similar`) with its word similarity threshold, set with
   * set_config(…, is_local = true): it lasts for this one transaction, so it never leaks to other
   * queries on a pooled connection, and results do not depend on the server's configuration.
   */
  private withTrigramSettings<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      return run(tx);
    });
  }

  /**
   * GET /api/medicine/info/{id}: the product page, with where it stands among its INN. It counts
   * towards the same per-user budget as the searches (issue #22): the ids are sequential, so
   * without a limit one user could read the whole data set page by page; one budget keeps a
   * user's whole use of the data set within MEDICINE_SEARCHES_PER_MINUTE. An unknown id counts too.
   */
  async info(userId: string, id: string): Promise<MedicineInfo> {
    await this.countSearch(userId);
    // The id, or else a CIS or CIP13 code (issue #25: the product page opens from a code too).
    let [row] = await this.db.select().from(medicines).where(eq(medicines.id, id));
    const code = row ? undefined : codeCondition(id);
    // A study's row first: its figures are the medicine's own (issue #37).
    if (code)
      [row] = await this.db
        .select()
        .from(medicines)
        .where(code)
        .orderBy(sql`(${medicines.source} = 'study') desc`, asc(medicines.id))
        .limit(1);
    if (!row) throw notFound(serverMessages.medicineNotFound);
    return {
      id: row.id,
      name: row.name,
      smallName: row.smallName,
      inn: row.inn,
      form: asForm(row.form),
      carbon: row.carbon,
      uncertainty: row.uncertainty,
      wiselist: row.wiselist,
      emCreation: row.emCreation,
      emProduction: row.emProduction,
      emStorage: row.emStorage,
      emEndOfLife: row.emEndOfLife,
      source: row.source,
      study:
        row.source === 'study' && row.studyDate && row.methodVersion
          ? {
              date: row.studyDate.toISOString(),
              methodVersion: row.methodVersion,
              p2_5: row.carbonP2_5 ?? row.carbon,
              p97_5: row.carbonP97_5 ?? row.carbon,
            }
          : null,
      commercializationCountry: MEDICINE_COMMERCIALIZATION_COUNTRY,
      isDemo: row.isDemo,
      demoNotice: row.isDemo ? uiMessages.medicine.demoNotice : null,
      comparison: row.inn ? await this.compareWithinInn(row.inn, row.carbon) : null,
      cis: row.cis,
      cip13: row.cip13,
      atc: row.atc,
      alternatives: await alternativesOf(this.db, row),
    };
  }

  /** Rank 1 is the lowest footprint per box among the medicines of the same INN. */
  private async compareWithinInn(inn: string, carbon: number): Promise<MedicineComparison> {
    const [stats] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        lower: sql<number>`(count(*) filter (where ${medicines.carbon} < ${carbon}))::int`,
        median: sql<number>`percentile_cont(0.5) within group (order by ${medicines.carbon})`,
        min: sql<number>`min(${medicines.carbon})`,
        max: sql<number>`max(${medicines.carbon})`,
      })
      .from(medicines)
      .where(eq(medicines.inn, inn));
    return {
      inn,
      rank: (stats?.lower ?? 0) + 1,
      count: stats?.count ?? 1,
      median: Number(stats?.median ?? carbon),
      min: Number(stats?.min ?? carbon),
      max: Number(stats?.max ?? carbon),
    };
  }

  private async countSearch(userId: string) {
    const outcome = await this.limiter.hit(userId);
    if (!outcome.allowed) {
      throw tooManyRequests(
        serverSaid.tooManyMedicineSearches(outcome.retryAfterSeconds),
        outcome.retryAfterSeconds,
      );
    }
  }
}

/** One row of a search answer. */
interface ListRow {
  id: string;
  name: string;
  smallName: string;
  form: string | null;
  carbon: number;
  uncertainty: number | null;
  isDemo: boolean;
}

function listAnswer(rows: ListRow[], approximate: boolean): MedicineList {
  const results = rows.slice(0, MEDICINE_LIST_LIMIT).map((row) => ({ ...row, form: asForm(row.form) }));
  const isDemo = results.some((r) => r.isDemo);
  return {
    results,
    truncated: rows.length > MEDICINE_LIST_LIMIT,
    approximate: approximate && results.length > 0,
    isDemo,
    demoNotice: isDemo ? uiMessages.medicine.demoNotice : null,
  };
}

/** The condition for a text that is a CIP13 (13 digits, valid check digit) or a CIS (8 digits). */
export function codeCondition(text: string): SQL | undefined {
  const code = text.replace(/\s+/g, '');
  if (isCip13(code)) return arrayContains(medicines.cip13, [code]);
  if (isCis(code)) return eq(medicines.cis, code);
  return undefined;
}

/** What alternatives are computed from. */
export interface AlternativeKey {
  id: string;
  inn: string | null;
  form: string | null;
  strength: string | null;
  carbon: number;
}

/**
 * Medicines of the same INN, form and strength with a lower footprint per box, lowest first
 * (issue #25). None when any of the three is unknown: a different dose is not an alternative.
 */
export async function alternativesOf(db: Database, of: AlternativeKey): Promise<MedicineAlternative[]> {
  if (!of.inn || !of.form || !of.strength) return [];
  const rows = await db
    .select({ id: medicines.id, name: medicines.name, carbon: medicines.carbon, isDemo: medicines.isDemo })
    .from(medicines)
    .where(
      and(
        eq(medicines.inn, of.inn),
        eq(medicines.form, of.form),
        eq(medicines.strength, of.strength),
        lt(medicines.carbon, of.carbon),
      ),
    )
    .orderBy(asc(medicines.carbon), asc(medicines.id))
    .limit(MEDICINE_ALTERNATIVES_LIMIT);
  return rows.map((r) => ({ ...r, savingPerBox: Math.round((of.carbon - r.carbon) * 10) / 10 }));
}

const asForm = (form: string | null): MedicineForm | null =>
  form === 'tablet' || form === 'capsule' ? form : null;

/** LIKE treats %, _ and \ specially; a user's text must match literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Up to `want` names, in the order `fetch` reads them, leaving out those in `exclude` and any
 * repeated name (several medicines, e.g. two box sizes, may share one). `fetch` reads at most
 * `firstRows` rows; when repeats or excluded names leave too few names and it read all it was allowed,
 * it reads again with four times as many rows (rarely needed; bounded by MAX_SUGGESTION_ROWS).
 * `rows` in the answer is how many rows the last read returned.
 */
async function distinctNames(
  want: number,
  exclude: ReadonlySet<string>,
  firstRows: number,
  fetch: (rows: number) => Promise<{ name: string }[]>,
): Promise<{ names: string[]; rows: number }> {
  for (let rows = firstRows; ; rows = Math.min(rows * 4, MAX_SUGGESTION_ROWS)) {
    const found = await fetch(rows);
    const names = [...new Set(found.map((m) => m.name))].filter((n) => !exclude.has(n)).slice(0, want);
    if (names.length === want || found.length < rows || rows >= MAX_SUGGESTION_ROWS) {
      return { names, rows: found.length };
    }
  }
}

/** The most rows one stage of the autocomplete reads to find its distinct names. */
const MAX_SUGGESTION_ROWS = 1000;

/** Punctuation that separates words in names ('…/ACIDE CLAVULANIQUE', '500 mg, comprimé'). */
const wordSeparators = sql`translate(' ' || ${medicines.searchName}, ',/-()', '     ')`;

/**
 * Minimum pg_trgm word similarity for a typo match: 0.5 finds 'parcetamol', 'levotyrox' or
 * 'sertaline' (0.6, pg_trgm's default, misses the last two) without flooding short queries.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The SQL conditions one search needs. Built on first use: the autocomplete's common case only
 * needs `text` and `upper`, and building the other fragments on every keystroke is wasted work.
 */
function query(name: string) {
  const text = normalizeMedicineName(name);
  // Every string starting with `text` sorts below `text` + the last Unicode code point (U+10FFFF,
  // a noncharacter no name holds) in byte order, which is text_pattern_ops' order; any other
  // string at or above `text` sorts above it.
  const upper = `${text}\u{10FFFF}`;
  const words = () => text.split(/[\s,/()-]+/).filter((w) => w !== '');
  const every = (make: (word: string) => SQL) => {
    const list = words();
    return list.length === 0 ? sql`false` : sql`(${sql.join(list.map(make), sql` and `)})`;
  };
  return {
    text,
    upper,
    /** The words of the query (what `containsAllWords` and `wordStarts` look for). */
    get words() {
      return words();
    },
    get prefix() {
      return sql`(${medicines.searchName} ~>=~ ${text} and ${medicines.searchName} ~<~ ${upper})`;
    },
    get containsAllWords() {
      return every((w) => sql`${medicines.searchName} like ${`%${escapeLike(w)}%`}`);
    },
    get wordStarts() {
      return every((w) => sql`${wordSeparators} like ${`% ${escapeLike(w)}%`}`);
    },
    /** word_similarity(text, name) ≥ the threshold, written so the GIN trigram index can answer it. */
    get similar() {
      return sql`${text} <% ${medicines.searchName}`;
    },
    get bySimilarity() {
      return [
        sql`word_similarity(${text}, ${medicines.searchName}) desc`,
        sql`${medicines.searchName} using ~<~`,
      ];
    },
  };
}

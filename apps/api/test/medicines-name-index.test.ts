import { medicineSuggestionsSchema } from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { importMedicineFile } from '../src/features/medicines/import';
import { comparePatternOrder, MedicineNames } from '../src/features/medicines/name-index';
import { MedicineService } from '../src/features/medicines/service';
import { FairUseLimiter } from '../src/lib/fair-use-limiter';
import { generateDemoMedicines, seedDemoMedicines } from '../src/seed/demo-medicines';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { createServerDatabase, createTestDatabase } from './helpers/database';
import { medicineCsv, sampleMedicines } from './helpers/medicines';

/**
 * Issue #17: the autocomplete answers its prefix and word stages from the medicine names held in
 * the process (MedicineNameIndex). It must answer exactly what the SQL stages answer, and never
 * what an import has replaced.
 */

const complete = async (t: TestApp, token: string, name: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/medicine/complete/${encodeURIComponent(name)}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return medicineSuggestionsSchema.parse(res.json());
};

/** Texts a user types: prefixes, words from inside names, pairs of words, pieces of words. */
function queriesFrom(names: string[]): string[] {
  const texts = new Set<string>([
    'arrow 500',
    'comprime',
    'mg, gel',
    '1000 mg',
    'card',
    'ine ar',
    'pa',
    'x',
    'paracetamool',
    'dolipane',
    'amoxiciline',
    'ibuprofne',
  ]);
  names.forEach((name, i) => {
    const words = name.split(/[\s,/()-]+/).filter((w) => w.length > 0);
    const word = words[1 + (i % Math.max(1, words.length - 1))] ?? words[0]!;
    texts.add(name.slice(0, 3 + (i % 6))); // a prefix
    texts.add(word); // a word inside
    texts.add(word.slice(1, 5)); // a piece of a word
    if (words.length > 2) texts.add(`${words[2]} ${words[0]!.slice(0, 4)}`); // two words, any order
    texts.add(`${words[0]!.slice(0, 5)} ${words[words.length - 1]}`);
  });
  return [...texts].filter((text) => text.trim() !== '');
}

describe('the autocomplete from the names in memory', () => {
  let t: TestApp;
  let token: string;
  let fromDatabase: MedicineService;
  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '100000' });
    await seedDemoMedicines(t.database.db, 3000);
    token = (await registerConfirmedClient(t)).accessToken;
    // The same service with no names in memory: every stage asks SQL, as before issue #17.
    fromDatabase = new MedicineService(t.database.db, FairUseLimiter.inMemory(100_000, 60));
  });
  afterAll(() => t.close());

  it('answers the same names, in the same order, as the SQL stages', async () => {
    const names = t.app.services.medicines.names!;
    expect(await names.warm()).toBe(true);
    const texts = queriesFrom(
      generateDemoMedicines(3000)
        .filter((_, i) => i % 37 === 0)
        .map((m) => m.name),
    );
    expect(texts.length).toBeGreaterThan(300);
    const before = { ...names.stats };
    let wordMatches = 0;
    for (const text of texts) {
      const expected = await fromDatabase.complete('u', text);
      const answered = await complete(t, token, text);
      expect(answered, text).toEqual(expected);
      if (answered.some((n) => !n.toLowerCase().startsWith(text.toLowerCase()))) wordMatches++;
    }
    expect(names.stats.memory - before.memory).toBe(texts.length);
    expect(names.stats.database).toBe(before.database);
    // The word stage was exercised, not only prefixes.
    expect(wordMatches).toBeGreaterThan(100);
  });

  it('answers what an import leaves, at once, then from memory again', async () => {
    const names = t.app.services.medicines.names!;
    expect(await names.warm()).toBe(true);
    const demoArrow = await complete(t, token, 'arrow 500');
    expect(demoArrow.length).toBeGreaterThan(0);
    expect(names.stats.memory).toBeGreaterThan(0);
    // A typo is asked of SQL once, then answered again from memory.
    const typo = await complete(t, token, 'paracetamool');
    expect(typo).toEqual(await fromDatabase.complete('u', 'paracetamool'));
    // Demonstration names, which the import below removes.
    expect(typo.length).toBeGreaterThan(2);
    expect(typo.every((n) => n.startsWith('PARACETAMOL '))).toBe(true);
    const reused = names.stats.typoAnswersReused;
    expect(await complete(t, token, 'paracetamool')).toEqual(typo);
    expect(names.stats.typoAnswersReused).toBe(reused + 1);

    // A real data set replaces the demonstration set (the import deletes it).
    const result = await importMedicineFile(t.database.db, medicineCsv(sampleMedicines));
    expect(result.ok).toBe(true);
    const database = names.stats.database;
    const expected = ['AMOXICILLINE ARROW 500 mg, gélule', 'PARACETAMOL ARROW 500 mg, comprimé'];
    expect(await complete(t, token, 'arrow 500')).toEqual(expected);
    expect(names.stats.database).toBe(database + 1); // the names held were dropped
    expect(await complete(t, token, 'paracetamool')).toEqual([
      'PARACETAMOL ARROW 500 mg, comprimé',
      'PARACETAMOL BIOGARAN 1000 mg, comprimé',
    ]);
    expect(await complete(t, token, 'ARROW')).toEqual([
      'ARROWROOT EXEMPLE 10 mg, comprimé',
      'AMOXICILLINE ARROW 500 mg, gélule',
      'AMOXICILLINE/ACIDE CLAVULANIQUE ARROW 1000 mg/125 mg, comprimé pelliculé',
      'PARACETAMOL ARROW 500 mg, comprimé',
    ]);

    expect(await names.warm()).toBe(true);
    const memory = names.stats.memory;
    expect(await complete(t, token, 'arrow 500')).toEqual(expected);
    expect(await complete(t, token, 'clavulanique')).toEqual(
      await fromDatabase.complete('u', 'clavulanique'),
    );
    expect(names.stats.memory).toBe(memory + 2);
  });

  it('asks the database while the medicines channel is down', async () => {
    const names = t.app.services.medicines.names!;
    expect(await names.warm()).toBe(true);
    names.setListening(false);
    try {
      const database = names.stats.database;
      expect(await complete(t, token, 'doliprane')).toEqual([
        'DOLIPRANE 1000 mg, comprimé',
        'DOLIPRANE 500 mg, gélule',
      ]);
      expect(await names.warm()).toBe(false);
      expect(await complete(t, token, 'arrow 500')).toHaveLength(2);
      expect(names.stats.database).toBe(database + 2);
    } finally {
      names.setListening(true);
    }
  });
});

describe('MedicineNames', () => {
  it('sorts as text_pattern_ops does (UTF-8 byte order), beyond plain ASCII', async () => {
    const values = ['b', 'a', 'ab', 'a b', 'µg', 'é', '\u{e000}', '\u{ffff}', '😀', 'z', 'a\u{10ffff}', ''];
    const database = await createTestDatabase();
    try {
      const sorted = (await database.db.execute(
        sql`select v from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as v order by v using ~<~`,
      )) as unknown as { rows: { v: string }[] };
      expect([...values].sort(comparePatternOrder)).toEqual(sorted.rows.map((r) => r.v));
    } finally {
      await database.close();
    }
  });

  it('finds prefixes and words like the SQL stages, each name once', () => {
    const names = new MedicineNames([
      { name: 'B 1', searchName: 'b 1' },
      { name: 'A-B 2', searchName: 'a-b 2' },
      { name: 'CAB 3', searchName: 'cab 3' },
      { name: 'B 1', searchName: 'b 1' },
      { name: 'AB 4', searchName: 'ab 4' },
    ]);
    expect(names.prefix('b', 10)).toEqual(['B 1']);
    expect(names.prefix('a', 1)).toEqual(['A-B 2']);
    // 'b' starts a word of 'a-b 2' (after the hyphen), is inside 'ab 4' and 'cab 3'.
    expect(names.words(['b'], new Set(['B 1']), 10)).toEqual(['A-B 2', 'AB 4', 'CAB 3']);
    expect(names.words(['b', '3'], new Set(), 10)).toEqual(['CAB 3']);
    expect(names.words([], new Set(), 10)).toEqual([]);
  });
});

describe('two instances on one PostgreSQL database', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let importer: DatabaseHandle;
  let tokenB: string;
  beforeAll(async () => {
    server = await createServerDatabase();
    const open = async () => {
      const handle = await openDatabase({ databaseUrl: server.url });
      await handle.migrate();
      // The apps close their handle; the database itself is dropped in afterAll.
      return handle;
    };
    a = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' }, { database: await open() });
    b = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' }, { database: await open() });
    importer = await open();
    const first = await importMedicineFile(importer.db, medicineCsv(sampleMedicines.slice(0, 11)));
    expect(first.ok).toBe(true);
    tokenB = (await registerConfirmedClient(b)).accessToken;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await importer?.close();
    await server?.drop();
  });

  it('an import by another process reaches the names every instance holds', async () => {
    const names = b.app.services.medicines.names!;
    expect(await names.warm()).toBe(true);
    expect(await complete(b, tokenB, 'xylo')).toEqual([]);

    // What `npm run medicines:import` does, from a connection of its own.
    const file = medicineCsv([
      { id: 'xy1', name: 'XYLOCAINE ARROW 10 mg, comprimé', form: 'tablet', carbon: 9 },
    ]);
    expect((await importMedicineFile(importer.db, file)).ok).toBe(true);
    await expect
      .poll(() => complete(b, tokenB, 'xylo'), { timeout: 2_000, interval: 10 })
      .toEqual(['XYLOCAINE ARROW 10 mg, comprimé']);
    expect(await complete(b, tokenB, 'caine arrow')).toEqual(['XYLOCAINE ARROW 10 mg, comprimé']);
    expect(await b.app.services.medicines.names!.warm()).toBe(true);
    const memory = names.stats.memory;
    expect(await complete(b, tokenB, 'caine arrow')).toEqual(['XYLOCAINE ARROW 10 mg, comprimé']);
    expect(names.stats.memory).toBe(memory + 1);
  });
});

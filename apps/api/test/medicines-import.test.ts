import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client';
import { medicines } from '../src/db/schema';
import { importMedicineFile } from '../src/features/medicines/import';
import { seedDemoMedicines } from '../src/seed/demo-medicines';
import { createTestDatabase } from './helpers/database';
import { medicineCsv, sampleMedicines } from './helpers/medicines';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(medicines);
});

const allRows = () => db.select().from(medicines).orderBy(asc(medicines.id));
const firstThree = sampleMedicines.slice(0, 3);

describe('importMedicineFile', () => {
  it('imports a good file: every row, normalised for search, not marked as demo', async () => {
    const result = await importMedicineFile(db, medicineCsv(sampleMedicines));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.outcome).toEqual({ inserted: sampleMedicines.length, updated: 0, demoRemoved: 0 });

    const [p4] = await db.select().from(medicines).where(eq(medicines.id, 'p4'));
    expect(p4).toMatchObject({
      name: 'DOLIPRANE 500 mg, gélule',
      smallName: 'DOLIPRANE 500 mg',
      searchName: 'doliprane 500 mg, gelule',
      inn: 'PARACETAMOL', // 'Paracétamol' in the file: one spelling per substance
      form: 'capsule',
      carbon: 20,
      uncertainty: null,
      emCreation: 0.7,
      isDemo: false,
    });
  });

  it('changes nothing when any row is bad, and reports every bad line', async () => {
    await importMedicineFile(db, medicineCsv(firstThree));
    const before = await allRows();

    const file = [
      medicineCsv([
        { ...firstThree[0]!, carbon: 999 },
        { id: 'new', name: 'NEW 1 mg, comprimé', carbon: 1 },
      ]).trimEnd(),
      'bad1,,,,,0,,,0.5,0.5,0', // line 4: no name, carbon 0
      'bad2,"SYRUP 5 mg, sirop",,,syrup,10,,,0.6,0.3,0.3', // line 5: form, shares sum 1.2
      'bad3,"ONLY, TWO"', // line 6: too few fields
    ].join('\n');
    const result = await importMedicineFile(db, file);

    expect(result.ok).toBe(false);
    expect(result.parsed.rejected.map((r) => r.line)).toEqual([4, 5, 6]);
    expect(result.parsed.rejected[0]!.reasons).toEqual([
      'name is empty',
      'carbon must be positive (gCO2eq per box)',
    ]);
    expect(result.parsed.rejected[1]!.reasons.join(' ')).toMatch(/not tablet or capsule.*sum to 1/);
    expect(await allRows()).toEqual(before);
  });

  it('updates known ids and adds new ones on re-import, keeping medicines absent from the file', async () => {
    await importMedicineFile(db, medicineCsv(firstThree));
    const [p1Before] = await db.select().from(medicines).where(eq(medicines.id, 'p1'));

    const result = await importMedicineFile(
      db,
      medicineCsv([
        {
          ...firstThree[0]!,
          name: 'PARACETAMOL ARROW 500 mg, comprimé sécable',
          carbon: 41.5,
          shares: [0.6, 0.3, 0.1],
        },
        sampleMedicines[4]!,
      ]),
    );

    expect(result.ok && result.outcome).toEqual({ inserted: 1, updated: 1, demoRemoved: 0 });
    const rows = await allRows();
    expect(rows.map((r) => r.id)).toEqual(['i1', 'p1', 'p2', 'p3']);
    const p1 = rows.find((r) => r.id === 'p1')!;
    expect(p1).toMatchObject({
      name: 'PARACETAMOL ARROW 500 mg, comprimé sécable',
      searchName: 'paracetamol arrow 500 mg, comprime secable',
      carbon: 41.5,
      emCreation: 0.6,
      emProduction: 0.3,
      emStorage: 0.1,
    });
    expect(p1.updatedAt.getTime()).toBeGreaterThanOrEqual(p1Before!.updatedAt.getTime());
  });

  it('replaces the demonstration data set with the real one', async () => {
    expect(await seedDemoMedicines(db, 40)).toBe(40);
    const result = await importMedicineFile(db, medicineCsv(firstThree));
    expect(result.ok && result.outcome).toEqual({ inserted: 3, updated: 0, demoRemoved: 40 });
    const [counts] = await db
      .select({ all: sql<number>`count(*)::int`, demo: sql<number>`(count(*) filter (where is_demo))::int` })
      .from(medicines);
    expect(counts).toEqual({ all: 3, demo: 0 });
    // And the demo set never comes back over real data.
    expect(await seedDemoMedicines(db)).toBe(0);
  });
});

describe('npm run medicines:import (the command)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-import-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'INIT_CWD', 'DEMO_DATA']) delete env[name];
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-medicines.ts', ...args], {
      cwd: path.join(import.meta.dirname, '..'),
      env,
      encoding: 'utf8',
      // A safety net against a hung command, never a speed check: at load 30 on 2 cores one run
      // took longer than 60 s.
      timeout: 150_000,
    });
  };

  // Four child processes and an embedded database: slow on a busy machine.
  it('refuses a bad file with the lines and reasons, then imports a good one into DATA_DIR', {
    timeout: 600_000,
  }, async () => {
    const bad = path.join(dir, 'bad.csv');
    await writeFile(bad, `${medicineCsv(firstThree)}x1,"NO CARBON, comprimé",,,,,,,1,0,0\n`);
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('1 row(s) rejected, 3 valid');
    expect(refused.stderr).toContain('line 5: carbon is empty');
    expect(refused.stderr).toContain('Nothing was imported');

    const valid = path.join(dir, 'valid.csv');
    await writeFile(valid, medicineCsv(firstThree));
    const dryRun = run('--dry-run', valid);
    expect(dryRun.status).toBe(0);
    expect(dryRun.stdout).toContain('3 valid medicine(s); nothing written (--dry-run)');

    const missing = run(path.join(dir, 'missing.csv'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot read');

    const imported = run(valid);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Imported 3 medicine(s) into the embedded database');

    const stored = await openDatabase({ pgliteDir: path.join(dir, 'data', 'pglite') });
    try {
      const rows = await stored.db.select({ id: medicines.id }).from(medicines).orderBy(asc(medicines.id));
      expect(rows.map((r) => r.id)).toEqual(['p1', 'p2', 'p3']);
    } finally {
      await stored.close();
    }
  });

  it('prints its usage when called without a file', () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run medicines:import');
  });
});

import { ean13CheckDigit, medicineInfoSchema, medicineListSchema, sayPhrase } from '@pharmatrace/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicines } from '../src/db/schema';
import {
  BDPM_MAX_BYTES,
  importBdpmPresentations,
  parseBdpmPresentations,
  parseBdpmPrice,
} from '../src/features/medicines/bdpm';
import { importMedicineFile } from '../src/features/medicines/import';
import { unitsPerBoxOfLabel } from '../src/features/medicines/pack-label';
import { demoCodes, generateDemoMedicines } from '../src/seed/demo-medicines';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/** Issue #25: CIS and CIP13 codes on medicines, the BDPM presentations file, search by code, alternatives. */

const cip = (cip7: string) => {
  const first12 = `34009${cip7}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

const header = 'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc';
const codedCsv = [
  header,
  `a1;AMOXICILLINE ARROW 500 mg, gélule;AMOXICILLINE;capsule;300,5;0,7;0,25;0,05;61234567;${cip('3000001')} ${cip('3000002')};J01CA04`,
  'a2;AMOXICILLINE BIOGARAN 500 mg, gélule;AMOXICILLINE;capsule;200;0.7;0.25;0.05;61234568;;J01CA04',
  'a3;AMOXICILLINE ZENTIVA 500 mg, gélule;AMOXICILLINE;capsule;100;0.7;0.25;0.05;61234569;;',
  'a4;AMOXICILLINE ZENTIVA 1000 mg, comprimé;AMOXICILLINE;tablet;50;0.7;0.25;0.05;;;',
].join('\n');

/** A BDPM line: CIS, CIP7, label, status, state, date, CIP13, approval, rate, price, 2 more prices, text. */
const bdpmLine = (cis: string, cip7: string, price = '3,52', cip13 = cip(cip7)) =>
  [
    cis,
    cip7,
    'plaquette(s) PVC aluminium de 12 gélule(s)',
    'Présentation active',
    'Déclaration de commercialisation',
    '16/03/2011',
    cip13,
    'oui',
    '65%',
    price,
    '4,54',
    '1,02',
    '',
  ].join('\t');

describe('medicine codes in the CSV import', () => {
  it('reads cis, cip13 (several, space- or |-separated) and atc, and rejects bad codes with their line', async () => {
    const t = await createTestApp();
    try {
      const ok = await importMedicineFile(t.database.db, codedCsv);
      expect(ok.ok, JSON.stringify(ok.parsed.rejected)).toBe(true);
      const [a1] = await t.database.db.select().from(medicines).where(eq(medicines.id, 'a1'));
      expect(a1).toMatchObject({
        cis: '61234567',
        cip13: [cip('3000001'), cip('3000002')],
        atc: 'J01CA04',
        strength: '500 mg',
        carbon: 300.5,
      });

      const bad = await importMedicineFile(
        t.database.db,
        `${header}\nb1;X 1 mg;X;tablet;1;0.7;0.25;0.05;1234;3400930000010|123;n2\n`,
      );
      expect(bad.ok).toBe(false);
      expect(bad.parsed.rejected).toEqual([
        {
          line: 2,
          reasons: [
            'cis "1234" is not 8 digits',
            'cip13 "3400930000010" is not a CIP13 code (13 digits with a valid check digit)',
            'cip13 "123" is not a CIP13 code (13 digits with a valid check digit)',
            'atc "n2" is not an ATC code (e.g. N02BE01)',
          ],
        },
      ]);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('the BDPM presentations file (CIS_CIP_bdpm.txt)', () => {
  it('reads prices with decimal commas, grouped thousands included', () => {
    expect(parseBdpmPrice('3,52')).toBe(3.52);
    expect(parseBdpmPrice('1 234,56')).toBe(1234.56);
    expect(parseBdpmPrice('1,234,56')).toBe(1234.56);
    expect(parseBdpmPrice('')).toBeNull();
    expect(parseBdpmPrice('abc')).toBe('bad');
  });

  it('decodes Windows-1252 and UTF-8 (with a BOM) alike', () => {
    const text = `${bdpmLine('61234567', '3000001')}\r\n`;
    const utf8 = new TextEncoder().encode(`\ufeff${text}`);
    // Windows-1252: é is 0xE9, a byte sequence that is not valid UTF-8.
    const cp1252 = Uint8Array.from([...text].map((c) => (c === 'é' ? 0xe9 : c.charCodeAt(0))));
    const a = parseBdpmPresentations(utf8);
    const b = parseBdpmPresentations(cp1252);
    expect(a.encoding).toBe('utf-8');
    expect(b.encoding).toBe('windows-1252');
    for (const parsed of [a, b]) {
      expect(parsed.rejected).toEqual([]);
      expect(parsed.rows).toEqual([
        {
          cis: '61234567',
          cip13: cip('3000001'),
          label: 'plaquette(s) PVC aluminium de 12 gélule(s)',
          price: 3.52,
          unitsPerBox: 12,
        },
      ]);
    }
  });

  it('reports every bad line with its number, and keeps quotes as text', () => {
    const parsed = parseBdpmPresentations(
      [
        bdpmLine('61234567', '3000001'),
        '',
        bdpmLine('6123', '3000002'),
        bdpmLine('61234567', '3000003', 'cher'),
        bdpmLine('61234567', '3000004', '1,00', cip('3000005')),
        'just one field',
        bdpmLine('61234567', '3000001'),
        bdpmLine('61234567', '3000006').replace('plaquette', 'boîte "carton'),
      ].join('\n'),
    );
    expect(parsed.rejected).toEqual([
      { line: 3, reasons: ['CIS "6123" is not 8 digits'] },
      { line: 4, reasons: ['price "cher" is not a number of euros'] },
      { line: 5, reasons: [`CIP13 ${cip('3000005')} does not contain the CIP7 3000004`] },
      { line: 6, reasons: ['has 1 tab-separated field(s); a BDPM presentation line has 10 to 13'] },
      { line: 7, reasons: [`CIP13 ${cip('3000001')} is already on line 1`] },
    ]);
    expect(parsed.rows.map((r) => r.cip13)).toEqual([cip('3000001'), cip('3000006')]);
    expect(parsed.rows[1]!.label).toContain('"carton');
  });

  it('says a file’s own problems as phrases: the command’s English as before, French for a screen (issue #27)', () => {
    const huge = new Uint8Array(BDPM_MAX_BYTES + 1);
    const problems = [
      ...parseBdpmPresentations('\n\n').fileErrors,
      ...parseBdpmPresentations(huge).fileErrors,
    ];
    expect(problems.map((p) => sayPhrase('en', p))).toEqual([
      'the file is empty',
      `the file is ${BDPM_MAX_BYTES + 1} bytes; the limit is ${BDPM_MAX_BYTES} bytes`,
    ]);
    expect(problems.map((p) => sayPhrase('fr', p))).toEqual([
      'le fichier est vide',
      `le fichier fait ${BDPM_MAX_BYTES + 1} octets ; la limite est de ${BDPM_MAX_BYTES} octets`,
    ]);
  });

  it('sets the codes and packs (units per box from the label) of the medicines with the same CIS', async () => {
    const t = await createTestApp();
    try {
      const imported = await importMedicineFile(t.database.db, codedCsv);
      expect(imported.ok).toBe(true);
      const parsed = parseBdpmPresentations(
        [
          bdpmLine('61234568', '3000010'),
          bdpmLine('61234568', '3000011').replace(
            'plaquette(s) PVC aluminium de 12 gélule(s)',
            '3 plaquette(s) PVC aluminium de 10 gélule(s)',
          ),
          bdpmLine('61234567', '3000012'),
          bdpmLine('69999999', '3000013'),
        ].join('\n'),
      );
      expect(parsed.rejected).toEqual([]);
      expect(await importBdpmPresentations(t.database.db, parsed.rows)).toEqual({
        medicines: 2,
        unknownCis: 1,
      });
      const rows = await t.database.db
        .select({ id: medicines.id, cip13: medicines.cip13 })
        .from(medicines)
        .orderBy(asc(medicines.id));
      expect(rows).toEqual([
        { id: 'a1', cip13: [cip('3000012')] },
        { id: 'a2', cip13: [cip('3000010'), cip('3000011')] },
        { id: 'a3', cip13: [] },
        { id: 'a4', cip13: [] },
      ]);
      const [a2] = await t.database.db
        .select({ packs: medicines.packs })
        .from(medicines)
        .where(eq(medicines.id, 'a2'));
      expect(a2!.packs).toEqual([
        { cip13: cip('3000010'), label: 'plaquette(s) PVC aluminium de 12 gélule(s)', unitsPerBox: 12 },
        { cip13: cip('3000011'), label: '3 plaquette(s) PVC aluminium de 10 gélule(s)', unitsPerBox: 30 },
      ]);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('search and product page by code, and alternatives', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
    const imported = await importMedicineFile(t.database.db, codedCsv);
    if (!imported.ok) throw new Error(JSON.stringify(imported.parsed.rejected));
    token = (await registerConfirmedClient(t)).accessToken;
  });
  afterAll(() => t.close());

  it('finds a medicine by CIP13 or CIS in the search', async () => {
    for (const code of [cip('3000002'), '61234567']) {
      const res = await t.request({ method: 'GET', url: '/api/medicine/list', query: { name: code }, token });
      expect(res.statusCode, res.body).toBe(200);
      expect(medicineListSchema.parse(res.json()).results.map((r) => r.id)).toEqual(['a1']);
    }
  });

  it('opens the product page by id, CIS or CIP13, with its codes and cheaper-in-carbon alternatives', async () => {
    for (const key of ['a1', '61234567', cip('3000001')]) {
      const res = await t.request({ method: 'GET', url: `/api/medicine/info/${key}`, token });
      expect(res.statusCode, res.body).toBe(200);
      const info = medicineInfoSchema.parse(res.json());
      expect(info).toMatchObject({
        id: 'a1',
        cis: '61234567',
        cip13: [cip('3000001'), cip('3000002')],
        atc: 'J01CA04',
      });
      // Same INN, form and strength, lower footprint; the 1000 mg tablet is not one.
      expect(info.alternatives).toEqual([
        {
          id: 'a3',
          name: 'AMOXICILLINE ZENTIVA 500 mg, gélule',
          carbon: 100,
          savingPerBox: 200.5,
          isDemo: false,
        },
        {
          id: 'a2',
          name: 'AMOXICILLINE BIOGARAN 500 mg, gélule',
          carbon: 200,
          savingPerBox: 100.5,
          isDemo: false,
        },
      ]);
    }
    const lowest = medicineInfoSchema.parse(
      (await t.request({ method: 'GET', url: '/api/medicine/info/a3', token })).json(),
    );
    expect(lowest.alternatives).toEqual([]);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await t.request({ method: 'GET', url: `/api/medicine/info/${cip('3999999')}`, token });
    expect(res.statusCode).toBe(404);
  });
});

describe('demonstration codes', () => {
  it('are valid, unique and carried by the demo set, with ATC classes where known', () => {
    const rows = generateDemoMedicines(300);
    const all = rows.flatMap((r) => r.cip13);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(rows.map((r) => r.cis)).size).toBe(rows.length);
    expect(demoCodes(0).cip13).toHaveLength(2);
    expect(rows.some((r) => r.atc !== null)).toBe(true);
    expect(rows.every((r) => r.strength !== null)).toBe(true);
  });

  it('label every demo pack as the BDPM does, with the units its label counts (issue #38)', () => {
    const rows = generateDemoMedicines(300);
    for (const row of rows) {
      expect(row.packs.map((p) => p.cip13)).toEqual(row.cip13);
      for (const pack of row.packs) expect(unitsPerBoxOfLabel(pack.label)).toBe(pack.unitsPerBox);
    }
    expect(demoCodes(0, 'capsule').packs.map((p) => [p.label, p.unitsPerBox])).toEqual([
      ['plaquette(s) thermoformée(s) PVC-aluminium de 30 gélule(s)', 30],
      ['10 plaquette(s) thermoformée(s) PVC-aluminium de 10 gélule(s)', 100],
    ]);
  });
});

import { type PurchasesAnswer, purchasesAnswerSchema } from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBdpmPresentations, parseBdpmPresentations } from '../src/features/medicines/bdpm';
import { importMedicineFile } from '../src/features/medicines/import';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { BOX_28, BOX_100, bdpmLine, CIS } from './helpers/bdpm-packs';
import { activatedSubUser } from './helpers/staff';

/**
 * Issue #38: a purchases file that counts dispensing units (UCD) is turned into boxes by the units
 * per box of each line's pack; a CIS with several packs says which was taken, and the buyer's
 * choice of another is matched again by the server.
 */

describe('purchases counted in dispensing units, and the pack of a CIS', () => {
  let t: TestApp;
  let main: string;
  let sub: string;

  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
    const imported = await importMedicineFile(
      t.database.db,
      [
        'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc',
        `p1;PARACETAMOL PACK 500 mg, comprimé;PARACETAMOL;tablet;84;0.7;0.25;0.05;${CIS};;N02BE01`,
      ].join('\n'),
    );
    if (!imported.ok) throw new Error(JSON.stringify(imported.parsed.rejected));
    const parsed = parseBdpmPresentations(
      [
        bdpmLine('3000028', '4 plaquette(s) thermoformée(s) PVC-aluminium de 7 comprimé(s)'),
        bdpmLine('3000100', 'plaquette(s) thermoformée(s) PVC-aluminium de 100 comprimé(s)'),
      ].join('\n'),
    );
    await importBdpmPresentations(t.database.db, parsed.rows);
    main = (await registerConfirmedClient(t)).accessToken;
    sub = await activatedSubUser(t, main);
  });
  afterAll(() => t.close());

  const file = [
    'code;quantité;unité',
    `${BOX_28};56;UCD`, // 56 ÷ 28 = 2 boxes × 84 g = 168 g
    `${CIS};250;UCD`, // the CIS's largest pack (100): 2.5 boxes × 84 g = 210 g
    `${CIS};3;boîte`, // 3 boxes × 84 g = 252 g
    `${BOX_28};2,5;`, // no unit of its own: the file's (boxes unless ?unit=UCD)
    `${BOX_28};1;litre`, // not a unit
  ].join('\n');
  const upload = (token: string, query = '') =>
    t.request({
      method: 'POST',
      url: `/api/medicine/purchases${query}`,
      token,
      headers: { 'content-type': 'text/csv', 'accept-language': 'en' },
      payload: file,
    });

  it('turns UCD into boxes by the pack’s units, and refuses a fraction of a box or an unknown unit', async () => {
    const res = await upload(sub);
    expect(res.statusCode, res.body).toBe(200);
    const answer = purchasesAnswerSchema.parse(res.json());
    expect(answer.lines.map((l) => [l.line, l.unit, l.quantity, l.boxes, l.kgCO2e])).toEqual([
      [2, 'UCD', 56, 2, 0.168],
      [3, 'UCD', 250, 2.5, 0.21],
      [4, 'BOX', 3, 3, 0.252],
    ]);
    expect(answer.lines[0]!.gCO2ePerUnit).toBe(3);
    expect(answer.lines[1]!.gCO2ePerUnit).toBe(0.84);
    // Each bad line carries its reasons as phrases too (issue #40), for a basket or a rematch to say.
    expect(answer.errors[0]!.reasons).toEqual([
      { key: 'medicines.purchasesFile.quantityNotWhole', values: { quantity: { decimal: 2.5 } } },
    ]);
    expect(answer.errors).toMatchObject([
      { line: 5, message: 'quantity 2.5 is not a whole number of boxes', written: '3400930000281 | 2,5' },
      {
        line: 6,
        message: 'unit "litre" is neither UCD (dispensing units) nor boxes',
        written: '3400930000281 | 1 | litre',
      },
    ]);

    // The export says the boxes under 'Quantity (boxes)', the UCD counted and the pack taken.
    const exported = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases/export',
      token: sub,
      headers: { 'accept-language': 'en' },
      payload: { format: 'csv', answer },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [header, ...rows] = parse(exported.body, { bom: true }) as string[][];
    expect(header!.slice(-2)).toEqual(['Dispensing units (UCD)', 'Pack taken']);
    const cells = (line: number) => {
      const row = rows.find((r) => r[0] === String(line))!;
      return {
        boxes: row[header!.indexOf('Quantity (boxes)')],
        ucd: row[header!.indexOf('Dispensing units (UCD)')],
        pack: row[header!.indexOf('Pack taken')],
      };
    };
    expect(cells(2)).toMatchObject({ boxes: '2', ucd: '56' });
    expect(cells(3)).toMatchObject({ boxes: '2.5', ucd: '250' });
    expect(cells(3).pack).toContain(`de 100 comprimé(s) (CIP13 ${BOX_100})`);
    expect(cells(4)).toMatchObject({ boxes: '3', ucd: '' });
  });

  it('takes the file’s unit from the buyer’s choice where a line has none', async () => {
    const res = await upload(main, '?unit=UCD');
    const answer = purchasesAnswerSchema.parse(res.json());
    const line5 = answer.lines.find((l) => l.line === 5)!;
    expect([line5.unit, line5.boxes]).toEqual(['UCD', Number((2.5 / 28).toFixed(6))]);
    expect(answer.errors.map((e) => e.line)).toEqual([6]);
    const bad = await upload(main, '?unit=litre');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('unit');
  });

  it('says the pack a CIS took with its choices, and matches the buyer’s choice again (rematch and basket, sub-user)', async () => {
    const answer = purchasesAnswerSchema.parse((await upload(sub)).json());
    const cisLine = answer.lines[1]!;
    expect(cisLine.pack).toEqual({
      cip13: BOX_100,
      label: 'plaquette(s) thermoformée(s) PVC-aluminium de 100 comprimé(s)',
      unitsPerBox: 100,
    });
    expect(cisLine.packChoices?.map((p) => p.cip13)).toEqual([BOX_28, BOX_100]);
    expect(answer.lines[0]!.packChoices).toBeUndefined();

    const chosen: PurchasesAnswer = structuredClone(answer);
    chosen.lines[1]!.pack = cisLine.packChoices![0]!;
    // A made-up figure sent with the choice is not kept: the server computes its own.
    chosen.lines[1]!.kgCO2e = 0.001;
    const rematched = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases/rematch',
      token: sub,
      headers: { 'accept-language': 'fr' },
      payload: { answer: chosen },
    });
    expect(rematched.statusCode, rematched.body).toBe(200);
    const again = purchasesAnswerSchema.parse(rematched.json());
    expect(again.lines[1]!.pack?.cip13).toBe(BOX_28);
    expect(again.lines[1]!.boxes).toBeCloseTo(250 / 28, 5);
    expect(again.lines[1]!.kgCO2e).toBeCloseTo((84 * 250) / 28 / 1000, 3);
    expect(again.errors[0]).toEqual({
      line: 5,
      message: 'la quantité 2,5 n’est pas un nombre entier de boîtes',
      reasons: answer.errors[0]!.reasons,
      written: '3400930000281 | 2,5',
    });

    const saved = await t.request({
      method: 'POST',
      url: '/api/medicine/baskets',
      token: sub,
      payload: { name: 'UCD', answer: chosen },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await t.request({
      method: 'GET',
      url: `/api/medicine/baskets/${saved.json().id}`,
      token: main,
    });
    const basket = purchasesAnswerSchema.parse(read.json().answer);
    expect(basket.lines[1]!.pack?.cip13).toBe(BOX_28);
    expect(basket.lines[1]!.kgCO2e).toBeCloseTo((84 * 250) / 28 / 1000, 3);
  });

  it('refuses the rematch to anonymous callers', async () => {
    const res = await t.request({ method: 'POST', url: '/api/medicine/purchases/rematch', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

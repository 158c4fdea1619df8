import { type Tender, tenderSchema } from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBdpmPresentations, parseBdpmPresentations } from '../src/features/medicines/bdpm';
import { importMedicineFile } from '../src/features/medicines/import';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { BOX_28, BOX_100, bdpmLine, CIS } from './helpers/bdpm-packs';
import { activatedSubUser } from './helpers/staff';

/**
 * Issue #38: a tender offer's units per box come from its pack in the medicine database (the BDPM
 * label), and a CIS with several packs says which pack was taken and which others there are.
 */

const offer = (o: Record<string, unknown>) => ({
  supplier: 'Lab',
  cip13: '',
  unitsPerBox: null,
  price: null,
  priceUnit: 'BOX',
  carbon: null,
  carbonUnit: 'BOX',
  carbonMethod: 'SCORE_CARBONE',
  otherPoints: null,
  ...o,
});

const body = {
  name: 'Antalgiques 2028',
  reference: 'AO-2028-001',
  weights: { price: 70, carbon: 30, other: 0 },
  lots: [
    {
      name: 'Lot 1',
      inn: 'PARACETAMOL',
      form: 'comprimé',
      strength: '500 mg',
      quantity: 1000,
      unit: 'UCD',
      offers: [
        // Its pack's label says 4 × 7 = 28 tablets; the database proposes 84 g per box.
        offer({ supplier: 'By CIP13', cip13: BOX_28, price: 5.6 }),
        // A CIS with two packs: the largest (100) is taken, both are offered as choices.
        offer({ supplier: 'By CIS', cip13: CIS, price: 15 }),
        // A count the bidder declares wins over the database's.
        offer({ supplier: 'Declared', cip13: CIS, unitsPerBox: 30, price: 6 }),
      ],
    },
  ],
};

describe('tender offers and the packs of the medicine database', () => {
  let t: TestApp;
  let main: string;
  let sub: string;

  beforeAll(async () => {
    t = await createTestApp();
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
    expect(parsed.rejected).toEqual([]);
    await importBdpmPresentations(t.database.db, parsed.rows);
    main = (await registerConfirmedClient(t)).accessToken;
    sub = await activatedSubUser(t, main);
  });
  afterAll(() => t.close());

  it('fills the units per box from the pack, and says which pack a CIS took (sub-user and main user alike)', async () => {
    const created = await t.request({ method: 'POST', url: '/api/tenders', token: sub, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Tender;
    const read = await t.request({ method: 'GET', url: `/api/tenders/${id}`, token: main });
    expect(read.statusCode).toBe(200);
    const offers = tenderSchema.parse(read.json()).lots[0]!.offers;

    expect(offers.map((o) => o.unitsPerBox)).toEqual([null, null, 30]);
    expect(offers.map((o) => o.unitsPerBoxUsed)).toEqual([28, 100, 30]);
    expect(offers[0]!.pricePerUnit).toBeCloseTo(0.2, 9);
    expect(offers[0]!.carbonPerUnit).toBeCloseTo(84 / 28, 9);
    expect(offers[1]!.pricePerUnit).toBeCloseTo(0.15, 9);
    expect(offers[1]!.carbonPerUnit).toBeCloseTo(0.84, 9);
    expect(offers[2]!.carbonPerUnit).toBeCloseTo(2.8, 9);
    expect(offers.flatMap((o) => o.flags)).not.toContain('UNITS_PER_BOX_MISSING');

    expect(offers[0]!.pack).toEqual({
      taken: {
        cip13: BOX_28,
        label: '4 plaquette(s) thermoformée(s) PVC-aluminium de 7 comprimé(s)',
        unitsPerBox: 28,
      },
      choices: [],
    });
    expect(offers[1]!.pack?.taken.cip13).toBe(BOX_100);
    expect(offers[1]!.pack?.choices.map((p) => [p.cip13, p.unitsPerBox])).toEqual([
      [BOX_28, 28],
      [BOX_100, 100],
    ]);
  });

  it('scores with the pack the buyer chose for a CIS', async () => {
    const created = (
      await t.request({ method: 'POST', url: '/api/tenders', token: main, payload: body })
    ).json() as Tender;
    const chosen = structuredClone(body);
    chosen.lots[0]!.offers[1]!.cip13 = BOX_28;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/tenders/${created.id}`,
      token: sub,
      payload: { ...chosen, revision: created.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offer = tenderSchema.parse(saved.json()).lots[0]!.offers[1]!;
    expect(offer.unitsPerBoxUsed).toBe(28);
    expect(offer.pricePerUnit).toBeCloseTo(15 / 28, 9);
    expect(offer.pack).toMatchObject({ taken: { cip13: BOX_28 }, choices: [] });
  });

  it('keeps a tender’s period (both dates or neither, in order), says it in the export, refuses a half or reversed one', async () => {
    const dated = { ...body, period: { from: '2028-01-01', to: '2028-12-31' } };
    const created = await t.request({ method: 'POST', url: '/api/tenders', token: sub, payload: dated });
    expect(created.statusCode, created.body).toBe(201);
    const tender = tenderSchema.parse(created.json());
    expect(tender.period).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    const read = tenderSchema.parse(
      (await t.request({ method: 'GET', url: `/api/tenders/${tender.id}`, token: main })).json(),
    );
    expect(read.period).toEqual(dated.period);
    // A tender saved before periods existed reads as none.
    const undated = tenderSchema.parse(
      (await t.request({ method: 'POST', url: '/api/tenders', token: main, payload: body })).json(),
    );
    expect(undated.period).toEqual({ from: null, to: null });

    const xlsx = await t.request({
      method: 'GET',
      url: `/api/tenders/${tender.id}/export?format=xlsx`,
      token: main,
      headers: { 'accept-language': 'fr' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.worksheets[0]!;
    expect([summary.getCell('A3').value, summary.getCell('B3').value]).toEqual([
      'Période',
      'Du 01/01/2028 au 31/12/2028',
    ]);

    for (const [period, message, field] of [
      [{ from: '2028-01-01', to: null }, 'Give both dates of the tender’s period, or neither.', 'period.to'],
      [{ from: '2028-12-31', to: '2028-01-01' }, 'The tender’s period ends before it starts.', 'period.to'],
      [{ from: '2028-02-30', to: '2028-03-01' }, 'Write the period’s dates as YYYY-MM-DD.', 'period.from'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/tenders',
        token: sub,
        payload: { ...body, period },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(JSON.stringify(res.json().fields)).toContain(field);
    }
  });

  it('says the pack taken for a CIS in the export, in the reader’s language', async () => {
    const { id } = (
      await t.request({ method: 'POST', url: '/api/tenders', token: sub, payload: body })
    ).json() as Tender;
    const xlsx = await t.request({
      method: 'GET',
      url: `/api/tenders/${id}/export?format=xlsx`,
      token: sub,
      headers: { 'accept-language': 'fr' },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lot 1')!;
    const rows = [5, 6, 7].map((r) => sheet.getRow(r));
    const bySupplier = new Map(rows.map((r) => [String(r.getCell(2).value), r]));
    expect(bySupplier.get('By CIS')!.getCell(3).value).toBe(
      `${CIS}, boîte retenue : ${BOX_100} (plaquette(s) thermoformée(s) PVC-aluminium de 100 comprimé(s))`,
    );
    expect(bySupplier.get('By CIS')!.getCell(4).value).toBe(100);
    expect(bySupplier.get('By CIP13')!.getCell(3).value).toBe(BOX_28);
    expect(bySupplier.get('By CIP13')!.getCell(4).value).toBe(28);
  });
});

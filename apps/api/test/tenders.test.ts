import { inflateSync } from 'node:zlib';
import { ean13CheckDigit, type Tender, tenderListSchema, tenderSchema } from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMedicineFile } from '../src/features/medicines/import';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, staffLogin } from './helpers/staff';

/** Issue #38: hospital tenders, the client account's, scored on price and carbon per dispensing unit. */

const cip13 = (() => {
  const first12 = '340093000001';
  return `${first12}${ean13CheckDigit(first12)}`;
})();

const offer = (o: Record<string, unknown>) => ({
  supplier: 'Lab',
  cip13: '',
  unitsPerBox: null,
  price: null,
  priceUnit: 'UCD',
  carbon: null,
  carbonUnit: 'UCD',
  carbonMethod: 'SCORE_CARBONE',
  otherPoints: null,
  ...o,
});

/**
 * The domain test's hand-computed lot (weights 60 / 30 / 10), with offer C's carbon proposed by
 * the medicine database: 90 g per box of 30 = 3 g per unit, so C now gets 30 × 1.6 ÷ 3 = 16 carbon
 * points: 45.6 + 16 + 10 = 71.6. Median of 2, 2.5, 3, 1.6 = 2.25; D (rank 1 with A, lower carbon)
 * saves (2.25 − 1.6) × 10,000 = 6,500 g.
 */
const body = {
  name: 'Antalgiques 2027',
  reference: 'AO-2027-014',
  weights: { price: 60, carbon: 30, other: 10 },
  lots: [
    {
      name: 'Lot 1',
      inn: 'PARACETAMOL',
      form: 'comprimé',
      strength: '500 mg',
      quantity: 10_000,
      unit: 'UCD',
      offers: [
        offer({
          supplier: 'Alpha',
          unitsPerBox: 28,
          price: 5.6,
          priceUnit: 'BOX',
          carbon: 56,
          carbonUnit: 'BOX',
          otherPoints: 10,
        }),
        offer({
          supplier: 'Beta',
          unitsPerBox: 30,
          price: 0.19,
          carbon: 75,
          carbonUnit: 'BOX',
          otherPoints: 10,
        }),
        offer({ supplier: 'Gamma', cip13, unitsPerBox: 30, price: 0.25, otherPoints: 10 }),
        offer({
          supplier: 'Delta',
          unitsPerBox: 28,
          price: 5.32,
          priceUnit: 'BOX',
          carbon: 1.6,
          carbonMethod: 'OTHER',
          otherPoints: 1,
        }),
      ],
    },
  ],
};

/** The words of a pdfkit file: its content streams inflated, the hex strings of each TJ joined. */
function pdfWords(pdf: Buffer): string {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      text.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return text.join(' ');
}

describe('hospital tenders', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  let other: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp();
    const imported = await importMedicineFile(
      t.database.db,
      [
        'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc',
        `t1;PARACETAMOL GAMMA 500 mg, comprimé;PARACETAMOL;tablet;90;0.7;0.25;0.05;61234567;${cip13};N02BE01`,
      ].join('\n'),
    );
    if (!imported.ok) throw new Error(JSON.stringify(imported.parsed.rejected));
    main = (await registerConfirmedClient(t)).accessToken;
    sub = await activatedSubUser(t, main);
    other = (await registerConfirmedClient(t)).accessToken;
    staff = await staffLogin(t);
  });
  afterAll(() => t.close());

  const create = (token: string | undefined, payload: object = body) =>
    t.request({ method: 'POST', url: '/api/tenders', token, payload });

  it('scores each offer per dispensing unit, with the database figure proposed where none is declared', async () => {
    const res = await create(main);
    expect(res.statusCode, res.body).toBe(201);
    const tender = tenderSchema.parse(res.json());
    const offers = tender.lots[0]!.offers;
    expect(offers.map((o) => o.carbonSource)).toEqual(['DECLARED', 'DECLARED', 'IMPORTED', 'DECLARED']);
    expect(offers.map((o) => o.carbonPerUnit)).toEqual([2, 2.5, 3, 1.6]);
    expect(offers[2]!.proposal).toMatchObject({ source: 'IMPORTED', gCO2ePerBox: 90 });
    const expected = [
      [0.2, 57, 24, 91, 1],
      [0.19, 60, 19.2, 89.2, 3],
      [0.25, 45.6, 16, 71.6, 4],
      [0.19, 60, 30, 91, 1],
    ];
    offers.forEach((o, i) => {
      const [perUnit, pricePoints, carbonPoints, total, rank] = expected[i]!;
      expect(o.pricePerUnit).toBeCloseTo(perUnit!, 9);
      expect(o.pricePoints).toBeCloseTo(pricePoints!, 9);
      expect(o.carbonPoints).toBeCloseTo(carbonPoints!, 9);
      expect(o.total).toBeCloseTo(total!, 9);
      expect(o.rank).toBe(rank);
    });
    expect(offers[2]!.flags).toEqual(['CARBON_PROPOSED']);
    expect(offers[3]!.flags).toEqual(['OTHER_METHOD']);
    expect(tender.lots[0]!.result.medianCarbonPerUnit).toBe(2.25);
    expect(tender.lots[0]!.result.bestOffer).toBe(3);
    expect(tender.lots[0]!.result.carbonSavedG).toBeCloseTo(6500, 6);
  });

  it('lets the main user and the sub-user list, open, save and delete; a stale save is a 409', async () => {
    const created = tenderSchema.parse((await create(sub)).json());
    const listed = await t.request({ method: 'GET', url: '/api/tenders', token: main });
    expect(listed.statusCode).toBe(200);
    const list = tenderListSchema.parse(listed.json());
    expect(list.find((x) => x.id === created.id)).toMatchObject({ lots: 1, offers: 4, revision: 0 });

    const opened = await t.request({ method: 'GET', url: `/api/tenders/${created.id}`, token: main });
    expect(opened.statusCode).toBe(200);

    const saved = await t.request({
      method: 'PUT',
      url: `/api/tenders/${created.id}`,
      token: main,
      payload: { ...body, revision: 0, weights: { price: 90, carbon: 0, other: 10 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = tenderSchema.parse(saved.json());
    expect(after.revision).toBe(1);
    // Price 90: Alpha 85.5 + 10, Beta 90 + 10, Gamma 68.4 + 10, Delta 90 + 1.
    expect(after.lots[0]!.offers.map((o) => o.rank)).toEqual([2, 1, 4, 3]);

    const stale = await t.request({
      method: 'PUT',
      url: `/api/tenders/${created.id}`,
      token: sub,
      payload: { ...body, revision: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_SAVE');

    const deleted = await t.request({ method: 'DELETE', url: `/api/tenders/${created.id}`, token: sub });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/tenders/${created.id}`, token: main })).statusCode,
    ).toBe(404);
  });

  it('hides a tender from another account (404), anonymous callers (401) and staff (403)', async () => {
    const { id } = (await create(main)).json() as Tender;
    const url = `/api/tenders/${id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...body, revision: 0 }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.request({ method, url, token: other, payload })).statusCode).toBe(404);
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
      expect((await t.request({ method, url, token: staff, payload })).statusCode).toBe(403);
    }
    expect(
      (await t.request({ method: 'GET', url: `${url}/export?format=pdf`, token: other })).statusCode,
    ).toBe(404);
    const otherList = await t.request({ method: 'GET', url: '/api/tenders', token: other });
    expect(otherList.json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/tenders' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/tenders', token: staff })).statusCode).toBe(403);
    expect((await create(staff)).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const lot = body.lots[0]!;
    const withOffer = (o: Record<string, unknown>) => ({
      ...body,
      lots: [{ ...lot, offers: [{ ...lot.offers[0], ...o }] }],
    });
    const cases: [object, string][] = [
      [{ ...body, weights: { price: 60, carbon: 30, other: 20 } }, 'weights'],
      [withOffer({ price: -1 }), 'lots.0.offers.0.price'],
      [withOffer({ unitsPerBox: 0 }), 'lots.0.offers.0.unitsPerBox'],
      [withOffer({ priceUnit: 'CARTON' }), 'lots.0.offers.0.priceUnit'],
      [{ ...body, lots: Array.from({ length: 201 }, () => ({ ...lot, offers: [] })) }, 'lots'],
      [
        { ...body, lots: [{ ...lot, offers: Array.from({ length: 51 }, () => lot.offers[0]) }] },
        'lots.0.offers',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await create(main, payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const unknownFormat = await t.request({
      method: 'GET',
      url: `/api/tenders/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/export?format=doc`,
      token: main,
    });
    expect(unknownFormat.statusCode).toBe(400);
  });

  it('exports the evaluation as XLSX and PDF in the reader’s language, read back', async () => {
    const { id } = (await create(main)).json() as Tender;
    const xlsx = await t.request({
      method: 'GET',
      url: `/api/tenders/${id}/export?format=xlsx`,
      token: main,
      headers: { 'accept-language': 'fr' },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Synthèse', 'Lot 1']);
    const summary = workbook.getWorksheet('Synthèse')!;
    expect(summary.getCell('A1').value).toBe('Analyse des offres : Antalgiques 2027');
    expect(summary.getCell('B3').value).toBe('Prix 60 %, empreinte carbone 30 %, autres critères 10 %');
    expect(String(summary.getCell('B4').value)).toContain('Points prix = pondération du prix');
    const lotSheet = workbook.getWorksheet('Lot 1')!;
    expect(lotSheet.getRow(4).getCell(1).value).toBe('Rang');
    // Best first: Alpha and Delta share rank 1.
    const rows = [5, 6, 7, 8].map((r) => lotSheet.getRow(r));
    expect(rows.map((r) => [r.getCell(1).value, r.getCell(2).value])).toEqual([
      [1, 'Alpha'],
      [1, 'Delta'],
      [3, 'Beta'],
      [4, 'Gamma'],
    ]);
    expect(rows[1]!.getCell(16).value).toBe(91);
    expect(rows[1]!.getCell(17).value).toBe(
      'Autre méthode que le score carbone : offre possiblement irrégulière',
    );
    expect(rows[3]!.getCell(12).value).toBe(
      'Base de médicaments (proposé) : PARACETAMOL GAMMA 500 mg, comprimé',
    );
    expect(rows[3]!.getCell(11).value).toBe(3);

    const pdf = await t.request({ method: 'GET', url: `/api/tenders/${id}/export?format=pdf`, token: sub });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const words = pdfWords(pdf.rawPayload);
    expect(words).toContain('Tender evaluation: Antalgiques 2027');
    expect(words).toContain('Price 60 %, carbon footprint 30 %, other criteria 10 %');
    expect(words).toContain('Other method than the score carbone: possibly irregular');
    expect(words).toContain('Delta');
  });
});

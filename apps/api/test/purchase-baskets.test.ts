import {
  PURCHASE_BASKETS_PER_CLIENT,
  type PurchasesAnswer,
  purchaseBasketSchema,
  purchasesAnswerSchema,
} from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseBaskets } from '../src/db/schema';
import { importMedicineFile } from '../src/features/medicines/import';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, staffLogin } from './helpers/staff';

/** Issue #25: purchase baskets are the client account's, shared by its sub-users, hidden from the rest. */

describe('purchase baskets', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  let other: string;
  let staff: string;
  let answer: ReturnType<typeof purchasesAnswerSchema.parse>;

  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
    const imported = await importMedicineFile(
      t.database.db,
      [
        'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc',
        'b1;AMOXICILLINE ARROW 500 mg, gélule;AMOXICILLINE;capsule;300;0.7;0.25;0.05;61234567;;J01CA04',
        'b2;AMOXICILLINE ZENTIVA 500 mg, gélule;AMOXICILLINE;capsule;100;0.7;0.25;0.05;61234568;;J01CA04',
      ].join('\n'),
    );
    if (!imported.ok) throw new Error(JSON.stringify(imported.parsed.rejected));
    main = (await registerConfirmedClient(t)).accessToken;
    sub = await activatedSubUser(t, main);
    other = (await registerConfirmedClient(t)).accessToken;
    staff = await staffLogin(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token: main,
      headers: { 'content-type': 'text/csv' },
      payload: 'code;quantity;supplier\n61234567;10;Grossiste A\n;3;\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    answer = purchasesAnswerSchema.parse(res.json());
  });
  afterAll(() => t.close());

  const save = (token: string, name: string, body: object = { name, answer }) =>
    t.request({ method: 'POST', url: '/api/medicine/baskets', token, payload: body });

  it('keeps the period a basket covers, and scales its savings from it on the server (issue #38)', async () => {
    // The same lines, said to cover 30 days: 10 boxes × 200 g less = 2 kg, × 365 ÷ 30 = 24.333 kg a year.
    const period = { from: '2026-01-01', to: '2026-01-30', days: 30 };
    const saved = await save(main, 'January', { name: 'January', answer: { ...answer, period } });
    expect(saved.statusCode, saved.body).toBe(201);
    const opened = purchaseBasketSchema.parse(
      (
        await t.request({ method: 'GET', url: `/api/medicine/baskets/${saved.json().id}`, token: main })
      ).json(),
    );
    expect(opened.answer.period).toEqual(period);
    expect(opened.answer.totals.possibleSavingKgCO2e).toBe(24.333);
    await t.request({ method: 'DELETE', url: `/api/medicine/baskets/${saved.json().id}`, token: main });
  });

  it('saves, lists, opens, renames and deletes a basket, shared by the sub-user', async () => {
    const saved = await save(main, '  Pharmacy 2025  ');
    expect(saved.statusCode, saved.body).toBe(201);
    const summary = saved.json();
    expect(summary).toMatchObject({
      name: 'Pharmacy 2025',
      lines: 1,
      kgCO2e: 3,
      createdBy: expect.any(String),
    });

    const listed = await t.request({ method: 'GET', url: '/api/medicine/baskets', token: sub });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((b: { id: string }) => b.id)).toEqual([summary.id]);

    const opened = await t.request({ method: 'GET', url: `/api/medicine/baskets/${summary.id}`, token: sub });
    expect(opened.statusCode).toBe(200);
    const basket = purchaseBasketSchema.parse(opened.json());
    expect(basket.answer).toEqual(answer);
    expect(basket.answer.lines[0]!.alternatives.map((a) => a.id)).toEqual(['b2']);

    // The sub-user saves one too: the main user sees it.
    const bySub = await save(sub, 'Ward B');
    expect(bySub.statusCode).toBe(201);
    const mainList = await t.request({ method: 'GET', url: '/api/medicine/baskets', token: main });
    expect(mainList.json().map((b: { name: string }) => b.name)).toEqual(['Ward B', 'Pharmacy 2025']);

    const renamed = await t.request({
      method: 'POST',
      url: `/api/medicine/baskets/${summary.id}/rename`,
      token: sub,
      payload: { name: 'Pharmacy 2025 (final)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Pharmacy 2025 (final)');

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/medicine/baskets/${summary.id}`,
      token: sub,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `/api/medicine/baskets/${summary.id}`, token: main });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Basket not found');
  });

  it('keeps a French user’s bad lines language-free: each read and export says them in its own language (issue #27)', async () => {
    const file = 'code;quantity\n61234567;10\n;3\n;x\nABC;-2,5\n';
    const upload = async (language: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases',
        token: main,
        headers: { 'content-type': 'text/csv', 'accept-language': language },
        payload: file,
      });
      expect(res.statusCode, res.body).toBe(200);
      return purchasesAnswerSchema.parse(res.json());
    };
    const [english, french] = [await upload('en'), await upload('fr-FR,fr;q=0.9')];
    const words = (errors: PurchasesAnswer['errors']) => errors.map(({ reasons: _r, ...line }) => line);
    expect(words(english.errors)).toEqual([
      { line: 3, message: 'no code and no name', written: '3' },
      { line: 4, message: 'no code and no name; quantity "x" is not a number', written: 'x' },
      {
        line: 5,
        message:
          'code "ABC" is neither a CIP13 (13 digits, valid check digit) nor a CIS (8 digits); quantity -2.5 must be above 0 and at most 1000000000',
        written: 'ABC | -2,5',
      },
    ]);
    expect(french.errors[1]!.message).toBe('ni code ni nom; la quantité "x" n’est pas un nombre');
    expect(french.errors[2]!.message).toContain('-2,5');
    // Issue #40: the answer carries each bad line's reasons as phrases, the same in either language.
    expect(french.errors.map((e) => e.reasons)).toEqual(english.errors.map((e) => e.reasons));
    expect(english.errors[1]!.reasons).toEqual([
      { key: 'medicines.purchasesFile.noCodeNoName', values: {} },
      { key: 'medicines.purchasesFile.quantityNotNumber', values: { quantity: 'x' } },
    ]);

    // A French user saves the answer as they read it, in French.
    const saved = await t.request({
      method: 'POST',
      url: '/api/medicine/baskets',
      token: main,
      headers: { 'accept-language': 'fr' },
      payload: { name: 'Pharmacie 2025', answer: french },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json();
    const open = async (language?: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/medicine/baskets/${id}`,
        token: sub,
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return purchaseBasketSchema.parse(res.json()).answer;
    };
    expect((await open()).errors).toEqual(english.errors);
    expect((await open('en-GB,en;q=0.9')).errors).toEqual(english.errors);
    expect((await open('fr')).errors).toEqual(french.errors);
    // Kept as phrases, not as the French words they were sent in.
    const [row] = await t.database.db.select().from(purchaseBaskets).where(eq(purchaseBaskets.id, id));
    const kept = (row!.answer as PurchasesAnswer).errors;
    expect(JSON.stringify(kept)).not.toContain('ni code ni nom');
    expect(kept[1]).toMatchObject({
      reasons: [
        { key: 'medicines.purchasesFile.noCodeNoName' },
        { key: 'medicines.purchasesFile.quantityNotNumber', values: { quantity: 'x' } },
      ],
    });

    // The basket exported as the screen does it: the answer it opened, in the page's language.
    const exportCsv = async (answer: PurchasesAnswer, language: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases/export',
        token: main,
        headers: { 'accept-language': language },
        payload: { format: 'csv', answer },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const englishCsv = await exportCsv(await open('en'), 'en');
    // Issue #38: the export's bad line says what the buyer wrote, in the input column, as written.
    expect(englishCsv).toMatch(/^5,"ABC \| -2,5",/m);
    expect(englishCsv).toContain('"no code and no name; quantity ""x"" is not a number"');
    expect(englishCsv).toContain('quantity -2.5 must be above 0');
    expect(englishCsv).not.toContain('ni code ni nom');
    const frenchCsv = await exportCsv(await open('fr'), 'fr');
    expect(frenchCsv).toContain('"ni code ni nom; la quantité ""x"" n’est pas un nombre"');
    expect(frenchCsv).not.toContain('no code and no name');
    // An answer still in French (read before the page's language changed) exports in English too.
    const switched = await exportCsv(french, 'en');
    expect(switched).toContain('"no code and no name; quantity ""x"" is not a number"');
    expect(switched).not.toContain('ni code ni nom');

    // The words sent are never read: a French answer whose words were changed is said from its phrases.
    const tampered = structuredClone(french);
    tampered.errors[1]!.message = 'made-up words';
    const reSaved = await t.request({
      method: 'POST',
      url: '/api/medicine/baskets',
      token: main,
      payload: { name: 'Pharmacie 2025 bis', answer: tampered },
    });
    expect(reSaved.statusCode, reSaved.body).toBe(201);
    const reOpened = await t.request({
      method: 'GET',
      url: `/api/medicine/baskets/${reSaved.json().id}`,
      token: main,
      headers: { 'accept-language': 'fr' },
    });
    expect(purchaseBasketSchema.parse(reOpened.json()).answer.errors).toEqual(french.errors);

    // Phrases a client sends are hostile input: at most 12 reasons (400), and a key that is not a bad
    // line's reason (here the catalogue's, yet another screen's) keeps only the words as sent.
    const many = structuredClone(french);
    many.errors[0]!.reasons = Array.from({ length: 13 }, () => ({
      key: 'medicines.purchasesFile.noCodeNoName',
      values: {},
    }));
    const refused = await t.request({
      method: 'POST',
      url: '/api/medicine/baskets',
      token: main,
      payload: { name: 'Too many reasons', answer: many },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const foreign = structuredClone(french);
    foreign.errors[0]!.reasons = [{ key: 'login.title', values: {} }];
    foreign.errors[1]!.reasons = [{ key: 'no.such.key', values: {} }];
    const rematched = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases/rematch',
      token: main,
      headers: { 'accept-language': 'en' },
      payload: { answer: foreign },
    });
    expect(rematched.statusCode, rematched.body).toBe(200);
    expect(rematched.json().errors.slice(0, 2)).toEqual([
      { line: 3, message: french.errors[0]!.message, written: '3' },
      { line: 4, message: french.errors[1]!.message, written: 'x' },
    ]);

    // A basket saved before issue #27 kept its reasons as plain text: shown as it was kept, in the
    // words it was said in (decision 0073: an old row without a phrase is never read back into keys).
    await t.database.db
      .update(purchaseBaskets)
      .set({
        answer: {
          ...(row!.answer as PurchasesAnswer),
          errors: [
            { line: 3, message: 'ni code ni nom' },
            { line: 4, message: 'a reason of other words' },
          ],
        },
      })
      .where(eq(purchaseBaskets.id, id));
    expect((await open('en')).errors).toEqual([
      { line: 3, message: 'ni code ni nom' },
      { line: 4, message: 'a reason of other words' },
    ]);
    expect((await open('fr')).errors[0]).toEqual({ line: 3, message: 'ni code ni nom' });
  });

  it('saves whole boxes only, yet still opens and exports an old basket holding a fraction of a box (issue #38)', async () => {
    const half = structuredClone(answer);
    half.lines[0]!.quantity = 2.5;
    const refused = await save(sub, 'Half', { name: 'Half', answer: half });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('quantity of boxes is a whole number');
    expect(JSON.stringify(refused.json().fields)).toContain('quantity');
    // In dispensing units a fraction is a count like any other.
    half.lines[0]!.unit = 'UCD';
    expect((await save(sub, 'Half UCD', { name: 'Half UCD', answer: half })).statusCode).toBe(201);

    // A basket saved before the rule, with 2.5 boxes stored, opens and exports as it was saved.
    const saved = await save(main, 'Old');
    const id = saved.json().id as string;
    const [row] = await t.database.db.select().from(purchaseBaskets).where(eq(purchaseBaskets.id, id));
    const old = structuredClone(row!.answer as PurchasesAnswer);
    old.lines[0]!.quantity = 2.5;
    delete old.lines[0]!.unit;
    await t.database.db.update(purchaseBaskets).set({ answer: old }).where(eq(purchaseBaskets.id, id));
    const opened = await t.request({ method: 'GET', url: `/api/medicine/baskets/${id}`, token: sub });
    expect(opened.statusCode, opened.body).toBe(200);
    const basket = purchaseBasketSchema.parse(opened.json());
    expect(basket.answer.lines[0]!.quantity).toBe(2.5);
    const exported = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases/export',
      token: sub,
      payload: { format: 'csv', answer: basket.answer },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('2.5');
  });

  it('hides a basket from another client (404), refuses anonymous callers (401) and staff (403)', async () => {
    const saved = await save(main, 'Private');
    const id = saved.json().id as string;

    for (const [method, url, payload] of [
      ['GET', `/api/medicine/baskets/${id}`, undefined],
      ['POST', `/api/medicine/baskets/${id}/rename`, { name: 'Mine now' }],
      ['DELETE', `/api/medicine/baskets/${id}`, undefined],
    ] as const) {
      const res = await t.request({ method, url, token: other, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherList = await t.request({ method: 'GET', url: '/api/medicine/baskets', token: other });
    expect(otherList.json()).toEqual([]);

    for (const [method, url] of [
      ['GET', '/api/medicine/baskets'],
      ['GET', `/api/medicine/baskets/${id}`],
      ['POST', '/api/medicine/baskets'],
      ['DELETE', `/api/medicine/baskets/${id}`],
    ] as const) {
      const anonymous = await t.request({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asStaff = await t.request({
        method,
        url,
        token: staff,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
    }
    // Still there for its account.
    const still = await t.request({ method: 'GET', url: `/api/medicine/baskets/${id}`, token: main });
    expect(still.json().name).toBe('Private');
  });

  it('stores the figures the server matches, never forged ones the browser sends (decision 0045)', async () => {
    const real = answer.lines[0]!;
    const forged = {
      ...answer,
      lines: [
        {
          ...real,
          // The cheaper medicine's id and figures under the code of the dearer one.
          medicineId: 'b2',
          medicineName: 'AMOXICILLINE ZENTIVA 500 mg, gélule',
          gCO2ePerBox: 1,
          kgCO2e: 0.01,
          alternatives: [],
        },
      ],
      totals: { ...answer.totals, kgCO2e: 0.01, possibleSavingKgCO2e: 999_999 },
      monetaryFactor: { kgCO2ePerKEur: 1, source: 'Made up' },
      isDemo: true,
    };
    const saved = await save(main, 'Forged', { name: 'Forged', answer: forged });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ lines: 1, kgCO2e: 3 });
    const opened = await t.request({
      method: 'GET',
      url: `/api/medicine/baskets/${saved.json().id}`,
      token: main,
    });
    // Exactly the answer of the upload: the match, the figures, the factor and its source.
    expect(purchaseBasketSchema.parse(opened.json()).answer).toEqual(answer);

    // Quantities are inputs, so they are bounded like the file's.
    for (const quantity of [0, -3, 2e9]) {
      const bad = { ...answer, lines: [{ ...real, quantity }] };
      expect((await save(main, 'bad quantity', { name: 'q', answer: bad })).statusCode).toBe(400);
    }
    const badPrice = { ...answer, lines: [{ ...real, unitPrice: 1e8 }] };
    expect((await save(main, 'bad price', { name: 'p', answer: badPrice })).statusCode).toBe(400);
  });

  it('matches a name line again by its name, and a priced unknown line by the monetary factor', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token: main,
      headers: { 'content-type': 'text/csv' },
      payload:
        'code;name;quantity;unit_price\n;AMOXICILLINE ZENTIVA 500 mg;4;\n3400930000007;AMOXICILLINE ARROW 500 mg;2;\n;INCONNU 5 mg;10;20\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = purchasesAnswerSchema.parse(res.json());
    expect(uploaded.lines.map((l) => l.matchLevel)).toEqual(['NAME', 'NAME', 'MONETARY']);
    const saved = await save(main, 'Names', { name: 'Names', answer: uploaded });
    expect(saved.statusCode, saved.body).toBe(201);
    const opened = await t.request({
      method: 'GET',
      url: `/api/medicine/baskets/${saved.json().id}`,
      token: main,
    });
    expect(purchaseBasketSchema.parse(opened.json()).answer).toEqual(uploaded);
    await t.request({ method: 'DELETE', url: `/api/medicine/baskets/${saved.json().id}`, token: main });
  });

  it('refuses unbounded or malformed input with 400, never 5xx', async () => {
    expect((await save(main, '')).statusCode).toBe(400);
    expect((await save(main, 'x'.repeat(121))).statusCode).toBe(400);
    const longInput = { ...answer, lines: [{ ...answer.lines[0]!, input: 'x'.repeat(501) }] };
    expect((await save(main, 'long', { name: 'long', answer: longInput })).statusCode).toBe(400);
    expect((await save(main, 'no answer', { name: 'no answer' })).statusCode).toBe(400);
    const badId = await t.request({ method: 'GET', url: '/api/medicine/baskets/not-a-uuid', token: main });
    expect(badId.statusCode).toBe(400);
  });

  it(`keeps at most ${PURCHASE_BASKETS_PER_CLIENT} baskets per account (409)`, async () => {
    const own = (await registerConfirmedClient(t)).accessToken;
    for (let i = 0; i < PURCHASE_BASKETS_PER_CLIENT; i += 1) {
      const res = await save(own, `Basket ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const refused = await save(own, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('delete one');
  });
});

describe('purchases export', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
    token = (await registerConfirmedClient(t)).accessToken;
  });
  afterAll(() => t.close());

  /** POST medicine/purchases with a CSV file's text: the basket's answer, as the client's upload reads it. */
  const readBasket = async (csv: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    return purchasesAnswerSchema.parse(res.json());
  };

  /** POST medicine/purchases/export: the answer as CSV or XLSX, in the language Accept-Language names. */
  const exportBasket = (
    answer: ReturnType<typeof purchasesAnswerSchema.parse>,
    format: 'csv' | 'xlsx',
    acceptLanguage?: string,
  ) =>
    t.request({
      method: 'POST',
      url: '/api/medicine/purchases/export',
      token,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { format, answer },
    });

  /** The workbook of an XLSX export. */
  const workbookOf = async (xlsx: { rawPayload: Buffer }) => {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    return book;
  };

  it('writes the lines, the monetary source and the bad lines as CSV, and the totals as XLSX', async () => {
    const answer = await readBasket(
      'name;quantity;unit_price;supplier\nINCONNU 5 mg;100;20;Grossiste B\n;3;;\n',
    );
    const csv = await exportBasket(answer, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body.replace(/^\uFEFF/, '');
    const rows = text.trim().split('\n');
    expect(rows[0]).toContain('Line,Input,Medicine,Match level');
    expect(rows[1]).toMatch(/^2,INCONNU 5 mg,,Monetary fallback,100,20,Grossiste B,,,1000,/);
    expect(rows[1]).toContain('Monetary fallback: 500 kgCO2e per k€');
    // The bad line's input: what the buyer wrote on it (issue #38).
    expect(rows[2]).toMatch(/^3,3,,BAD LINE,/);

    const xlsx = await exportBasket(answer, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const totals = (await workbookOf(xlsx)).getWorksheet('Totals')!;
    expect(totals.getRow(2).values).toEqual([undefined, 'Total', 'All lines', 1, 1]);
    const anonymous = await t.request({ method: 'POST', url: '/api/medicine/purchases/export', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes the export in the language of Accept-Language: French columns, notes and sheets, decimal commas (issue #27)', async () => {
    const priced = await readBasket(
      'name;quantity;unit_price;supplier\nINCONNU 5 mg;3;12,5;Grossiste B\n;3;;\n;x;;\n',
    );
    const csv = await exportBasket(priced, 'csv', 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe(
      'Ligne;Saisie;Médicament;Niveau de correspondance;Quantité (boîtes);Prix unitaire (EUR);Fournisseur;ATC;gCO2e par boîte;kgCO2e;Alternative moins émissive;Économie kgCO2e par an;Remarque;Unités de dispensation (UCD);Conditionnement retenu',
    );
    // 3 boxes at 12.50 € = 0.0375 k€, at 500 kgCO2e per k€: 18.75 kgCO2e, written with a comma.
    expect(rows[1]).toMatch(/^2;INCONNU 5 mg;;Repli monétaire;3;12,5;Grossiste B;;;18,75;;;/);
    expect(rows[1]).toContain(
      'Repli monétaire : 500 kgCO2e par k€. Source : ratio monétaire de l’ADEME pour les produits pharmaceutiques',
    );
    // Issue #39: the level and the source in French too, not the API's 'MONETARY' and English.
    expect(csv.body).not.toMatch(/MONETARY[^_]|monetary ratio|input-output/);
    expect(rows[2]).toMatch(/^3;3;;LIGNE ILLISIBLE;/);
    // A bad line's reasons, written in English when the file was read, each said in French.
    expect(rows[2]).toContain('ni code ni nom');
    expect(rows[3]).toMatch(/^4;x;;LIGNE ILLISIBLE;/);
    expect(rows[3]).toContain('"ni code ni nom; la quantité ""x"" n’est pas un nombre"');
    expect(csv.body).not.toContain('Monetary fallback');

    const xlsx = await exportBasket(priced, 'xlsx', 'fr');
    expect(xlsx.statusCode).toBe(200);
    const book = await workbookOf(xlsx);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Lignes', 'Totaux']);
    const totals = book.getWorksheet('Totaux')!;
    expect(totals.getRow(1).values).toEqual([undefined, 'Groupe', 'Clé', 'Lignes', 'tCO2e']);
    // Numbers stay numbers in a workbook: the reader's spreadsheet writes them its own way.
    expect(totals.getRow(2).values).toEqual([undefined, 'Total', 'Toutes les lignes', 1, 0.019]);
    const keys = totals.getColumn(2).values.filter((v): v is string => typeof v === 'string');
    expect(keys).toContain('Repli monétaire');
    expect(keys).not.toContain('MONETARY');
    expect(
      keys.some((key) => key.startsWith('ratio monétaire de l’ADEME pour les produits pharmaceutiques')),
    ).toBe(true);
    expect(book.getWorksheet('Lignes')!.getRow(1).getCell(1).value).toBe('Ligne');
  });
});

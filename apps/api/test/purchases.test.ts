import {
  ean13CheckDigit,
  MONETARY_FACTOR_CONFIGURED_SOURCE,
  purchasesAnswerSchema,
  sayPhrase,
} from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMedicineFile } from '../src/features/medicines/import';
import { applyDefaultUnit, badLinesIn, parsePurchasesFile } from '../src/features/purchasing/purchases-file';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { zipArchive } from './helpers/upload-files';

/** Issue #25: a purchases file read (parser tests) and matched (API tests, PGlite or TEST_DATABASE_URL). */

const cip = (cip7: string) => {
  const first12 = `34009${cip7}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};
const bytes = (text: string) => new TextEncoder().encode(text);
/** The reason a whole file is refused, in English, or null. */
const fileErrorOf = async (file: Uint8Array) => {
  const { fileError } = await parsePurchasesFile(file);
  return fileError && sayPhrase('en', fileError);
};

/** A bad line's number and message, what the reason tests compare (its `written` is checked apart). */
const said = (errors: { line: number; message: string }[]) =>
  errors.map(({ line, message }) => ({ line, message }));

describe('parsePurchasesFile', () => {
  it('reads ;, , and tab separators, quotes, a BOM, and decimal commas where the comma does not separate', async () => {
    const semicolon = await parsePurchasesFile(
      bytes(
        `\uFEFFCode;Désignation;Quantité;Prix unitaire;Fournisseur\r\n${cip('3000001')};"DOLIPRANE; 1000 mg";12;2,10;"Lab ""A"""\r\n`,
      ),
    );
    expect(semicolon.fileError).toBeNull();
    expect(badLinesIn('en', semicolon.errors)).toEqual([]);
    expect(semicolon.lines).toEqual([
      {
        line: 2,
        code: cip('3000001'),
        name: 'DOLIPRANE; 1000 mg',
        quantity: 12,
        unit: null,
        unitPrice: 2.1,
        supplier: 'Lab "A"',
      },
    ]);
    const comma = await parsePurchasesFile(
      bytes('name,quantity,unit_price\n"DOLIPRANE 1000 mg, comprimé",3,1.5\n"X 1 mg","1,5",\n'),
    );
    expect(comma.lines).toEqual([
      {
        line: 2,
        code: '',
        name: 'DOLIPRANE 1000 mg, comprimé',
        quantity: 3,
        unit: null,
        unitPrice: 1.5,
        supplier: null,
      },
    ]);
    // In a comma-separated file a decimal comma is refused rather than guessed.
    expect(said(badLinesIn('en', comma.errors))).toEqual([
      { line: 3, message: 'quantity "1,5" is not a number' },
    ]);
    const tab = await parsePurchasesFile(bytes('cis\tqte\n61234567\t4\n'));
    expect(tab.lines).toMatchObject([{ line: 2, code: '61234567', quantity: 4 }]);
  });

  it('reads French thousands separators, and refuses a fraction of a box with its line (issue #38)', async () => {
    const parsed = applyDefaultUnit(
      await parsePurchasesFile(
        bytes(
          'name;quantity;unit_price\nA 1 mg;1 200;1 200,50\nB 1 mg;2\u00a0500;3\nC 1 mg;1\u202f000;\nD 1 mg;2,5;\nE 1 mg;12 34;\n',
        ),
      ),
      'BOX',
    );
    expect(parsed.lines.map((l) => [l.line, l.quantity, l.unitPrice])).toEqual([
      [2, 1_200, 1_200.5],
      [3, 2_500, 3],
      [4, 1_000, null],
    ]);
    // Issue #38: each bad line keeps what the buyer wrote, as written.
    expect(parsed.errors.map((e) => [e.line, e.written])).toEqual([
      [5, 'D 1 mg | 2,5'],
      [6, 'E 1 mg | 12 34'],
    ]);
    expect(said(badLinesIn('en', parsed.errors))).toEqual([
      { line: 5, message: 'quantity 2.5 is not a whole number of boxes' },
      // Only groups of three digits are thousands: '12 34' is two numbers, not one.
      { line: 6, message: 'quantity "12 34" is not a number' },
    ]);
    expect(badLinesIn('fr', parsed.errors)[0]).toEqual({
      line: 5,
      message: 'la quantité 2,5 n’est pas un nombre entier de boîtes',
      // Issue #40: the reason's phrase goes with its words, for a basket or a rematch to say it.
      reasons: [{ key: 'medicines.purchasesFile.quantityNotWhole', values: { quantity: { decimal: 2.5 } } }],
      written: 'D 1 mg | 2,5',
    });
    // A comma-separated file keeps its points for decimals; its spaces group thousands too.
    const comma = await parsePurchasesFile(bytes('name,quantity,unit_price\nA 1 mg,1 200,1 200.50\n'));
    expect(comma.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([[1_200, 1_200.5]]);
  });

  it('decodes Windows-1252', async () => {
    const text = 'désignation;quantité\nGÉLULE 5 mg;2\n';
    const cp1252 = Uint8Array.from(
      [...text].map((c) => (c === 'é' ? 0xe9 : c === 'É' ? 0xc9 : c.charCodeAt(0))),
    );
    const parsed = await parsePurchasesFile(cp1252);
    expect(parsed.fileError).toBeNull();
    expect(parsed.lines).toMatchObject([{ name: 'GÉLULE 5 mg', quantity: 2 }]);
  });

  it('reports every bad line with its number and reason', async () => {
    const parsed = await parsePurchasesFile(
      bytes(
        'code;name;quantity;unit_price\n123;;1;\n;;2;\n;A 1 mg;0;\n;A 1 mg;x;\n;A 1 mg;1;cher\n;A 1 mg;1;\n',
      ),
    );
    // Issue #38: what the buyer wrote on each bad line, its blank cells left out.
    expect(parsed.errors.map((e) => e.written)).toEqual([
      '123 | 1',
      '2',
      'A 1 mg | 0',
      'A 1 mg | x',
      'A 1 mg | 1 | cher',
    ]);
    expect(said(badLinesIn('en', parsed.errors))).toEqual([
      {
        line: 2,
        message: 'code "123" is neither a CIP13 (13 digits, valid check digit) nor a CIS (8 digits)',
      },
      { line: 3, message: 'no code and no name' },
      { line: 4, message: 'quantity 0 must be above 0 and at most 1000000000' },
      { line: 5, message: 'quantity "x" is not a number' },
      { line: 6, message: 'unit price "cher" is not an amount in euros' },
    ]);
    expect(parsed.lines.map((l) => l.line)).toEqual([7]);
  });

  it('refuses a file without the needed columns, or beyond 20,000 lines', async () => {
    expect(await fileErrorOf(bytes('foo;bar\n1;2\n'))).toContain('quantity column');
    const big = `code;quantity\n${'61234567;1\n'.repeat(20_001)}`;
    expect(await fileErrorOf(bytes(big))).toBe('the file has more than 20000 purchase lines; split it');
    const ok = await parsePurchasesFile(bytes(`code;quantity\n${'61234567;1\n'.repeat(20_000)}`));
    expect(ok.lines).toHaveLength(20_000);
  });

  it('refuses a workbook that unpacks to a zip bomb before exceljs unpacks it, and a zip that is no workbook', async () => {
    const bomb = zipArchive([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      // 80 MB of zeros whose headers say 4 kB: only unpacking it tells.
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(80_000_000), declaredSize: 4096 },
    ]);
    expect(await fileErrorOf(new Uint8Array(bomb))).toContain('more than 60 MB');
    const notWorkbook = zipArchive([{ name: 'notes.txt', data: Buffer.from('hello') }]);
    expect(await fileErrorOf(new Uint8Array(notWorkbook))).toBe('the file is not a readable XLSX workbook');
  });

  it('reads the first sheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Achats');
    sheet.addRow(['CIP13', 'Quantité', 'Prix unitaire', 'Fournisseur']);
    sheet.addRow([cip('3000001'), 10, 2.5, 'Grossiste']);
    sheet.addRow(['oops', 1, null, null]);
    const parsed = await parsePurchasesFile(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(parsed.fileError).toBeNull();
    expect(parsed.lines).toEqual([
      {
        line: 2,
        code: cip('3000001'),
        name: '',
        quantity: 10,
        unit: null,
        unitPrice: 2.5,
        supplier: 'Grossiste',
      },
    ]);
    expect(parsed.errors).toMatchObject([{ line: 3 }]);
  });
});

describe('POST /api/medicine/purchases', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
    const imported = await importMedicineFile(
      t.database.db,
      [
        'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc',
        `a1;AMOXICILLINE ARROW 500 mg, gélule;AMOXICILLINE;capsule;300;0.7;0.25;0.05;61234567;${cip('3000001')};J01CA04`,
        'a2;AMOXICILLINE ZENTIVA 500 mg, gélule;AMOXICILLINE;capsule;100;0.7;0.25;0.05;61234568;;J01CA04',
        'd1;DOLIPRANE 1000 mg, comprimé;PARACETAMOL;tablet;1000;0.7;0.25;0.05;;;N02BE01',
        // The same name before its form, with a lower footprint: a name match takes the closest
        // name (d1's is shorter), never the lowest footprint (issue #38).
        'd2;DOLIPRANE 1000 mg, gélule à libération prolongée;PARACETAMOL;capsule;500;0.7;0.25;0.05;;;N02BE01',
      ].join('\n'),
    );
    if (!imported.ok) throw new Error(JSON.stringify(imported.parsed.rejected));
    token = (await registerConfirmedClient(t)).accessToken;
  });
  afterAll(() => t.close());

  const file = [
    'code;name;quantity;unit_price;supplier',
    `${cip('3000001')};;10;;Grossiste A`, // CIP13: 300 g × 10 = 3 kg, alternative a2 saves 2 kg
    '61234568;;5;;Grossiste B', // CIS: 100 g × 5 = 0.5 kg
    ';Doliprane 1000 mg;2;;Grossiste A', // NAME (the name before its form): 2 kg
    ';INCONNU 5 mg;100;20;Grossiste B', // MONETARY: 100 × 20 € = 2 k€, × 500 kgCO2e per k€ (ADEME) = 1,000 kg
    ';INCONNU 5 mg;1;;', // NONE
    ';;3;;', // bad line
  ].join('\n');

  it('matches CIP13, CIS, name, monetary and none, with totals, alternatives and every bad line', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = purchasesAnswerSchema.parse(res.json());
    expect(answer.lines.map((l) => [l.line, l.matchLevel, l.medicineId, l.kgCO2e])).toEqual([
      [2, 'CIP13', 'a1', 3],
      [3, 'CIS', 'a2', 0.5],
      [4, 'NAME', 'd1', 2],
      [5, 'MONETARY', null, 1_000],
      [6, 'NONE', null, null],
    ]);
    expect(answer.lines[0]!.alternatives).toEqual([
      {
        id: 'a2',
        name: 'AMOXICILLINE ZENTIVA 500 mg, gélule',
        carbon: 100,
        savingPerBox: 200,
        savingKgCO2ePerYear: 2,
        isDemo: false,
      },
    ]);
    expect(answer.errors).toEqual([
      {
        line: 7,
        message: 'no code and no name',
        reasons: [{ key: 'medicines.purchasesFile.noCodeNoName', values: {} }],
        written: '3',
      },
    ]);
    // The name fits d1 and d2: the closest was taken, and the line says how many fit.
    expect(answer.lines[2]).toMatchObject({ medicineId: 'd1', nameFits: 2 });
    expect(answer.lines[0]).not.toHaveProperty('nameFits');
    expect(res.headers['content-language']).toBe('en');
    expect(answer.totals.kgCO2e).toBeCloseTo(1_005.5, 6);
    expect(answer.totals.byMatchLevel).toEqual({
      CIP13: { lines: 1, kgCO2e: 3 },
      CIS: { lines: 1, kgCO2e: 0.5 },
      NAME: { lines: 1, kgCO2e: 2 },
      MONETARY: { lines: 1, kgCO2e: 1_000 },
      NONE: { lines: 1, kgCO2e: 0 },
    });
    expect(answer.totals.bySupplier).toEqual([
      { supplier: 'Grossiste B', lines: 2, kgCO2e: 1_000.5 },
      { supplier: 'Grossiste A', lines: 2, kgCO2e: 5 },
      { supplier: null, lines: 1, kgCO2e: 0 },
    ]);
    expect(answer.totals.byAtc).toEqual([
      { atc: null, lines: 2, kgCO2e: 1_000 },
      { atc: 'J01', lines: 2, kgCO2e: 3.5 },
      { atc: 'N02', lines: 1, kgCO2e: 2 },
    ]);
    expect(answer.totals.possibleSavingKgCO2e).toBe(2);
    // The buyer reads where the ratio comes from, never a developer's note.
    expect(answer.monetaryFactor).toEqual({
      kgCO2ePerKEur: 500,
      origin: 'ADEME',
      source:
        'ADEME monetary ratio for pharmaceuticals, 500 kgCO2e per k€ excluding VAT (Base Empreinte, from input-output tables; its edition is not yet confirmed)',
    });
    expect(res.body).not.toMatch(/PURCHASES_MONETARY_FACTOR|https?:/);
  });

  it('scales the savings a year from the period the file covers, and refuses a half-given or reversed period (issue #38)', async () => {
    const send = (query: string, withToken = true) =>
      t.request({
        method: 'POST',
        url: `/api/medicine/purchases${query}`,
        ...(withToken ? { token } : {}),
        headers: { 'content-type': 'text/csv' },
        payload: file,
      });
    const quarter = await send('?from=2026-01-01&to=2026-03-31');
    expect(quarter.statusCode, quarter.body).toBe(200);
    const answer = purchasesAnswerSchema.parse(quarter.json());
    expect(answer.period).toEqual({ from: '2026-01-01', to: '2026-03-31', days: 90 });
    // 10 boxes a quarter, 200 g less a box: 2 kg over the quarter, × 365 ÷ 90 = 8.111 kg a year.
    expect(answer.lines[0]!.alternatives[0]!.savingKgCO2ePerYear).toBe(8.111);
    expect(answer.totals.possibleSavingKgCO2e).toBe(8.111);
    // The footprint itself is what was bought in the period: unchanged.
    expect(answer.totals.kgCO2e).toBeCloseTo(1_005.5, 6);
    // Without a period the file is a year, and the answer says it has none.
    const year = purchasesAnswerSchema.parse((await send('')).json());
    expect(year.period).toBeNull();
    expect(year.totals.possibleSavingKgCO2e).toBe(2);

    for (const [query, field, message] of [
      ['?from=2026-01-01', 'to', 'Give both dates of the period, or neither.'],
      ['?from=2026-03-31&to=2026-01-01', 'to', 'The period ends before it starts.'],
      ['?from=2026-02-30&to=2026-03-31', 'from', 'Write the period’s dates as YYYY-MM-DD.'],
      ['?from=2020-01-01&to=2026-03-31', 'to', 'A period covers at most 1830 days.'],
    ] as const) {
      const res = await send(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
      expect(res.body, query).toContain(field);
    }
    // Who asks is checked before the query is read.
    expect((await send('?from=x', false)).statusCode).toBe(401);
  });

  it('accepts the same file as a multipart `file`', async () => {
    const boundary = 'x-purchases-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="achats.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(purchasesAnswerSchema.parse(res.json()).lines).toHaveLength(5);
  });

  /** A file whose every bad line has another reason, two with several (issue #27). */
  const badFile = [
    'code;name;quantity;unit_price',
    '123;;1;', // a code that is no code
    ';;;', // no code, no name, no quantity: two reasons
    ';A 1 mg;2000000000,5;cher', // a quantity out of range and a price that is no amount: two reasons
    ';A 1 mg;x;',
    `;${'B'.repeat(301)};1;`,
    ';A 1 mg;"2;3', // a quote never closed: this line and the rest are not read
  ].join('\n');
  const englishReasons = [
    { line: 2, message: 'code "123" is neither a CIP13 (13 digits, valid check digit) nor a CIS (8 digits)' },
    { line: 3, message: 'no code and no name; quantity is empty' },
    {
      line: 4,
      message:
        'quantity 2000000000.5 must be above 0 and at most 1000000000; unit price "cher" is not an amount in euros',
    },
    { line: 5, message: 'quantity "x" is not a number' },
    { line: 6, message: 'a text is longer than 300 characters' },
    { line: 7, message: 'a quoted field is never closed (missing "); the lines after it were not read' },
  ];
  const upload = (language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': 'text/csv', ...(language ? { 'accept-language': language } : {}) },
      payload: badFile,
    });

  it("says a bad line's reasons in English, word for word, by default and for Accept-Language en (issue #27)", async () => {
    for (const language of [undefined, 'en-GB,en;q=0.9']) {
      const res = await upload(language);
      expect(res.statusCode, res.body).toBe(200);
      const { errors } = purchasesAnswerSchema.parse(res.json());
      expect(said(errors)).toEqual(englishReasons);
      // What the buyer wrote, kept as written, a line longer than 300 characters cut with '…'.
      expect(errors[0]!.written).toBe('123 | 1');
      expect(errors[3]!.written).toBe('A 1 mg | x');
      expect(errors[4]!.written).toHaveLength(300);
      expect(errors[4]!.written!.endsWith('…')).toBe(true);
    }
  });

  it("says each of a bad line's reasons in French for Accept-Language fr, joined with '; ' (issue #27)", async () => {
    const res = await upload('fr-FR,fr;q=0.9,en;q=0.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    expect(said(purchasesAnswerSchema.parse(res.json()).errors)).toEqual([
      {
        line: 2,
        message:
          'le code "123" n’est ni un CIP13 (13 chiffres, clé de contrôle valide) ni un CIS (8 chiffres)',
      },
      { line: 3, message: 'ni code ni nom; la quantité est vide' },
      {
        line: 4,
        message:
          'la quantité 2000000000,5 doit être supérieure à 0 et au plus égale à 1000000000; le prix unitaire "cher" n’est pas un montant en euros',
      },
      { line: 5, message: 'la quantité "x" n’est pas un nombre' },
      { line: 6, message: 'un texte dépasse 300 caractères' },
      {
        line: 7,
        message:
          'un champ entre guillemets n’est jamais fermé (" manquant); les lignes suivantes n’ont pas été lues',
      },
    ]);
  });

  it('answers 401 without a session, 415 for another body, 400 for an unreadable file', async () => {
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      payload: { file },
    });
    expect(json.statusCode).toBe(415);
    const bad = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': 'text/csv' },
      payload: 'a;b\n1;2\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('quantity column');
  });

  /** Files refused whole, with the 400's message in each language (issue #27). */
  const refusedFiles = [
    {
      payload: '\n\n',
      en: 'The purchases file cannot be read: the file is empty: it needs a header line (code or name, quantity) and purchases',
      fr: 'Le fichier des achats ne peut pas être lu : le fichier est vide : il lui faut une ligne d’en-tête (code ou nom, quantité) et des achats',
    },
    {
      payload: 'a;b\n1;2\n',
      en: 'The purchases file cannot be read: line 1: the header needs a quantity column and a code or name column (e.g. code;name;quantity;unit_price;supplier)',
      fr: 'Le fichier des achats ne peut pas être lu : ligne 1\u00a0: l’en-tête doit avoir une colonne quantité et une colonne code ou nom (par ex. code;nom;quantité;prix_unitaire;fournisseur)',
    },
  ];
  const refuse = (payload: string, language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      headers: { 'content-type': 'text/csv', ...(language ? { 'accept-language': language } : {}) },
      payload,
    });

  it('refuses an empty file or one without the needed header in English, word for word, by default and for en (issue #27)', async () => {
    for (const { payload, en } of refusedFiles) {
      for (const language of [undefined, 'en']) {
        const res = await refuse(payload, language);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ message: en, code: 'BAD_REQUEST' });
        expect(res.json().said.key).toBe('medicines.purchasesFile.refused');
      }
    }
  });

  it('refuses an empty file or one without the needed header in French for Accept-Language fr (issue #27)', async () => {
    for (const { payload, fr } of refusedFiles) {
      const res = await refuse(payload, 'fr-FR,fr;q=0.9');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-language']).toBe('fr');
      expect(res.json()).toMatchObject({ message: fr, code: 'BAD_REQUEST' });
    }
  });

  it('counts one search per file towards the fair-use limit; a configured factor says so in its source', async () => {
    const limited = await createTestApp({
      MEDICINE_SEARCHES_PER_MINUTE: '1',
      PURCHASES_MONETARY_FACTOR: '300',
    });
    try {
      const own = (await registerConfirmedClient(limited)).accessToken;
      const send = () =>
        limited.request({
          method: 'POST',
          url: '/api/medicine/purchases',
          token: own,
          headers: { 'content-type': 'text/csv' },
          payload: file,
        });
      const first = await send();
      expect(first.statusCode).toBe(200);
      const answer = purchasesAnswerSchema.parse(first.json());
      expect(answer.monetaryFactor).toEqual({
        kgCO2ePerKEur: 300,
        source: MONETARY_FACTOR_CONFIGURED_SOURCE,
        origin: 'SERVER',
      });
      expect(answer.lines.find((l) => l.matchLevel === 'MONETARY')?.kgCO2e).toBe(600);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 180_000);
});

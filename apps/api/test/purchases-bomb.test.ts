import { PURCHASES_MAX_BYTES, PURCHASES_MAX_LINES, phrase, sayPhrase } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../src/features/purchasing/purchases-file';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartForm } from './helpers/upload-files';
import { bombWorkbook } from './helpers/xlsx-bomb';

/**
 * Issue #35: an XLSX bomb within the caps (5.8 MB on the wire, a 59 MB sheet of 43,009 rows)
 * answered 400 after 23 s of the whole workbook in memory. The sheet is now read as a stream that
 * stops one row past the line limit, in a worker thread: the bomb is refused with the line limit's
 * message, having read no more than the limit's rows.
 */

let t: TestApp;
let token: string;
let bomb: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerConfirmedClient(t)).accessToken;
  bomb = bombWorkbook();
});
afterAll(() => t?.close());

describe('an XLSX bomb within the caps (issue #35)', () => {
  it('is within the caps: a few MB on the wire, about 59 MB unpacked', () => {
    expect(bomb.length).toBeGreaterThan(4_000_000);
    expect(bomb.length).toBeLessThan(PURCHASES_MAX_BYTES);
  });

  it('is read one row past the line limit, never further', async () => {
    const rows = await readFirstSheet(new Uint8Array(bomb));
    if (!Array.isArray(rows)) throw new Error(`not read: ${rows}`);
    // The header, the limit's lines and one more, of the sheet's 43,009.
    expect(rows).toHaveLength(PURCHASES_MAX_LINES + 2);
    expect(rows.at(-1)!.line).toBe(PURCHASES_MAX_LINES + 2);
    expect(rows[1]!.fields[0]).toBe('61234567');
  }, 120_000);

  it('is refused with the line limit message through the API', async () => {
    const form = multipartForm([
      {
        name: 'file',
        file: {
          filename: 'bomb.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data: bomb,
        },
      },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token,
      ...form,
    });
    expect(res.statusCode, res.body).toBe(400);
    const tooMany = sayPhrase(
      'en',
      phrase('medicines.purchasesFile.tooManyLines', { max: PURCHASES_MAX_LINES }),
    );
    expect(res.json().message).toContain(tooMany);
  }, 180_000);
});

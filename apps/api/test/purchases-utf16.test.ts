import { purchasesAnswerSchema } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #35, low: a purchases file saved by Excel as 'Unicode text' (UTF-16 little-endian with a
 * byte order mark, tab-separated) was not decoded. It is read as the same file in UTF-8 is.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

const text = 'name\tquantity\tunit_price\tsupplier\nINCONNU 5 mg\t3\t12,5\tGrossiste Électra\n';

function upload(bytes: Buffer) {
  const boundary = 'x-utf16-boundary';
  return t.request({
    method: 'POST',
    url: '/api/medicine/purchases',
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="achats.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('POST /api/medicine/purchases with a UTF-16 file', () => {
  it.each([
    ['UTF-16LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['UTF-16BE', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
  ])('reads %s with its byte order mark as the UTF-8 file', async (_name, bytes) => {
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    const utf8 = await upload(Buffer.from(text, 'utf8'));
    const answer = purchasesAnswerSchema.parse(res.json());
    expect(answer.lines).toEqual(purchasesAnswerSchema.parse(utf8.json()).lines);
    expect(answer.lines[0]).toMatchObject({
      input: 'INCONNU 5 mg',
      quantity: 3,
      supplier: 'Grossiste Électra',
    });
  });
});

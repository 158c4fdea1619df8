import { footprintEstimateMessages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissionFactors } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { staffLogin } from './helpers/staff';
import { multipartForm } from './helpers/upload-files';

/**
 * Issue #35, low: a NUL in a cell of the provider's factor file answered 500 (PostgreSQL stores no
 * NUL). The line is refused with its number, and nothing is imported. On PGlite and PostgreSQL.
 */

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
});
afterAll(() => t.close());

const header =
  'kind,key,name,unit,value,geography,source,licence,year,dqr_technological,dqr_geographical,dqr_temporal';
const row = (name: string) =>
  `material,123-30-8,${name},kgCO2e/kg,12.5,GLO,Licensed LCA,Provider licence,2024,2,3,2`;

describe('POST /api/admin/factors/import with a NUL in a cell', () => {
  it('answers 400 naming the line, and imports nothing', async () => {
    const csv = [header, row('4-aminophenol'), row('acetic\u0000anhydride')].join('\n');
    const form = multipartForm([
      { name: 'file', file: { filename: 'factors.csv', contentType: 'text/csv', data: Buffer.from(csv) } },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/admin/factors/import', token: staff, ...form });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FACTOR_IMPORT_REFUSED',
      message: footprintEstimateMessages.importRefused,
      rejected: [{ line: 3, reasons: [expect.stringContaining('NUL character')] }],
    });
    expect(await t.database.db.select().from(emissionFactors)).toEqual([]);
  });
});

import {
  footprintEstimateSchema,
  fr,
  MAX_LISTED_DATA_GAPS,
  MAX_SECOND_PART_ROWS,
  massBalanceMessages,
} from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeSecondPart } from '../../../packages/footprint/src/testing';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #35 'one client can make the server unresponsive for everyone': the bounds of the
 * preliminary estimate through the API, on PGlite and PostgreSQL. The lines of a second part are
 * bounded at the save, a second part stored before the bound is refused before any work, and the
 * answer lists the first data gaps with their count.
 */

let t: TestApp;
let staff: string;
let main: { email: string; accessToken: string };
let clientId: string;

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, token, headers });

async function footprintWith(rows: number, status: 'DRAFT2' | 'ONGOING2' = 'DRAFT2') {
  const part = largeSecondPart({ nodes: 295, rows });
  return insertProject(t, {
    clientId,
    kind: 'CARBON',
    status,
    name: `Large route ${rows}`,
    document: { tree: part.document.tree, substances: part.document.substances },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
});
afterAll(() => t?.close());

describe('the bounds of the estimate (issue #35)', () => {
  it('refuses to save a second part beyond the line bound, naming the field', async () => {
    const id = await footprintWith(10);
    const part = largeSecondPart({ nodes: 295, rows: MAX_SECOND_PART_ROWS + 1 });
    const res = await t.request({
      method: 'POST',
      url: `/api/carbon/second_part/update/${id}`,
      token: main.accessToken,
      payload: { substances: part.document.substances, revision: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.substances).toBe(massBalanceMessages.tooManyLines);
  });

  it("answers 409 for the probe's 2 MB second part stored before the bound, in the reader's language", async () => {
    const id = await footprintWith(81_600);
    const res = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: massBalanceMessages.tooManyLines,
      code: 'SECOND_PART_TOO_LARGE',
      said: { key: 'footprints.mb.message.tooManyLines', values: {} },
    });
    const french = await get(staff, `/api/admin/carbon/${id}/estimate`, { 'accept-language': 'fr' });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toBe(fr['footprints.mb.message.tooManyLines']);
    expect(french.json().message).not.toBe(massBalanceMessages.tooManyLines);
  });

  it('lists the first data gaps of a second part at the bound, counts them all, and stays small', async () => {
    const id = await footprintWith(MAX_SECOND_PART_ROWS);
    const res = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(res.statusCode).toBe(200);
    const estimate = footprintEstimateSchema.parse(res.json());
    expect(estimate.dataGaps).toHaveLength(MAX_LISTED_DATA_GAPS);
    expect(estimate.dataGapCount).toBeGreaterThan(MAX_LISTED_DATA_GAPS);
    expect(estimate.iterations).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThan(150_000);
    // A worker thread's first start compiles its modules: long on a busy machine.
  }, 120_000);
});

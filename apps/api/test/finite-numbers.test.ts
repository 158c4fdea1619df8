import { footprintEstimateMessages, massBalanceMessages } from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeTree } from './helpers/projects';
import { clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #35, 'non-finite numbers': forty-digit quantities (a product weight of 0.000…01 and raw
 * materials of forty nines, in two chained reactions) gave an estimate of 1e158 ± Infinity, whose
 * adoption committed before answering 500, and every read of the footprint failed from then on.
 * Such figures are now refused with the field's message, and an estimate out of range is neither
 * answered nor adopted (nothing written). On PGlite and PostgreSQL.
 */

let t: TestApp;
let staff: string;
let main: { email: string; accessToken: string };
let clientId: string;

const FORTY_NINES = '9'.repeat(40);
/** 0.000…01 in forty characters: one significant digit, 1e-38. */
const TINY = `0.${'0'.repeat(37)}1`;

/** The route of completeTree, its two reactions' figures as given. */
function secondPart(productWeight: string, rawMaterialWeight: string) {
  const reaction = (precursor: string) => ({
    molecularWeight: '151.16',
    weightPerBatch: productWeight,
    dataUnknown: false,
    productBy: {
      processType: 'ChemicalReaction',
      carbonReactionRawMaterials: Array.from({ length: 9 }, (_, i) => ({
        name: `${precursor} ${i + 1}`,
        cas: '123-30-8',
        productionPlace: 'Asia',
        molecularWeight: '109.13',
        weightPerBatch: rawMaterialWeight,
      })),
    },
  });
  return { plants: [], substances: [reaction('4-aminophenol'), reaction('4-nitrophenol')] };
}

async function footprint(status: 'DRAFT2' | 'CHECK2', document: Record<string, unknown>) {
  return insertProject(t, {
    clientId,
    kind: 'CARBON',
    status,
    name: `Forty digits ${status}`,
    document: { cas: '103-90-2', tree: completeTree('Paracetamol API'), ...document },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
});
afterAll(() => t.close());

describe('POST /api/carbon/second_part/update/{id} with absurd figures', () => {
  const save = (id: string, body: object, language?: string) =>
    t.request({
      method: 'POST',
      url: `/api/carbon/second_part/update/${id}`,
      token: main.accessToken,
      payload: { revision: 0, ...body },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  it("refuses the issue's forty-digit figures with each field's message, and stores nothing", async () => {
    const id = await footprint('DRAFT2', {});
    const res = await save(id, secondPart(TINY, FORTY_NINES));
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(fields['substances.0.weightPerBatch']).toBe(massBalanceMessages.outOfRange('Weight per Batch'));
    expect(fields['substances.1.productBy.carbonReactionRawMaterials.8.weightPerBatch']).toBe(
      massBalanceMessages.line(9, massBalanceMessages.tooManyDigits('Weight per Batch')),
    );
    const [stored] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(stored!.revision).toBe(0);
    expect(stored!.document.substances).toBeUndefined();
  });

  it('says so in French to a French reader', async () => {
    const id = await footprint('DRAFT2', {});
    const res = await save(id, secondPart(TINY, '1'), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['substances.0.weightPerBatch']).toBe(
      'Le champ « Masse par lot » vaut 0 ou de 0,000001 à 1000000000',
    );
  });

  it('refuses an input more than 100,000 times heavier than the product, and keeps plausible figures', async () => {
    const id = await footprint('DRAFT2', {});
    const heavy = await save(id, secondPart('0.001', '1000'));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().fields['substances.0.productBy.carbonReactionRawMaterials.0.weightPerBatch']).toBe(
      massBalanceMessages.line(1, massBalanceMessages.tooHeavy('Weight per Batch')),
    );
    // Fifteen significant digits, a milligram, a million tonnes and zero are all figures a balance holds.
    const plausible = await save(id, secondPart('0.000001', '0'));
    expect(plausible.statusCode, plausible.body).toBe(200);
    const large = await save(id, { ...secondPart('1000000000', '123456789.012345'), revision: 1 });
    expect(large.statusCode, large.body).toBe(200);
  });
});

describe('an estimate out of range (a document stored before the bounds)', () => {
  it('answers 409 with its message, for the client and staff, and never a 500', async () => {
    const id = await footprint('CHECK2', secondPart(TINY, FORTY_NINES));
    for (const url of [`/api/carbon/${id}/estimate`, `/api/admin/carbon/${id}/estimate`]) {
      const token = url.startsWith('/api/admin') ? staff : main.accessToken;
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        message: footprintEstimateMessages.outOfRange,
        code: 'ESTIMATE_OUT_OF_RANGE',
        said: { key: 'footprints.estimate.outOfRange', values: {} },
      });
    }
  });

  it('refuses to adopt it, with nothing committed: no result, no audit row', async () => {
    const id = await footprint('CHECK2', secondPart(TINY, FORTY_NINES));
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/carbon/${id}/estimate/adopt`,
      token: staff,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('ESTIMATE_OUT_OF_RANGE');
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row!.footprintValue).toBeNull();
    expect(row!.footprintUncertainty).toBeNull();
    expect(row!.footprintDetails).toBeNull();
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, id), eq(auditLog.action, 'project.footprint_estimate_adopted')));
    expect(audited).toEqual([]);
    // The footprint still reads: the second part and the staff's view of it.
    expect(
      (await t.request({ method: 'GET', url: `/api/carbon/second_part/${id}`, token: main.accessToken }))
        .statusCode,
    ).toBe(200);
  });
});

import {
  medicineDetailSchema,
  medicineFootprintEstimateSchema,
  medicineFootprintMessages,
  medicineInfoSchema,
  medicinePosts,
  purchasesAnswerSchema,
  serverMessages,
} from '@pharmatrace/domain';
import { MEDICINE_METHOD_VERSION } from '@pharmatrace/footprint';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, medicines, projects } from '../src/db/schema';
import { importMedicineFile } from '../src/features/medicines/import';
import { StudyCarbonFigures } from '../src/features/purchasing/carbon-proposals';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #37: the medicine footprint study through the API, on PGlite and PostgreSQL: its CRUD
 * through the shared project store with the access rules (another client 404, anonymous 401, staff
 * everywhere), the stale save, bad input named by field, the estimate (its API footprint by
 * reference), staff's moves, adoption and publication into the medicine database, and what reads
 * the database then: the product page, a purchases file and a tender's proposal.
 */

let t: TestApp;
let staff: string;
let main: { email: string; accessToken: string };
let clientId: string;
let sub: string;
let other: { email: string; accessToken: string };
/** A completed API footprint of `main`'s client, its result 50 ± 10 kgCO2e per kg. */
let apiFootprintId: string;

const CIS = '60234100';
/** 34009 30000001 and its EAN-13 check digit (3·1 + 4·3 + 9·1 + 3·3 + 1·3 = 36 → 4). */
const CIP13 = '3400930000014';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  token: string | undefined,
  url: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

/** The tablet: paracetamol 500 mg, 16 per box, PVC/aluminium blister and a carton. */
function paracetamolStudy(carbonFootprintId: string) {
  return {
    name: 'Paracetamol 500 mg tablets',
    cis: CIS,
    cip13: [CIP13],
    form: 'TABLET',
    unitsPerBox: 16,
    actives: [{ name: 'Paracetamol', cas: '103-90-2', mgPerUnit: 500, carbonFootprintId }],
    excipients: [{ name: 'Maize starch', mgPerUnit: 60, productionPlace: 'Europe' }],
    energyKWhPer1000Units: 2,
    packaging: [
      { level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 },
      { level: 'PRIMARY', material: 'ALUMINIUM', gramsPerBox: 1.5 },
      { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 12 },
    ],
    transport: [{ mode: 'SEA', km: 9_000 }],
    coldChain: false,
  };
}

async function completedApiFootprint(ownerClientId: string, value: number, uncertainty: number) {
  const id = await insertProject(t, {
    clientId: ownerClientId,
    kind: 'CARBON',
    status: 'COMPLETED',
    name: 'Paracetamol API',
  });
  await setApiResult(id, value, uncertainty);
  return id;
}

/** Staff's own result on the footprint (what adoption of its estimate writes, in kgCO2e/kg). */
async function setApiResult(id: string, value: number, uncertainty: number) {
  await t.database.db
    .update(projects)
    .set({ footprintValue: value, footprintUncertainty: uncertainty, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
  sub = await activatedSubUser(t, main.accessToken);
  other = await registerConfirmedClient(t);
  apiFootprintId = await completedApiFootprint(clientId, 50, 10);
});
afterAll(() => t.close());

async function createStudy(token: string, body: object = paracetamolStudy(apiFootprintId)) {
  const res = await call('POST', token, '/api/medicine_footprints', body);
  expect(res.statusCode, res.body).toBe(201);
  return medicineDetailSchema.parse(res.json());
}

describe('the study through the shared project store', () => {
  it('creates, reads, saves with its revision, lists and deletes a draft', async () => {
    const created = await createStudy(main.accessToken);
    expect(created).toMatchObject({ status: 'DRAFT', revision: 0, name: 'Paracetamol 500 mg tablets' });

    const read = await call('GET', sub, `/api/medicine_footprints/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unitsPerBox: 16, cip13: [CIP13], form: 'TABLET' });

    const saved = await call('PUT', main.accessToken, `/api/medicine_footprints/${created.id}`, {
      revision: 0,
      name: 'Paracetamol 500 mg tablets',
      unitsPerBox: 8,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, unitsPerBox: 8, form: 'TABLET' });

    // Stale: someone saved since revision 0. Nothing is written.
    const stale = await call('PUT', sub, `/api/medicine_footprints/${created.id}`, {
      revision: 0,
      name: 'Lost',
      unitsPerBox: 30,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_SAVE');
    expect(
      (await call('GET', main.accessToken, `/api/medicine_footprints/${created.id}`)).json(),
    ).toMatchObject({ unitsPerBox: 8, revision: 1 });

    const list = await call('GET', main.accessToken, '/api/medicine_footprints');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toContain(created.id);
    expect((await call('GET', other.accessToken, '/api/medicine_footprints')).json()).toEqual([]);

    const deleted = await call('DELETE', main.accessToken, `/api/medicine_footprints/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', main.accessToken, `/api/medicine_footprints/${created.id}`)).statusCode).toBe(
      404,
    );
  });

  it('answers another client 404, anonymous 401, a client on the staff calls 403, and staff every study', async () => {
    const study = await createStudy(main.accessToken);
    const url = `/api/medicine_footprints/${study.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, { revision: 0, name: 'x' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/submit`, { revision: 0 }],
      ['GET', `${url}/estimate`, undefined],
    ] as const) {
      expect((await call(method, other.accessToken, path, body)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(method, undefined, path, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call('POST', undefined, '/api/medicine_footprints', { name: 'x' })).statusCode).toBe(401);
    const admin = `/api/admin/medicine_footprints/${study.id}`;
    expect((await call('GET', main.accessToken, admin)).statusCode).toBe(403);
    expect((await call('POST', main.accessToken, `${admin}/publish`)).statusCode).toBe(403);
    const staffRead = await call('GET', staff, admin);
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.json()).toMatchObject({ id: study.id, client: { id: clientId }, unitsPerBox: 16 });
    expect(
      (await call('GET', staff, '/api/admin/medicine_footprints'))
        .json()
        .items.map((r: { id: string }) => r.id),
    ).toContain(study.id);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const base = paracetamolStudy(apiFootprintId);
    const refused = async (body: object, field: string, message?: string) => {
      const res = await call('POST', main.accessToken, '/api/medicine_footprints', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    };
    await refused({ ...base, unitsPerBox: 0 }, 'unitsPerBox', medicineFootprintMessages.unitsPerBox);
    await refused({ ...base, form: 'SUPPOSITORY' }, 'form', medicineFootprintMessages.formUnknown);
    // 3,100 mg in one tablet: heavier than a tablet can be (MAX_MG_PER_UNIT.TABLET = 3,000).
    await refused(
      { ...base, actives: [{ ...base.actives[0], mgPerUnit: 3_100 }] },
      'actives.0.mgPerUnit',
      medicineFootprintMessages.unitTooHeavy,
    );
    await refused({ ...base, excipients: [{ name: 'Starch', mgPerUnit: -5 }] }, 'excipients.0.mgPerUnit');
    // A figure the client gives that is refused is a 400 on its exact field, never dropped silently.
    await refused(
      {
        ...base,
        actives: [{ name: 'Paracetamol', mgPerUnit: 500, valueKgPerKg: -1, uncertainty: 1, source: 'EPD' }],
      },
      'actives.0.valueKgPerKg',
      medicineFootprintMessages.activeFigure,
    );
    // An active is held to the source its keys name: each bad sub-field is named, not `actives.N`.
    const onlyField = async (active: object, field: string, message: string) => {
      const res = await call('POST', main.accessToken, '/api/medicine_footprints', {
        ...base,
        actives: [base.actives[0], active],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields, res.body).toEqual({ [field]: message });
    };
    await onlyField(
      { ...base.actives[0], mgPerUnit: -5 },
      'actives.1.mgPerUnit',
      medicineFootprintMessages.mgPerUnit,
    );
    await onlyField(
      { name: 'Caffeine', mgPerUnit: 'fifty' },
      'actives.1.mgPerUnit',
      medicineFootprintMessages.mgPerUnit,
    );
    await onlyField(
      { name: 'Caffeine', mgPerUnit: 50, valueKgPerKg: 20, uncertainty: 4, source: ' ' },
      'actives.1.source',
      medicineFootprintMessages.activeSourceEmpty,
    );

    // Another client's completed footprint, and one of ours not completed: the same words.
    const othersFootprint = await completedApiFootprint(await clientIdOf(t, other.email), 10, 1);
    const draftFootprint = await insertProject(t, {
      clientId,
      kind: 'CARBON',
      status: 'ONGOING',
      name: 'Draft API',
    });
    for (const id of [othersFootprint, draftFootprint])
      await refused(
        { ...base, actives: [{ ...base.actives[0], carbonFootprintId: id }] },
        'actives.0.carbonFootprintId',
        medicineFootprintMessages.apiFootprintNotUsable,
      );
    await refused(
      { ...base, plantId: '00000000-0000-4000-8000-000000000000' },
      'plantId',
      serverMessages.unknownPlant,
    );
  });

  it('submits only a complete study, naming what is missing', async () => {
    const bare = await createStudy(main.accessToken, { name: 'Omeprazole 20 mg capsules' });
    const refused = await call('POST', main.accessToken, `/api/medicine_footprints/${bare.id}/submit`, {
      revision: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['actives', 'form', 'unitsPerBox']);

    const study = await createStudy(sub);
    const submitted = await call('POST', sub, `/api/medicine_footprints/${study.id}/submit`, { revision: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'ONGOING', revision: 1 });
    // Submitted: no more client saves.
    const late = await call('PUT', sub, `/api/medicine_footprints/${study.id}`, { revision: 1, name: 'x' });
    expect(late.statusCode).toBe(409);
  });
});

/** The imported row of the study's medicine: 900 gCO2e per box, three shares. */
const paracetamolRow = [
  'id;name;inn;form;carbon;em_creation;em_production;em_storage;cis;cip13;atc',
  `p1;PARACETAMOL TEST 500 mg, comprimé;PARACETAMOL;tablet;900;0.7;0.25;0.05;${CIS};${CIP13};N02BE01`,
].join('\n');

/**
 * Each estimate is a Monte Carlo of 200,000 iterations in a worker thread (the first one also
 * starts the thread): on a busy 2-core machine a few of them take more than vitest's 30 s.
 */
describe('the estimate, adoption and publication', { timeout: 180_000 }, () => {
  it('answers the issue’s shape, its API footprint read by reference', async () => {
    const study = await createStudy(main.accessToken);
    const res = await call('GET', main.accessToken, `/api/medicine_footprints/${study.id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = medicineFootprintEstimateSchema.parse(res.json());
    expect(estimate).toMatchObject({
      unit: 'gCO2e',
      unitsPerBox: 16,
      methodVersion: MEDICINE_METHOD_VERSION,
    });
    // 500 mg × 16 tablets = 8 g of API per box, × 50 kgCO2e per kg = 400 gCO2e.
    expect(estimate.posts.activeIngredients).toBeCloseTo(400, 6);
    const postSum = medicinePosts.reduce((sum, p) => sum + estimate.posts[p], 0);
    expect(postSum).toBeCloseTo(estimate.perBox.value, 6);
    const { emCreation, emProduction, emStorage, emEndOfLife } = estimate.segments;
    expect(emCreation + emProduction + emStorage + emEndOfLife).toBeCloseTo(1, 9);
    expect(estimate.perBox.value).toBeCloseTo(estimate.perUnit.value * 16, 6);
    expect(estimate.perBox.p2_5).toBeLessThan(estimate.perBox.value);
    expect(estimate.perBox.p97_5).toBeGreaterThan(estimate.perBox.value);
    expect(estimate.iterations).toBe(200_000);

    // Staff read the same study's estimate; a new result of the API footprint flows through.
    const other = await completedApiFootprint(clientId, 100, 5);
    const linked = await createStudy(main.accessToken, paracetamolStudy(other));
    const before = medicineFootprintEstimateSchema.parse(
      (await call('GET', staff, `/api/admin/medicine_footprints/${linked.id}/estimate`)).json(),
    );
    expect(before.posts.activeIngredients).toBeCloseTo(800, 6);
    await setApiResult(other, 25, 2);
    const after = medicineFootprintEstimateSchema.parse(
      (await call('GET', main.accessToken, `/api/medicine_footprints/${linked.id}/estimate`)).json(),
    );
    expect(after.posts.activeIngredients).toBeCloseTo(200, 6);
  });

  it('a draft with only its name is an estimate with data gaps, never a 500', async () => {
    const bare = await createStudy(main.accessToken, { name: 'Nothing yet' });
    const res = await call('GET', main.accessToken, `/api/medicine_footprints/${bare.id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const paths = medicineFootprintEstimateSchema.parse(res.json()).dataGaps.map((g) => g.path);
    expect(paths).toEqual(expect.arrayContaining(['form', 'unitsPerBox', 'actives']));
  });

  it('staff move, adopt and publish; the product page, a purchases file and a tender read the study', async () => {
    const imported = await importMedicineFile(t.database.db, paracetamolRow);
    expect(imported.ok, JSON.stringify(imported.parsed.rejected)).toBe(true);
    const study = await createStudy(main.accessToken);
    const admin = `/api/admin/medicine_footprints/${study.id}`;

    // Not submitted yet: no move, no adoption.
    expect((await call('POST', staff, `${admin}/status`, { status: 'COMPLETED' })).statusCode).toBe(409);
    expect((await call('POST', staff, `${admin}/estimate/adopt`)).statusCode).toBe(409);
    await call('POST', main.accessToken, `/api/medicine_footprints/${study.id}/submit`, { revision: 0 });

    const checked = await call('POST', staff, `${admin}/status`, {
      status: 'CHECK',
      message: 'Confirm the carton',
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().status).toBe('CHECK');
    // Stale revision: 409; a move the machine has not (CHECK → DRAFT2): 409.
    expect(
      (await call('POST', staff, `${admin}/status`, { status: 'COMPLETED', revision: 0 })).statusCode,
    ).toBe(409);
    expect((await call('POST', staff, `${admin}/status`, { status: 'DRAFT2' })).statusCode).toBe(409);

    const adopted = await call('POST', staff, `${admin}/estimate/adopt`);
    expect(adopted.statusCode, adopted.body).toBe(200);
    const result = medicineFootprintEstimateSchema.parse(adopted.json());
    expect(result.posts.activeIngredients).toBeCloseTo(400, 6);
    const [adoptedAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, study.id), eq(auditLog.action, 'project.medicine_estimate_adopted')));
    expect(adoptedAudit).toBeDefined();

    // Publication needs a completed study.
    expect((await call('POST', staff, `${admin}/publish`)).statusCode).toBe(409);
    const completed = await call('POST', staff, `${admin}/status`, { status: 'COMPLETED' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().status).toBe('COMPLETED');

    const published = await call('POST', staff, `${admin}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().medicineIds).toEqual(['p1']);

    const [row] = await t.database.db.select().from(medicines).where(eq(medicines.id, 'p1'));
    expect(row).toMatchObject({
      source: 'study',
      studyProjectId: study.id,
      methodVersion: MEDICINE_METHOD_VERSION,
    });
    expect(row!.carbon).toBeCloseTo(result.perBox.value, 9);

    const info = await call('GET', main.accessToken, '/api/medicine/info/p1');
    expect(info.statusCode, info.body).toBe(200);
    const page = medicineInfoSchema.parse(info.json());
    expect(page.source).toBe('study');
    expect(page.carbon).toBeCloseTo(result.perBox.value, 9);
    expect(page.emEndOfLife).toBeCloseTo(result.segments.emEndOfLife, 9);
    expect(page.emCreation + page.emProduction + page.emStorage + page.emEndOfLife!).toBeCloseTo(1, 9);
    expect(page.study).toMatchObject({ methodVersion: MEDICINE_METHOD_VERSION });
    expect(page.study!.p2_5).toBeCloseTo(result.perBox.p2_5, 9);

    // A purchases file naming its CIP13: 10 boxes × the study's per-box figure.
    const purchases = await t.request({
      method: 'POST',
      url: '/api/medicine/purchases',
      token: main.accessToken,
      headers: { 'content-type': 'text/csv' },
      payload: `code;name;quantity;unit_price;supplier\n${CIP13};;10;;Grossiste A\n`,
    });
    expect(purchases.statusCode, purchases.body).toBe(200);
    const line = purchasesAnswerSchema.parse(purchases.json()).lines[0]!;
    expect(line).toMatchObject({ matchLevel: 'CIP13', medicineId: 'p1' });
    expect(line.kgCO2e!).toBeCloseTo((result.perBox.value * 10) / 1000, 2);

    // A tender's proposal names the study as its source.
    const proposals = await new StudyCarbonFigures(t.database.db).find([CIP13]);
    expect(proposals.get(CIP13)).toMatchObject({ source: 'STUDY' });

    // A re-import of the imported data set does not write over the study's figures.
    expect((await importMedicineFile(t.database.db, paracetamolRow)).ok).toBe(true);
    const [kept] = await t.database.db.select().from(medicines).where(eq(medicines.id, 'p1'));
    expect(kept!.source).toBe('study');
    expect(kept!.carbon).toBeCloseTo(result.perBox.value, 9);
  });
});

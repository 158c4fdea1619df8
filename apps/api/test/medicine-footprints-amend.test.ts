import {
  medicineDetailSchema,
  medicineFootprintMessages,
  staffMedicineDetailSchema,
} from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #37: staff amend a submitted or checked medicine study as they amend the other kinds
 * (POST admin/medicine_footprints/update/{id}: from its revision, 409 when stale, 409 once
 * completed, audited, a version of its own), and the client then reads what changed, opens the
 * study and saves it again unchanged. No estimate here: these are the store's rules.
 */

let t: TestApp;
let staff: string;
let main: string;
let sub: string;
let otherClientId: string;
let apiFootprintId: string;

const call = (method: 'GET' | 'POST' | 'PUT', token: string | undefined, url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

function study(footprintId: string) {
  return {
    name: 'Paracetamol 500 mg tablets',
    cip13: ['3400930000014'],
    form: 'TABLET',
    unitsPerBox: 16,
    actives: [{ name: 'Paracetamol', mgPerUnit: 500, carbonFootprintId: footprintId }],
    excipients: [{ name: 'Maize starch', mgPerUnit: 60, productionPlace: 'Europe' }],
    packaging: [{ level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 }],
    transport: [],
    coldChain: false,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  const account = await registerConfirmedClient(t);
  main = account.accessToken;
  sub = await activatedSubUser(t, main);
  const clientId = await clientIdOf(t, account.email);
  otherClientId = await clientIdOf(t, (await registerConfirmedClient(t)).email);
  apiFootprintId = await insertProject(t, {
    clientId,
    kind: 'CARBON',
    status: 'COMPLETED',
    name: 'Paracetamol API',
  });
});
afterAll(() => t.close());

describe('staff amend a medicine study', () => {
  it('saves from its revision, audited; the client reads what changed, opens it and saves it again unchanged', async () => {
    const created = await call('POST', main, '/api/medicine_footprints', study(apiFootprintId));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const update = `/api/admin/medicine_footprints/update/${id}`;

    // A draft is the client's: staff amend once it is submitted.
    expect((await call('POST', staff, update, { revision: 0, ...study(apiFootprintId) })).statusCode).toBe(
      409,
    );
    expect(
      (await call('POST', main, `/api/medicine_footprints/${id}/submit`, { revision: 0 })).statusCode,
    ).toBe(200);
    // Clients never reach the staff call.
    expect((await call('POST', main, update, { revision: 1, name: 'x' })).statusCode).toBe(403);

    const amended = {
      ...study(apiFootprintId),
      unitsPerBox: 8,
      actives: [{ name: 'Paracetamol', mgPerUnit: 1000, carbonFootprintId: apiFootprintId }],
      transport: [{ mode: 'SEA', km: 9000 }],
    };
    // Bad input is named by field, whoever writes.
    const bad = await call('POST', staff, update, {
      revision: 1,
      ...amended,
      actives: [{ name: 'Paracetamol', mgPerUnit: -1, carbonFootprintId: apiFootprintId }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'actives.0.mgPerUnit': medicineFootprintMessages.mgPerUnit });
    // A footprint of another client is refused on staff's writes too (held to the study's client).
    const othersFootprint = await insertProject(t, {
      clientId: otherClientId,
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'Other API',
    });
    const foreign = await call('POST', staff, update, {
      revision: 1,
      ...amended,
      actives: [{ name: 'Paracetamol', mgPerUnit: 500, carbonFootprintId: othersFootprint }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['actives.0.carbonFootprintId']);

    const saved = await call('POST', staff, update, { revision: 1, ...amended });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = staffMedicineDetailSchema.parse(saved.json());
    expect(detail).toMatchObject({ status: 'ONGOING', revision: 2, unitsPerBox: 8 });
    expect(detail.versions[0]).toMatchObject({ action: 'amended', author: { role: 'STAFF' } });
    // Stale: someone saved since revision 1. Nothing is written.
    const stale = await call('POST', staff, update, { revision: 1, ...study(apiFootprintId) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_SAVE');
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ revision: 2 });
    expect((row!.document as { unitsPerBox: number }).unitsPerBox).toBe(8);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, id), eq(auditLog.action, 'project.amended')));
    expect(audits).toHaveLength(1);

    // Staff hand it back for checking: the client sees what changed, under the wizard's labels.
    const checked = await call('POST', staff, `/api/admin/medicine_footprints/${id}/status`, {
      status: 'CHECK',
      message: 'We corrected the strength',
      revision: 2,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const changes = await call('GET', sub, `/api/medicine_footprints/${id}/changes`);
    expect(changes.statusCode, changes.body).toBe(200);
    expect(
      changes
        .json()
        .changes.map((c: { path: string; label: string; before: unknown; after: unknown }) => [
          c.path,
          c.label,
          c.before,
          c.after,
        ]),
    ).toEqual([
      ['unitsPerBox', 'Units per box', 16, 8],
      ['actives.0.mgPerUnit', 'Active ingredient 1 › mg per unit', 500, 1000],
      ['transport.0.mode', 'Transport leg 1 › Mode', null, 'SEA'],
      ['transport.0.km', 'Transport leg 1 › Distance, km', null, 9000],
    ]);

    // The client's screen opens the study with staff's figures and saves it again unchanged.
    const opened = medicineDetailSchema.parse(
      (await call('GET', sub, `/api/medicine_footprints/${id}`)).json(),
    );
    expect(opened).toMatchObject({ status: 'CHECK', revision: 3, unitsPerBox: 8 });
    const {
      id: _id,
      status,
      revision,
      createdAt,
      updatedAt,
      reportUrl,
      invoiceUrl,
      invoice,
      ...document
    } = opened;
    const again = await call('PUT', sub, `/api/medicine_footprints/${id}`, { revision, ...document });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ revision: 4, unitsPerBox: 8, actives: amended.actives });
    const resubmitted = await call('POST', main, `/api/medicine_footprints/${id}/submit`, { revision: 4 });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().status).toBe('ONGOING');

    // Completed: no more amendments.
    const completed = await call('POST', staff, `/api/admin/medicine_footprints/${id}/status`, {
      status: 'COMPLETED',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const late = await call('POST', staff, update, { revision: 6, ...amended, unitsPerBox: 4 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NOT_EDITABLE');
  });
});

import { accountMessages } from '@pharmatrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectDocuments } from '../src/db/schema';
import { registerConfirmedClient, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeSubstance, fromStored } from './helpers/projects';
import { activatedSubUser, clientIdOf, insertProject, staffAccount, staffLogin } from './helpers/staff';
import { multipartForm, pdfFile, pdfOfSize, xlsFile } from './helpers/upload-files';

/**
 * Issue #13: reports and invoices of projects, a footprint's result, and the audit log every
 * staff action writes in its own transaction and nobody can change.
 */

let t: TestApp;
let staff: string;
let staffUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  staffUserId = (await userByEmail(t, staffAccount.email)).id;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const pdfForm = (data: Buffer, filename = 'doc.pdf') =>
  multipartForm([{ name: 'file', file: { filename, contentType: 'application/pdf', data } }]);
const upload = (token: string, url: string, data: Buffer, filename?: string) =>
  t.request({ method: 'POST', url, token, ...pdfForm(data, filename) });

async function newClient() {
  const main = await registerConfirmedClient(t);
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

async function auditOfProject(projectId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.projectId, projectId)).orderBy(auditLog.id);
}

describe('reports and invoices of a project', () => {
  it('staff upload a report and an invoice, mark it PAID; the client sees the links and the status', async () => {
    const client = await newClient();
    const id = await insertProject(t, {
      clientId: client.clientId,
      kind: 'SUBSTANCE',
      status: 'COMPLETED',
      name: 'aspirin',
    });

    const report = await upload(
      staff,
      `/api/admin/substance/${id}/report`,
      pdfFile('Report v1'),
      'report.pdf',
    );
    expect(report.statusCode, report.body).toBe(200);
    const invoice = await upload(
      staff,
      `/api/admin/substance/${id}/invoice`,
      pdfFile('Invoice'),
      'invoice.pdf',
    );
    expect(invoice.json()).toMatchObject({ invoiceStatus: 'NOT_PAID' });

    let list = (await get(client.accessToken, '/api/substance')).json();
    let row = list.find((p: { id: string }) => p.id === id);
    expect(row).toMatchObject({ invoice: { status: 'NOT_PAID' } });
    const download = await t.request({ method: 'GET', url: row.reportUrl });
    expect(download.rawPayload.equals(pdfFile('Report v1'))).toBe(true);

    const paid = await post(staff, `/api/admin/substance/${id}/invoice-status`, { status: 'PAID' });
    expect(paid.statusCode).toBe(200);
    list = (await get(client.accessToken, '/api/substance/completed')).json();
    row = list.find((p: { id: string }) => p.id === id);
    expect(row.invoice).toEqual({ status: 'PAID' });
    expect(
      (await t.request({ method: 'GET', url: row.invoiceUrl })).rawPayload.equals(pdfFile('Invoice')),
    ).toBe(true);
    expect(
      (await post(staff, `/api/admin/substance/${id}/invoice-status`, { status: 'MAYBE' })).statusCode,
    ).toBe(400);

    // A replaced report: the client gets the new one, the history keeps both.
    await upload(staff, `/api/admin/substance/${id}/report`, pdfFile('Report v2'), 'report-v2.pdf');
    row = (await get(client.accessToken, '/api/substance')).json().find((p: { id: string }) => p.id === id);
    expect(
      (await t.request({ method: 'GET', url: row.reportUrl })).rawPayload.equals(pdfFile('Report v2')),
    ).toBe(true);
    const history = (await get(staff, `/api/admin/substance/${id}/documents`)).json();
    expect(
      history.documents.map((d: { filename: string; current: boolean }) => [d.filename, d.current]),
    ).toEqual([
      ['report-v2.pdf', true],
      ['invoice.pdf', true],
      ['report.pdf', false],
    ]);
    expect(history.documents[0].uploadedBy).toBe('Pharmatrace staff');

    expect((await auditOfProject(id)).map((r) => [r.action, r.actorUserId, r.clientId])).toEqual([
      ['project.report_uploaded', staffUserId, client.clientId],
      ['project.invoice_uploaded', staffUserId, client.clientId],
      ['project.invoice_status_set', staffUserId, client.clientId],
      ['project.report_uploaded', staffUserId, client.clientId],
    ]);
  });

  it('refuses a report before COMPLETED, a file that is not a PDF, and one over 10 MB, writing nothing', async () => {
    const client = await newClient();
    const ongoing = await insertProject(t, {
      clientId: client.clientId,
      kind: 'ORIGIN',
      status: 'ONGOING',
      name: 'Doliprane',
    });
    const early = await upload(staff, `/api/admin/origin/${ongoing}/report`, pdfFile());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(accountMessages.reportNeedsCompleted);
    // An invoice may come at any stage.
    expect((await upload(staff, `/api/admin/origin/${ongoing}/invoice`, pdfFile())).statusCode).toBe(200);

    const done = await insertProject(t, {
      clientId: client.clientId,
      kind: 'ORIGIN',
      status: 'COMPLETED',
      name: 'Advil',
    });
    const xls = await upload(staff, `/api/admin/origin/${done}/report`, xlsFile(), 'report.pdf');
    expect(xls.statusCode).toBe(415);
    const big = await upload(staff, `/api/admin/origin/${done}/invoice`, pdfOfSize(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(
      await t.database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, done)),
    ).toEqual([]);
    expect(await auditOfProject(done)).toEqual([]);
    // Another kind's path does not reach the project.
    expect((await upload(staff, `/api/admin/carbon/${done}/invoice`, pdfFile())).statusCode).toBe(404);
  });

  it('records a completed footprint’s result in kgCO2e/kg with its uncertainty', async () => {
    const client = await newClient();
    const ongoing = await insertProject(t, {
      clientId: client.clientId,
      kind: 'CARBON',
      status: 'ONGOING2',
      name: 'Ibuprofen',
    });
    const body = { value: 12.5, uncertainty: 1.8 };
    expect((await post(staff, `/api/admin/carbon/${ongoing}/footprint-result`, body)).statusCode).toBe(409);
    const id = await insertProject(t, {
      clientId: client.clientId,
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'Ibuprofen 2',
    });
    const bad = await post(staff, `/api/admin/carbon/${id}/footprint-result`, {
      value: -1,
      uncertainty: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      value: accountMessages.footprintValue,
      uncertainty: accountMessages.footprintUncertainty,
    });
    const footprintsOf = async (url: string) =>
      Object.fromEntries(
        (await t.request({ method: 'GET', url, token: client.accessToken }))
          .json()
          .map((p: { name: string; footprint: unknown }) => [p.name, p.footprint]),
      );
    // The client's list, read once before the result exists (so that it is also cached).
    expect(await footprintsOf('/api/carbon')).toEqual({ Ibuprofen: null, 'Ibuprofen 2': null });
    const ok = await post(staff, `/api/admin/carbon/${id}/footprint-result`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().footprint).toEqual(body);
    // The client's lists carry it at once, on the completed footprint only.
    expect(await footprintsOf('/api/carbon')).toEqual({ Ibuprofen: null, 'Ibuprofen 2': body });
    expect(await footprintsOf('/api/carbon/completed')).toEqual({ 'Ibuprofen 2': body });
    expect((await auditOfProject(id)).map((r) => [r.action, r.details.after])).toEqual([
      ['project.footprint_result_set', body],
    ]);
  });

  it('are staff calls: 403 for clients and sub-users', async () => {
    const client = await newClient();
    const sub = await activatedSubUser(t, client.accessToken);
    const id = await insertProject(t, {
      clientId: client.clientId,
      kind: 'CARBON',
      status: 'COMPLETED',
      name: 'Own',
    });
    for (const token of [client.accessToken, sub]) {
      expect((await upload(token, `/api/admin/carbon/${id}/report`, pdfFile())).statusCode).toBe(403);
      expect((await upload(token, `/api/admin/carbon/${id}/invoice`, pdfFile())).statusCode).toBe(403);
      expect(
        (await post(token, `/api/admin/carbon/${id}/invoice-status`, { status: 'PAID' })).statusCode,
      ).toBe(403);
      expect(
        (await post(token, `/api/admin/carbon/${id}/footprint-result`, { value: 1, uncertainty: 0 }))
          .statusCode,
      ).toBe(403);
      expect((await get(token, `/api/admin/carbon/${id}/documents`)).statusCode).toBe(403);
    }
    expect(await auditOfProject(id)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('gets a row in the same transaction as each staff status change, amendment, delete and restore', async () => {
    const client = await newClient();
    const created = await post(client.accessToken, '/api/substance/create', completeSubstance('naproxen'));
    const id = created.json().id as string;
    const amend = await post(
      staff,
      `/api/admin/substance/update/${id}`,
      await fromStored(t, id, {
        ...completeSubstance('naproxen'),
        cas: '22204-53-1',
      }),
    );
    expect(amend.statusCode, amend.body).toBe(200);
    const moved = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, {
        ...completeSubstance('naproxen'),
        status: 'CHECK',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/substance/${id}`, token: staff })).statusCode,
    ).toBe(204);
    expect((await post(staff, `/api/admin/deleted-projects/${id}/restore`)).statusCode).toBe(204);
    // A refused move writes nothing.
    const refused = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, {
        ...completeSubstance('naproxen'),
        status: 'DRAFT',
      }),
    );
    expect(refused.statusCode).toBe(409);

    expect((await auditOfProject(id)).map((r) => [r.action, r.actorUserId, r.clientId])).toEqual([
      ['project.amended', staffUserId, client.clientId],
      ['project.moved', staffUserId, client.clientId],
      ['project.deleted', staffUserId, client.clientId],
      ['project.restored', staffUserId, client.clientId],
    ]);

    const page = (await get(staff, `/api/admin/audit?projectId=${id}`)).json();
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({
      action: 'project.restored',
      actor: { id: staffUserId, name: 'Pharmatrace staff', email: staffAccount.email },
      client: { id: client.clientId, companyName: 'Acme Pharma' },
      project: { id, name: 'naproxen' },
    });
    const byClient = (
      await get(staff, `/api/admin/audit?clientId=${client.clientId}&actorUserId=${staffUserId}`)
    ).json();
    expect(byClient.total).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(staff, `/api/admin/audit?projectId=${id}&from=${today}&to=${today}`)).json().total,
    ).toBe(4);
    expect(
      (await get(staff, `/api/admin/audit?projectId=${id}&from=2001-01-01&to=2001-12-31`)).json().total,
    ).toBe(0);
    const backwards = await get(staff, `/api/admin/audit?from=2026-02-01&to=2026-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: accountMessages.auditDateOrder });
    const actors = (await get(staff, '/api/admin/audit/actors')).json();
    expect(actors).toContainEqual({ id: staffUserId, name: 'Pharmatrace staff', email: staffAccount.email });
  });

  it('cannot be altered: the database refuses UPDATE, DELETE and TRUNCATE, and no call changes it', async () => {
    const client = await newClient();
    const id = await insertProject(t, {
      clientId: client.clientId,
      kind: 'ORIGIN',
      status: 'COMPLETED',
      name: 'Keep',
    });
    await post(staff, `/api/admin/origin/${id}/invoice-status`, { status: 'PAID' });
    const before = await auditOfProject(id);
    expect(before).toHaveLength(1);
    await expect(
      t.database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.projectId, id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.projectId, id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditOfProject(id)).toEqual(before);

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/admin/audit`, token: staff, payload: {} });
      expect(res.statusCode, method).toBe(404);
      const one = await t.request({
        method,
        url: `/api/admin/audit/${before[0]!.id}`,
        token: staff,
        payload: {},
      });
      expect(one.statusCode, method).toBe(404);
    }
  });

  it('is written with the action or not at all: a failed action leaves no row', async () => {
    const client = await newClient();
    const id = await insertProject(t, {
      clientId: client.clientId,
      kind: 'SUBSTANCE',
      status: 'DRAFT',
      name: 'draft',
    });
    const rowsBefore = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.clientId)));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/substance/${id}`, token: staff })).statusCode,
    ).toBe(409);
    expect((await upload(staff, `/api/admin/substance/${id}/report`, pdfFile())).statusCode).toBe(409);
    const rowsAfter = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.clientId)));
    expect(rowsAfter).toEqual(rowsBefore);
  });
});

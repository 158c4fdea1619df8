import type { ProjectStatus } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, projectVersions } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kinds = [
  {
    path: 'origin',
    nameField: 'drugProductName',
    name: 'Doliprane 500 mg',
    extra: { drugProductCode: '60234100' },
  },
  { path: 'substance', nameField: 'inn', name: 'paracetamol', extra: { cas: '103-90-2' } },
  { path: 'carbon', nameField: 'name', name: 'Ibuprofen API', extra: { cas: '15687-27-1' } },
] as const;

async function createDraft(token: string, path: string, body: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url: `/api/${path}/draft/create`, token, payload: body });
  if (res.statusCode !== 201) throw new Error(`draft create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; status: string; revision: number };
}

/** Puts a project in a status directly, as staff review would. */
async function setStatus(id: string, status: ProjectStatus) {
  await t.database.db.update(projects).set({ status }).where(eq(projects.id, id));
}

describe.each(kinds)('$path drafts', ({ path, nameField, name, extra }) => {
  it('creates a draft from its name alone and reads every stored field back', async () => {
    const main = await registerConfirmedClient(t);
    const created = await createDraft(main.accessToken, path, { [nameField]: name });
    expect(created.status).toBe('DRAFT');
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await t.request({
      method: 'GET',
      url: `/api/${path}/${created.id}`,
      token: main.accessToken,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: created.id,
      [nameField]: name,
      status: 'DRAFT',
      reportUrl: null,
      invoiceUrl: null,
    });
  });

  it('refuses a draft without its name, with the spec message', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/${path}/draft/create`,
      token: main.accessToken,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[nameField]).toMatch(/can't be empty/);
  });

  it('updates a DRAFT, keeps a version row per write, and refuses once it is no longer a draft', async () => {
    const main = await registerConfirmedClient(t);
    const created = await createDraft(main.accessToken, path, { [nameField]: name });
    const update = await t.request({
      method: 'POST',
      url: `/api/${path}/update/${created.id}`,
      token: main.accessToken,
      payload: { [nameField]: `${name} v2`, ...extra, revision: created.revision },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ [nameField]: `${name} v2`, ...extra });
    const versions = await t.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, created.id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 1)!.document).toMatchObject({ [nameField]: name });

    await setStatus(created.id, 'ONGOING');
    const refused = await t.request({
      method: 'POST',
      url: `/api/${path}/update/${created.id}`,
      token: main.accessToken,
      payload: { [nameField]: 'changed', revision: update.json().revision },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('never lets another client read, change or delete it (404)', async () => {
    const owner = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const created = await createDraft(owner.accessToken, path, { [nameField]: name });
    const calls = [
      t.request({ method: 'GET', url: `/api/${path}/${created.id}`, token: other.accessToken }),
      t.request({
        method: 'POST',
        url: `/api/${path}/update/${created.id}`,
        token: other.accessToken,
        payload: { [nameField]: 'x', revision: created.revision },
      }),
      t.request({ method: 'DELETE', url: `/api/${path}/${created.id}`, token: other.accessToken }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `/api/${path}`, token: other.accessToken });
    expect(list.json()).toEqual([]);
    const stillThere = await t.request({
      method: 'GET',
      url: `/api/${path}/${created.id}`,
      token: owner.accessToken,
    });
    expect(stillThere.json()[nameField]).toBe(name);
  });
});

describe('project status', () => {
  it('is an enum in the database: a status the workflow does not know is refused there too', async () => {
    const main = await registerConfirmedClient(t);
    const created = await createDraft(main.accessToken, 'origin', { drugProductName: 'Enum check' });
    await setStatus(created.id, 'CHECK');
    const [stored] = await t.database.db.select().from(projects).where(eq(projects.id, created.id));
    expect(stored!.status).toBe('CHECK');
    await expect(
      t.database.db
        .update(projects)
        .set({ status: 'ARCHIVED' as ProjectStatus })
        .where(eq(projects.id, created.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(projectVersions).values({
        projectId: created.id,
        version: 99,
        action: 'test',
        statusAfter: 'Done' as ProjectStatus,
        document: {},
        authorRole: 'MAIN',
      }),
    ).rejects.toThrow();
  });
});

describe('project lists', () => {
  it('return only the caller’s projects of that kind, newest first, with the spec summary fields', async () => {
    const a = await registerConfirmedClient(t);
    const b = await registerConfirmedClient(t);
    const first = await createDraft(a.accessToken, 'origin', { drugProductName: 'First' });
    const second = await createDraft(a.accessToken, 'origin', { drugProductName: 'Second' });
    await createDraft(a.accessToken, 'carbon', { name: 'Not an origin' });
    await createDraft(b.accessToken, 'origin', { drugProductName: 'Other client' });

    const res = await t.request({ method: 'GET', url: '/api/origin', token: a.accessToken });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { drugProductName: string }) => p.drugProductName)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({
      id: second.id,
      drugProductName: 'Second',
      status: 'DRAFT',
      reportUrl: null,
      invoiceUrl: null,
      invoice: { status: null },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list[1].id).toBe(first.id);
  });

  it('/completed returns only COMPLETED projects, with signed report and invoice links', async () => {
    const main = await registerConfirmedClient(t);
    const done = await createDraft(main.accessToken, 'substance', { inn: 'ibuprofen' });
    await createDraft(main.accessToken, 'substance', { inn: 'still a draft' });
    const report = await t.app.services.files.save({
      clientId: null,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4 report'),
    });
    await t.database.db
      .update(projects)
      .set({ status: 'COMPLETED', reportFileId: report.id, invoiceStatus: 'PAID' })
      .where(eq(projects.id, done.id));

    const res = await t.request({ method: 'GET', url: '/api/substance/completed', token: main.accessToken });
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ inn: 'ibuprofen', status: 'COMPLETED', invoice: { status: 'PAID' } });
    const download = await t.request({ method: 'GET', url: list[0].reportUrl });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 report');
  });

  it('need a logged-in client', async () => {
    expect((await t.request({ method: 'GET', url: '/api/carbon' })).statusCode).toBe(401);
  });
});

describe('deleting a project', () => {
  const cases: [string, ProjectStatus, number][] = [
    ['origin', 'DRAFT', 204],
    ['origin', 'DRAFT2', 409],
    ['origin', 'ONGOING', 409],
    ['origin', 'CHECK', 409],
    ['origin', 'COMPLETED', 409],
    ['substance', 'DRAFT', 204],
    ['substance', 'CHECK', 409],
    ['carbon', 'DRAFT', 204],
    ['carbon', 'DRAFT2', 204],
    ['carbon', 'ONGOING', 409],
    ['carbon', 'ONGOING2', 409],
    ['carbon', 'CHECK', 409],
    ['carbon', 'CHECK2', 409],
    ['carbon', 'COMPLETED', 409],
  ];

  it.each(cases)('%s in %s answers %i', async (path, status, expected) => {
    const main = await registerConfirmedClient(t);
    const nameField = kinds.find((k) => k.path === path)!.nameField;
    const created = await createDraft(main.accessToken, path, { [nameField]: 'To delete' });
    await setStatus(created.id, status);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/${path}/${created.id}`,
      token: main.accessToken,
    });
    expect(res.statusCode).toBe(expected);
    if (expected === 409) expect(res.json().message).toMatch(/Only a draft can be deleted/);
  });

  it('hides a deleted draft from lists but keeps it recoverable (soft delete with a version)', async () => {
    const main = await registerConfirmedClient(t);
    const created = await createDraft(main.accessToken, 'carbon', { name: 'Mistake' });
    const res = await t.request({
      method: 'POST',
      url: `/api/carbon/${created.id}`,
      token: main.accessToken,
      headers: { 'x-http-method-override': 'DELETE', 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken })).json()).toEqual(
      [],
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/carbon/${created.id}`, token: main.accessToken }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, created.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.document).toMatchObject({ name: 'Mistake' });
    const versions = await t.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, created.id));
    expect(versions.map((v) => v.action)).toContain('deleted');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const main = await registerConfirmedClient(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await t.request({ method: 'DELETE', url: `/api/origin/${id}`, token: main.accessToken })).statusCode,
      ).toBe(404);
    }
  });
});

describe('the carbon footprint wire quirk', () => {
  it('stores reportDataContactPersonEmail and ...Function under their spec names, untouched', async () => {
    const main = await registerConfirmedClient(t);
    const created = await createDraft(main.accessToken, 'carbon', {
      name: 'Quirk',
      reportDataContactPersonEmail: 'Head of EHS',
      reportDataContactPersonFunction: 'ehs@acme.com',
    });
    const read = (
      await t.request({ method: 'GET', url: `/api/carbon/${created.id}`, token: main.accessToken })
    ).json();
    expect(read.reportDataContactPersonEmail).toBe('Head of EHS');
    expect(read.reportDataContactPersonFunction).toBe('ehs@acme.com');
  });
});

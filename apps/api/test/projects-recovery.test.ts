import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { login, registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffBootstrap.ensureStaffUser('staff@example.com', 'Staff-Passw0rd!');
  staffToken = (await login(t, 'staff@example.com', 'Staff-Passw0rd!')).accessToken;
});
afterAll(() => t.close());

async function deletedDraft(token: string, name: string) {
  const created = (
    await t.request({ method: 'POST', url: '/api/carbon/draft/create', token, payload: { name } })
  ).json();
  expect((await t.request({ method: 'DELETE', url: `/api/carbon/${created.id}`, token })).statusCode).toBe(
    204,
  );
  return created.id as string;
}

describe('staff recovery of deleted projects', () => {
  it('lists a client’s deleted draft and restores it into the client’s list', async () => {
    const main = await registerConfirmedClient(t);
    const id = await deletedDraft(main.accessToken, 'Deleted by mistake');

    const list = await t.request({ method: 'GET', url: '/api/admin/deleted-projects', token: staffToken });
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((p: { id: string }) => p.id === id);
    expect(entry).toMatchObject({ kind: 'CARBON', name: 'Deleted by mistake', status: 'DRAFT' });
    const days = (Date.parse(entry.recoverableUntil) - Date.parse(entry.deletedAt)) / 86_400_000;
    expect(days).toBe(30);

    const restore = await t.request({
      method: 'POST',
      url: `/api/admin/deleted-projects/${id}/restore`,
      token: staffToken,
    });
    expect(restore.statusCode).toBe(204);
    const mine = await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken });
    expect(mine.json().map((p: { id: string }) => p.id)).toContain(id);
  });

  it('no longer offers nor restores a project deleted more than 30 days ago', async () => {
    const main = await registerConfirmedClient(t);
    const id = await deletedDraft(main.accessToken, 'Long gone');
    await t.database.db
      .update(projects)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(projects.id, id));
    const list = await t.request({ method: 'GET', url: '/api/admin/deleted-projects', token: staffToken });
    expect(list.json().map((p: { id: string }) => p.id)).not.toContain(id);
    const restore = await t.request({
      method: 'POST',
      url: `/api/admin/deleted-projects/${id}/restore`,
      token: staffToken,
    });
    expect(restore.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const main = await registerConfirmedClient(t);
    const id = await deletedDraft(main.accessToken, 'Mine');
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/deleted-projects', token: main.accessToken }))
        .statusCode,
    ).toBe(403);
    const restore = await t.request({
      method: 'POST',
      url: `/api/admin/deleted-projects/${id}/restore`,
      token: main.accessToken,
    });
    expect(restore.statusCode).toBe(403);
  });
});

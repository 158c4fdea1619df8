import type { ProjectKind, ProjectStatus } from '@pharmatrace/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { activatedSubUser, clientIdOf, insertProject, staffLogin } from './helpers/staff';

let t: TestApp;
let staff: string;
const company: Record<'alpha' | 'beta' | 'gamma', { id: string; main: string }> = {} as never;
/** Every project of the three clients, as inserted. */
const all: {
  id: string;
  kind: ProjectKind;
  status: string;
  name: string;
  client: string;
  updatedAt: Date;
}[] = [];

/** Spec 001 §4 statuses per kind: labels have no second part. */
const statusesOf = (kind: ProjectKind): ProjectStatus[] =>
  kind === 'CARBON'
    ? ['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED', 'DRAFT2', 'ONGOING2', 'CHECK2']
    : ['DRAFT', 'ONGOING', 'CHECK', 'COMPLETED'];

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  const names = { alpha: 'Alpha Hospital', beta: 'beta Pharma', gamma: 'Gamma Labs' } as const;
  for (const [key, companyName] of Object.entries(names) as [keyof typeof names, string][]) {
    const main = await registerConfirmedClient(t);
    const id = await clientIdOf(t, main.email);
    await t.database.db.update(clients).set({ companyName }).where(eq(clients.id, id));
    company[key] = { id, main: main.accessToken };
  }
  // Every kind in every status for alpha and beta; gamma has one substance. Dates one hour apart.
  let hour = 0;
  for (const key of ['alpha', 'beta'] as const)
    for (const kind of ['ORIGIN', 'SUBSTANCE', 'CARBON'] as const)
      for (const status of statusesOf(kind)) {
        hour += 1;
        const at = new Date(Date.UTC(2026, 0, 1, hour));
        const name = `${key} ${kind.toLowerCase()} ${status.toLowerCase()}`;
        const id = await insertProject(t, {
          clientId: company[key].id,
          kind,
          status,
          name,
          createdAt: at,
          updatedAt: new Date(at.getTime() + (hour % 5) * 86_400_000),
        });
        all.push({
          id,
          kind,
          status,
          name,
          client: key,
          updatedAt: new Date(at.getTime() + (hour % 5) * 86_400_000),
        });
      }
  const id = await insertProject(t, {
    clientId: company.gamma.id,
    kind: 'SUBSTANCE',
    status: 'ONGOING',
    name: 'Ibuprofen 50%_off',
  });
  all.push({
    id,
    kind: 'SUBSTANCE',
    status: 'ONGOING',
    name: 'Ibuprofen 50%_off',
    client: 'gamma',
    updatedAt: new Date(),
  });
});
afterAll(() => t.close());

async function page(query: string, path = '/api/admin/projects') {
  const res = await t.request({ method: 'GET', url: `${path}?${query}`, token: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      id: string;
      kind: string;
      status: string;
      name: string;
      client: { id: string; companyName: string };
    }[];
    total: number;
    totalCapped: boolean;
    page: number;
    pageSize: number;
    next: string | null;
  };
}

/** Every id of a query, walking its pages by cursor (keyset pagination, decision 0038). */
async function walk(query: string, pageSize: number) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 1; n <= 100; n++) {
    const res = await page(`${query}&pageSize=${pageSize}&page=${n}${after ? `&after=${after}` : ''}`);
    expect(res.items.length).toBeLessThanOrEqual(pageSize);
    ids.push(...res.items.map((p) => p.id));
    after = res.next;
    if (!after) return ids;
    expect(res.items).toHaveLength(pageSize);
  }
  throw new Error(`no last page for ${query}`);
}

describe('GET /api/admin/projects', () => {
  it('answers one page of every client’s projects, newest change first, with the total', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const newest = [...all].sort(
      (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (b.id > a.id ? 1 : -1),
    );
    expect(first.items.map((p) => p.id)).toEqual(newest.slice(0, 25).map((p) => p.id));
    expect(first.items[0]).toEqual({
      id: newest[0]!.id,
      kind: newest[0]!.kind,
      status: newest[0]!.status,
      name: newest[0]!.name,
      client: { id: company[newest[0]!.client as 'gamma'].id, companyName: expect.any(String) },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('pages without repeating or skipping a project, and past the end answers an empty page', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++)
      seen.push(...(await page(`pageSize=8&page=${n}&sort=kind&order=asc`)).items.map((p) => p.id));
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    const past = await page('page=99');
    expect(past).toMatchObject({ items: [], total: all.length, page: 99 });
  });

  it('walks every sort both ways by cursor, each project once, in the order of one long page', async () => {
    for (const sort of ['companyName', 'name', 'kind', 'status', 'createdAt', 'updatedAt'])
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const whole = (await page(`${query}&pageSize=100`)).items.map((p) => p.id);
        expect(whole, query).toHaveLength(all.length);
        expect(await walk(query, 7), query).toEqual(whole);
      }
    // With filters and a search, the cursor continues within them.
    const filtered = `status=CHECK&sort=name&order=asc`;
    const whole = (await page(`${filtered}&pageSize=100`)).items.map((p) => p.id);
    expect(whole).toHaveLength(8);
    expect(await walk(filtered, 3)).toEqual(whole);
    expect(await walk('q=carbon&sort=updatedAt&order=desc', 5)).toHaveLength(
      all.filter((p) => p.kind === 'CARBON').length,
    );
    // The last page says there is no next one; the first says the total, not capped.
    const first = await page('pageSize=100');
    expect(first).toMatchObject({ next: null, total: all.length, totalCapped: false });
  });

  it('keeps its place when a row before the cursor changes', async () => {
    const query = 'sort=createdAt&order=asc';
    const one = await page(`${query}&pageSize=5`);
    // A project inserted before the cursor moves offset pages along; keyset pages do not.
    const early = await insertProject(t, {
      clientId: company.gamma.id,
      kind: 'ORIGIN',
      status: 'DRAFT',
      name: 'early bird',
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    try {
      const two = await page(`${query}&pageSize=5&page=2&after=${one.next}`);
      const expected = all.slice(5, 10).map((p) => p.id);
      expect(two.items.map((p) => p.id)).toEqual(expected);
    } finally {
      await t.database.db.delete(projects).where(eq(projects.id, early));
    }
  });

  it('refuses a cursor it did not write with a 400 naming after', async () => {
    const forged = Buffer.from(JSON.stringify(['x', 'not-a-uuid'])).toString('base64url');
    const wrongType = Buffer.from(JSON.stringify(['soon', '00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    // Well formed, but a day no calendar has: PostgreSQL would refuse it with an error, not a page.
    const noSuchDay = Buffer.from(
      JSON.stringify(['2024-02-30 10:00:00.123+00', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    for (const after of [
      'abc',
      forged,
      `${wrongType}&sort=createdAt`,
      `${noSuchDay}&sort=updatedAt`,
      'a'.repeat(401),
      'a%2Bb',
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/projects?page=2&after=${after}`,
        token: staff,
      });
      expect(res.statusCode, after).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), after).toEqual(['after']);
    }
  });

  it('groups the footprint statuses as spec 001 §4 says: CHECK finds CHECK2, COMPLETED stands alone', async () => {
    const check = await page('status=CHECK&pageSize=100');
    expect(check.items.map((p) => p.status).sort()).toEqual([
      'CHECK',
      'CHECK',
      'CHECK',
      'CHECK',
      'CHECK',
      'CHECK',
      'CHECK2',
      'CHECK2',
    ]);
    const draftCarbons = await page('status=DRAFT&kind=CARBON&pageSize=100');
    expect(draftCarbons.total).toBe(4);
    expect(new Set(draftCarbons.items.map((p) => p.status))).toEqual(new Set(['DRAFT', 'DRAFT2']));
    const ongoing = await page('status=ONGOING&kind=CARBON');
    expect(new Set(ongoing.items.map((p) => p.status))).toEqual(new Set(['ONGOING', 'ONGOING2']));
    const completed = await page('status=COMPLETED&pageSize=100');
    expect(completed.total).toBe(6);
    expect(completed.items.every((p) => p.status === 'COMPLETED')).toBe(true);
  });

  it('filters by client and type, and searches project and company names', async () => {
    const betaOrigins = await page(`clientId=${company.beta.id}&kind=ORIGIN`);
    expect(betaOrigins.total).toBe(4);
    expect(
      betaOrigins.items.every((p) => p.kind === 'ORIGIN' && p.client.companyName === 'beta Pharma'),
    ).toBe(true);
    const byName = await page('q=carbon%20check');
    expect(byName.items.map((p) => p.name).sort()).toEqual([
      'alpha carbon check',
      'alpha carbon check2',
      'beta carbon check',
      'beta carbon check2',
    ]);
    const byCompany = await page('q=GAMMA');
    expect(byCompany.items.map((p) => p.name)).toEqual(['Ibuprofen 50%_off']);
    // LIKE's wildcards are searched for as they are typed.
    expect((await page('q=50%25_')).total).toBe(1);
    expect((await page('q=%25')).total).toBe(1);
    // An empty select is no filter.
    expect((await page('status=&kind=&clientId=&q=')).total).toBe(all.length);
  });

  it('follows a client’s rename in the company column, its sort and its search (migration 0018)', async () => {
    // The name is copied onto each project by a trigger: a rename in the clients table reaches them.
    await t.database.db
      .update(clients)
      .set({ companyName: 'Aardvark Labs' })
      .where(eq(clients.id, company.gamma.id));
    try {
      const first = (await page('sort=companyName&order=asc')).items[0]!;
      expect(first.client).toEqual({ id: company.gamma.id, companyName: 'Aardvark Labs' });
      expect((await page('q=aardvark')).items.map((p) => p.name)).toEqual(['Ibuprofen 50%_off']);
      expect((await page('q=GAMMA')).total).toBe(0);
      // A write to the copy itself is overwritten with the client's name.
      await t.database.db
        .update(projects)
        .set({ companyName: 'Forged' })
        .where(eq(projects.clientId, company.gamma.id));
      expect((await page('q=forged')).total).toBe(0);
    } finally {
      await t.database.db
        .update(clients)
        .set({ companyName: 'Gamma Labs' })
        .where(eq(clients.id, company.gamma.id));
    }
    expect((await page('q=GAMMA')).items.map((p) => p.client.companyName)).toEqual(['Gamma Labs']);
  });

  it('sorts by each column, both ways, in the database', async () => {
    const byCompany = await page('sort=companyName&order=asc&pageSize=100');
    const companies = byCompany.items.map((p) => p.client.companyName);
    // Case-insensitive: 'beta Pharma' between 'Alpha Hospital' and 'Gamma Labs'.
    expect([...new Set(companies)]).toEqual(['Alpha Hospital', 'beta Pharma', 'Gamma Labs']);
    const byName = (await page('sort=name&order=desc&pageSize=100')).items.map((p) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    const byStatus = (await page('sort=status&order=asc&pageSize=100&kind=CARBON')).items.map(
      (p) => p.status,
    );
    expect([...new Set(byStatus)]).toEqual([
      'DRAFT',
      'DRAFT2',
      'ONGOING',
      'ONGOING2',
      'CHECK',
      'CHECK2',
      'COMPLETED',
    ]);
    const byCreated = (await page('sort=createdAt&order=asc&pageSize=100')).items.map((p) => p.id);
    expect(byCreated.slice(0, 3)).toEqual(all.slice(0, 3).map((p) => p.id));
    const byKind = (await page('sort=kind&order=desc&pageSize=100')).items.map((p) => p.kind);
    expect([...new Set(byKind)]).toEqual(['SUBSTANCE', 'ORIGIN', 'CARBON']);
  });

  it('leaves deleted projects out', async () => {
    const gone = all.find((p) => p.client === 'alpha' && p.kind === 'ORIGIN' && p.status === 'ONGOING')!;
    await t.database.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, gone.id));
    try {
      const res = await page(`clientId=${company.alpha.id}&kind=ORIGIN`);
      expect(res.total).toBe(3);
      expect(res.items.map((p) => p.id)).not.toContain(gone.id);
    } finally {
      await t.database.db
        .update(projects)
        .set({ deletedAt: null })
        .where(inArray(projects.id, [gone.id]));
    }
  });

  it('refuses out-of-bounds and unknown values with a 400 naming the parameter', async () => {
    for (const query of [
      'pageSize=500',
      'page=0',
      'page=abc',
      'status=DRAFT2',
      'kind=PLANT',
      'sort=document',
      'order=up',
      'clientId=1',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/admin/projects?${query}`, token: staff });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/admin/origins, admin/carbons, admin/substances', () => {
  it('answer the same query restricted to their kind', async () => {
    for (const [path, kind] of [
      ['origins', 'ORIGIN'],
      ['carbons', 'CARBON'],
      ['substances', 'SUBSTANCE'],
    ] as const) {
      const res = await page('pageSize=100&kind=ORIGIN', `/api/admin/${path}`);
      expect(res.total).toBe(all.filter((p) => p.kind === kind).length);
      expect(res.items.every((p) => p.kind === kind)).toBe(true);
    }
    const checks = await page('status=CHECK', '/api/admin/carbons');
    expect(checks.items.map((p) => p.status).sort()).toEqual(['CHECK', 'CHECK', 'CHECK2', 'CHECK2']);
  });
});

describe('GET /api/admin/clients', () => {
  it('lists every client by company name with its users (main first, then sub-users)', async () => {
    await activatedSubUser(t, company.gamma.main);
    const res = await t.request({ method: 'GET', url: '/api/admin/clients', token: staff });
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: string;
      companyName: string;
      users: { isSubUser: boolean; email: string }[];
    }[];
    expect(list.map((c) => c.companyName)).toEqual(['Alpha Hospital', 'beta Pharma', 'Gamma Labs']);
    const gamma = list[2]!;
    expect(gamma.id).toBe(company.gamma.id);
    expect(gamma.users).toHaveLength(2);
    expect(gamma.users[0]).toEqual({
      id: expect.any(String),
      name: 'Jane Doe',
      email: expect.stringContaining('@example.com'),
      function: expect.any(String),
      isSubUser: false,
    });
    expect(gamma.users[1]).toMatchObject({ name: 'Sam Sub', function: 'Buyer', isSubUser: true });
    // No staff account is anyone's user.
    expect(list.flatMap((c) => c.users).some((u) => u.email.startsWith('staff@'))).toBe(false);
  });
});

// Last in the file: its 1,002 projects would change the totals the tests above expect.
describe('the total of GET /api/admin/projects past 1,000 matches', () => {
  it('says 1,000 and capped, on a page with rows and on a page past the last, by offset and by cursor', async () => {
    const main = await registerConfirmedClient(t);
    const clientId = await clientIdOf(t, main.email);
    await t.database.db.execute(sql`
      insert into projects (client_id, kind, status, name, document)
      select ${clientId}, 'SUBSTANCE', 'DRAFT', 'capped ' || i, '{}'::jsonb from generate_series(1, 1002) i`);
    const first = await page(`clientId=${clientId}&pageSize=100`);
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.items).toHaveLength(100);
    const byCursor = await page(`clientId=${clientId}&pageSize=100&page=2&after=${first.next}`);
    expect(byCursor).toMatchObject({ total: 1000, totalCapped: true });
    expect(await page(`clientId=${clientId}&pageSize=100&page=99`)).toMatchObject({
      items: [],
      total: 1000,
      totalCapped: true,
    });
    // Exactly 1,000 is not capped.
    await t.database.db.execute(
      sql`delete from projects where client_id = ${clientId} and name in ('capped 1', 'capped 2')`,
    );
    expect(await page(`clientId=${clientId}&pageSize=100&page=11`)).toMatchObject({
      items: [],
      total: 1000,
      totalCapped: false,
    });
  });
});

import type { ProjectKind } from '@pharmatrace/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projects } from '../src/db/schema';
import { projectKindConfig } from '../src/features/projects/kinds';
import { etagOf, ifNoneMatchHits } from '../src/lib/etag';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #17: the client's lists are one JSON value built by the database, with signed links
 * only where a file exists, and an ETag. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kinds = Object.keys(projectKindConfig) as ProjectKind[];

async function createDraft(token: string, kind: ProjectKind, name: string) {
  const { path, nameField } = projectKindConfig[kind];
  const res = await t.request({
    method: 'POST',
    url: `/api/${path}/draft/create`,
    token,
    payload: { [nameField]: name },
  });
  if (res.statusCode !== 201) throw new Error(`draft create failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

async function saveFile(name: string) {
  return t.app.services.files.save({
    clientId: null,
    filename: name,
    contentType: 'application/pdf',
    data: Buffer.from(`%PDF-1.4 ${name}`),
  });
}

/** What the list said before issue #17, from the rows: the summaries of spec 000 §3, newest first. */
async function expectedList(clientId: string, kind: ProjectKind, completedOnly = false) {
  const rows = await t.database.db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        eq(projects.kind, kind),
        isNull(projects.deletedAt),
        completedOnly ? eq(projects.status, 'COMPLETED') : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => ({
    id: row.id,
    [projectKindConfig[kind].nameField]: row.name,
    status: row.status,
    reportUrl: row.reportFileId ? expect.stringMatching(`^/api/files/${row.reportFileId}\\?expires=`) : null,
    invoiceUrl: row.invoiceFileId
      ? expect.stringMatching(`^/api/files/${row.invoiceFileId}\\?expires=`)
      : null,
    invoice: { status: row.invoiceStatus },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(kind === 'CARBON'
      ? {
          footprint:
            row.footprintValue === null
              ? null
              : { value: row.footprintValue, uncertainty: row.footprintUncertainty },
        }
      : {}),
  }));
}

describe.each(kinds)('the %s list', (kind) => {
  const { path, summarySchema } = projectKindConfig[kind];

  it('is the spec’s summaries, newest first, with signed links only where a file exists', async () => {
    const main = await registerConfirmedClient(t);
    const ids = [];
    for (const name of ['first', 'second “quoted” \\ name', 'third ünïcode 東京']) {
      ids.push(await createDraft(main.accessToken, kind, name));
    }
    const report = await saveFile('report.pdf');
    const invoice = await saveFile('invoice.pdf');
    await t.database.db
      .update(projects)
      .set({
        status: 'COMPLETED',
        reportFileId: report.id,
        invoiceFileId: invoice.id,
        invoiceStatus: 'PAID',
        // A footprint's result as the database writes doubles in JSON: exactly what JS reads back.
        footprintValue: 0.1 + 0.2,
        footprintUncertainty: 1e-7,
      })
      .where(eq(projects.id, ids[1]!));
    const clientId = (await t.database.db.select().from(projects).where(eq(projects.id, ids[0]!)))[0]!
      .clientId;

    const res = await t.request({ method: 'GET', url: `/api/${path}`, token: main.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    // Exactly the contract's keys: strict() refuses any extra one.
    expect(() => z.array(summarySchema.strict()).parse(list)).not.toThrow();
    expect(list).toEqual(await expectedList(clientId, kind));
    expect(list.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());

    const completed = await t.request({
      method: 'GET',
      url: `/api/${path}/completed`,
      token: main.accessToken,
    });
    expect(completed.json()).toEqual(await expectedList(clientId, kind, true));
    // The links stay the same from one request to the next: so does the tag.
    const refetch = await t.request({
      method: 'GET',
      url: `/api/${path}/completed`,
      token: main.accessToken,
      headers: { 'if-none-match': completed.headers.etag as string },
    });
    expect(refetch.statusCode).toBe(304);
    const done = completed.json()[0];
    for (const [url, name] of [
      [done.reportUrl, 'report.pdf'],
      [done.invoiceUrl, 'invoice.pdf'],
    ]) {
      const download = await t.request({ method: 'GET', url });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(`%PDF-1.4 ${name}`);
    }
  });

  it('is an empty array for a client without projects of the kind', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({ method: 'GET', url: `/api/${path}`, token: main.accessToken });
    expect(res.body).toBe('[]');
  });
});

describe('the summary each project keeps for the list (migration 0019)', () => {
  it('follows every write of the row, including one the database makes itself', async () => {
    const main = await registerConfirmedClient(t);
    const id = await createDraft(main.accessToken, 'CARBON', 'kept summary');
    const report = await saveFile('kept.pdf');
    await t.database.db
      .update(projects)
      .set({ status: 'COMPLETED', reportFileId: report.id, footprintValue: 2.5, footprintUncertainty: null })
      .where(eq(projects.id, id));
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken })).json()[0];
    const completed = await listed();
    expect(completed.reportUrl).toMatch(new RegExp(`^/api/files/${report.id}\\?expires=`));
    // No uncertainty stored reads as 0, as the detail answers it.
    expect(completed.footprint).toEqual({ value: 2.5, uncertainty: 0 });
    // The file's deletion unlinks it (ON DELETE SET NULL): the summary follows that update too.
    await t.database.db.execute(sql`delete from files where id = ${report.id}`);
    expect((await listed()).reportUrl).toBeNull();
  });
});

describe('the narrow table of list summaries (migration 0022)', () => {
  const summaryRows = async (query: SQL) =>
    (await t.database.db.execute<{ id: string; summary: string; kind: string; status: string }>(query)).rows;
  /** The table's summaries of a client's projects, by project id. */
  const stored = (clientId: string) =>
    summaryRows(sql`
      select project_id as id, summary, kind, status::text as status
      from project_list_summaries where client_id = ${clientId} order by project_id`);
  /** What each live project's row says its summary is now, by project id. */
  const fromRows = (clientId: string) =>
    summaryRows(sql`
      select p.id, project_list_summary(p) as summary, p.kind, p.status::text as status
      from projects p where p.client_id = ${clientId} and p.deleted_at is null order by p.id`);
  const summaryOf = async (id: string) =>
    (
      await t.database.db.execute<{ summary: string }>(
        sql`select summary from project_list_summaries where project_id = ${id}`,
      )
    ).rows[0]?.summary;

  it('keeps one summary per live project through renames, moves, soft deletes, restores and deletes', async () => {
    const main = await registerConfirmedClient(t);
    const ids = {
      carbon: await createDraft(main.accessToken, 'CARBON', 'narrow carbon'),
      origin: await createDraft(main.accessToken, 'ORIGIN', 'narrow origin'),
      substance: await createDraft(main.accessToken, 'SUBSTANCE', 'narrow substance'),
    };
    const [row] = await t.database.db
      .select({ clientId: projects.clientId })
      .from(projects)
      .where(eq(projects.id, ids.carbon));
    const clientId = row!.clientId;
    expect(await stored(clientId)).toHaveLength(3);
    expect(await stored(clientId)).toEqual(await fromRows(clientId));

    // A rename and a status move, written straight into the table as another tool would.
    await t.database.db
      .update(projects)
      .set({ name: 'renamed "narrow" ü', status: 'COMPLETED', footprintValue: 1.25 })
      .where(eq(projects.id, ids.carbon));
    expect(JSON.parse((await summaryOf(ids.carbon))!)).toMatchObject({
      id: ids.carbon,
      name: 'renamed "narrow" ü',
      status: 'COMPLETED',
      footprint: { value: 1.25, uncertainty: 0 },
    });
    expect(await stored(clientId)).toEqual(await fromRows(clientId));

    // The client's own soft delete (a draft): gone from the table and from the list at once.
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/origin/${ids.origin}`,
      token: main.accessToken,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await summaryOf(ids.origin)).toBeUndefined();
    const origins = await t.request({ method: 'GET', url: '/api/origin', token: main.accessToken });
    expect(origins.json()).toEqual([]);
    // A restore writes it again.
    await t.database.db.update(projects).set({ deletedAt: null }).where(eq(projects.id, ids.origin));
    expect(JSON.parse((await summaryOf(ids.origin))!)).toMatchObject({ drugProductName: 'narrow origin' });

    // A renamed company copies into the projects (migration 0018): the summaries follow that too.
    await t.database.db.execute(
      sql`update clients set company_name = 'Narrow Renamed' where id = ${clientId}`,
    );
    expect(await stored(clientId)).toEqual(await fromRows(clientId));

    // A hard delete (a script, a cascade) leaves nothing behind.
    await t.database.db.delete(projects).where(eq(projects.id, ids.substance));
    expect(await summaryOf(ids.substance)).toBeUndefined();
    expect((await stored(clientId)).map((r) => r.id).sort()).toEqual([ids.carbon, ids.origin].sort());
    await t.database.db.execute(sql`delete from clients where id = ${clientId}`);
    expect(await stored(clientId)).toEqual([]);
  });
});

describe('a project name that imitates the link placeholder', () => {
  it('is listed as typed, never turned into a signed link', async () => {
    const main = await registerConfirmedClient(t);
    const report = await saveFile('secret.pdf');
    const name = `{"$sign" : "${report.id}"}`;
    await createDraft(main.accessToken, 'CARBON', name);
    const list = (await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken })).json();
    expect(list[0].name).toBe(name);
    expect(list[0].reportUrl).toBeNull();
  });
});

describe('the lists kept in memory', () => {
  it('answer again without building while the database is unchanged, and rebuild after any write', async () => {
    const main = await registerConfirmedClient(t);
    const id = await createDraft(main.accessToken, 'CARBON', 'kept');
    const get = () => t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken });
    const stats = t.app.services.projects.listStats;
    const first = await get();
    const { hits, builds } = stats;
    const second = await get();
    expect(second.body).toBe(first.body);
    // A PostgreSQL server shared with other databases may move its log meanwhile (only a rebuild).
    if (t.database.kind === 'pglite') {
      expect(stats.hits).toBe(hits + 1);
      expect(stats.builds).toBe(builds);
    }
    // A write that no service of this process made (another instance, a script) is seen too.
    await t.database.db.update(projects).set({ name: 'renamed elsewhere' }).where(eq(projects.id, id));
    const third = await get();
    expect(third.json()[0].name).toBe('renamed elsewhere');
    expect(stats.builds).toBeGreaterThan(builds);
  });
});

describe('the ETag of a list', () => {
  it('answers 304 to a refetch when nothing changed, and the new list once something did', async () => {
    const main = await registerConfirmedClient(t);
    const id = await createDraft(main.accessToken, 'SUBSTANCE', 'paracetamol');
    const get = (etag?: string) =>
      t.request({
        method: 'GET',
        url: '/api/substance',
        token: main.accessToken,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.body));

    // A mutation that changed nothing: a refused delete (the project is no longer a draft)…
    await t.database.db.update(projects).set({ status: 'CHECK' }).where(eq(projects.id, id));
    const changed = await get(etag);
    expect(changed.statusCode).toBe(200);
    const checkTag = changed.headers.etag as string;
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/substance/${id}`,
      token: main.accessToken,
    });
    expect(refused.statusCode).toBe(409);
    const again = await get(checkTag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(checkTag);
    // …or a project of another kind.
    await createDraft(main.accessToken, 'CARBON', 'another kind');
    expect((await get(checkTag)).statusCode).toBe(304);

    // A new project of this kind changes the list: 200, a new tag.
    await createDraft(main.accessToken, 'SUBSTANCE', 'ibuprofen');
    const after = await get(checkTag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(checkTag);
    expect(after.json()).toHaveLength(2);
  });

  it('compares tags as RFC 9110 says for If-None-Match', () => {
    const tag = etagOf('[]');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});

describe('a list longer than a page (issue #28, decision 0046)', () => {
  /**
   * What the list was before pages and before the narrow table (migration 0022): one query over
   * the projects' own rows, each summary written from the row, links unsigned.
   */
  async function singleQueryList(clientId: string, completedOnly: boolean) {
    const result = await t.database.db.execute<{ list: string }>(sql`
      select coalesce('[' || string_agg(project_list_summary(p), ',' order by p.created_at desc, p.id desc) || ']', '[]') as list
      from projects p
      where p.client_id = ${clientId} and p.kind = 'CARBON' and p.deleted_at is null
        ${completedOnly ? sql`and p.status = 'COMPLETED'` : sql``}`);
    return result.rows[0]!.list;
  }
  /** A signed link put back as the placeholder the database writes. */
  const unsign = (body: string) =>
    body.replace(/"\/api\/files\/([0-9a-f-]{36})\?expires=\d+&signature=[^"]+"/g, '{"$sign" : "$1"}');

  it('is streamed page by page, byte for byte the list one query built, then kept with its tag', async () => {
    const main = await registerConfirmedClient(t);
    const clientId = (
      await t.database.db
        .select()
        .from(projects)
        .where(eq(projects.id, await createDraft(main.accessToken, 'CARBON', 'newest')))
    )[0]!.clientId;
    const report = await saveFile('long-list.pdf');
    // 1,234 footprints (three pages of 500), three to each creation time so that pages also
    // break inside a tie, which the id decides; every 7th completed with a result, every 100th
    // with a report to sign, names that JSON must escape.
    await t.database.db.execute(sql`
      insert into projects (client_id, kind, status, name, document, report_file_id, footprint_value,
        footprint_uncertainty, created_at, updated_at)
      select ${clientId}, 'CARBON', (case when i % 7 = 0 then 'COMPLETED' else 'DRAFT' end)::project_status,
        'footprint "' || i || '" \\ ü',
        jsonb_build_object('name', 'footprint ' || i),
        case when i % 100 = 0 then ${report.id}::uuid end,
        case when i % 7 = 0 then i / 10.0 end, case when i % 7 = 0 then 0.5 end,
        timestamptz '2026-01-01' - interval '1 second' * (i / 3),
        timestamptz '2026-01-01'
      from generate_series(1, 1234) i`);
    for (const [url, completedOnly, length] of [
      ['/api/carbon', false, 1235],
      ['/api/carbon/completed', true, 176],
    ] as const) {
      const get = (headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url, token: main.accessToken, headers });
      const streamed = await get();
      expect(streamed.statusCode).toBe(200);
      expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = await singleQueryList(clientId, completedOnly);
      expect(unsign(streamed.body)).toBe(expected);
      const list = streamed.json();
      expect(list).toHaveLength(length);
      expect(list).toEqual(await expectedList(clientId, 'CARBON', completedOnly));
      if (!completedOnly) {
        // More than one page: sent as read, so no length and no tag before the last byte.
        expect(streamed.headers['content-length']).toBeUndefined();
        expect(streamed.headers.etag).toBeUndefined();
        expect(list.filter((p: { reportUrl: string | null }) => p.reportUrl !== null)).toHaveLength(12);
      }
      // Kept whole once streamed: the next request gets the same bytes, with their tag…
      const kept = await get();
      expect(kept.body).toBe(streamed.body);
      if (t.database.kind === 'pglite') expect(kept.headers.etag).toBe(etagOf(streamed.body));
      // …and a conditional request, answered whole, the same bytes again.
      const whole = await get({ 'if-none-match': '"another"' });
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toBe(streamed.body);
      expect(whole.headers.etag).toBe(etagOf(streamed.body));
    }
    // Rebuilt after a write: its last build was under STREAM_ABOVE_BYTES, so it is read in one
    // statement and sent whole, with its length and tag (decision 0048), byte for byte the same.
    const newer = await createDraft(main.accessToken, 'CARBON', 'after the write');
    const rebuilt = await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers['content-length']).toBe(String(Buffer.byteLength(rebuilt.body)));
    expect(rebuilt.headers.etag).toBe(etagOf(rebuilt.body));
    expect(unsign(rebuilt.body)).toBe(await singleQueryList(clientId, false));
    expect(rebuilt.json()).toHaveLength(1236);
    expect(rebuilt.json()[0].id).toBe(newer);
  });
});

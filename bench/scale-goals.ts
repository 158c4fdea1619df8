import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { adminBase, adminQueryPaths, deepPageOf } from './lib/admin-queries';
import { logIn } from './lib/api';
import type { Goal } from './lib/goal';
import { measureLoad, percentile } from './lib/load';
import { type ListClient, seedListClient, seedSpread } from './lib/scale-seed';
import { createScratchDatabase } from './lib/scratch-database';
import { type ApiServer, startServer } from './lib/server';
import { benchTreeEditor } from './tree-editor';

/**
 * The goals of issue #28: how the cost grows with the data. Two servers run side by side on two
 * databases, one at today's size (10,000 projects of 300 clients, and a client with 2,000
 * footprints) and one ten times larger (100,000 of 3,000, a client with 20,000), both written
 * straight into the database (lib/scale-seed.ts); each query is asked of the two in turn, so that
 * the machine's load hits both alike, and the goal is the ratio of the large one's figure to the
 * small one's. On PGlite, then on PostgreSQL (scratch databases beside BENCH_DATABASE_URL's,
 * dropped at the end). Figures with ✓ or ✗, never a failing test.
 */

export interface ScaleGoalsOptions {
  databaseUrl?: string;
  /** Projects of the small database (the large one has `factor` times as many). */
  projects?: number;
  clients?: number;
  /** Footprints of the list client in the small database. */
  listFootprints?: number;
  factor?: number;
  /** Requests per query and size, one at a time. */
  samples?: number;
  durationSeconds?: number;
  connections?: number;
  /** Runs of the route tree bench (0 skips it). */
  treeRuns?: number;
  /** Only the client list's goals: no admin panel queries, no load (`--lists-only`). */
  listsOnly?: boolean;
}

const STAFF = { email: 'bench-staff@pharmatrace.test', password: 'Bench-Staff-Passw0rd!' };
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Timed {
  /** Until the status line and headers arrived (the server's time to its first byte, plus a loopback hop). */
  ttfb: number;
  total: number;
  body: string;
  status: number;
}

function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: keepAlive }, (res) => {
      const ttfb = performance.now() - started;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ttfb,
          total: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
          status: res.statusCode ?? 0,
        }),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

interface Side {
  label: string;
  projects: number;
  clients: number;
  footprints: number;
  server: ApiServer;
  staff: Record<string, string>;
  client: Record<string, string>;
  cleanUp: () => Promise<void>;
}

async function prepare(
  databaseUrl: string | undefined,
  projects: number,
  clients: number,
  footprints: number,
): Promise<Side> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pharmatrace-bench-scale-'));
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'pt_bench_scale') : undefined;
  const cleanUp = async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: join(dataDir, 'pglite') });
    let login: ListClient;
    try {
      await database.migrate();
      await seedSpread(database.db, projects, clients);
      login = await seedListClient(database.db, footprints);
      // A server's autovacuum vacuums and analyses a table that many rows were added to within a
      // minute or two: measured as it then stands, not in whichever state autovacuum has reached
      // when each query runs (decision 0053). PGlite has none: the server analyses the tables that
      // grew when it starts (decision 0042).
      if (scratch) await database.db.execute(sql`vacuum analyze`);
      // Written to the data files now, so that the server does not replay the WAL as it opens them.
      await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    console.log(
      `${projects} projects of ${clients} clients and a client with ${footprints} footprints written in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const starting = performance.now();
    const server = await startServer({
      databaseUrl: scratch?.url,
      env: { DATA_DIR: dataDir, STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
      healthTimeoutMs: 600_000,
    });
    console.log(`its server answered in ${((performance.now() - starting) / 1000).toFixed(1)} s`);
    const staff = { authorization: (await logIn(server.baseURL, STAFF, false)).AccessToken };
    const client = { authorization: (await logIn(server.baseURL, login, false)).AccessToken };
    return {
      label: `${projects}`,
      projects,
      clients,
      footprints,
      server,
      staff,
      client,
      cleanUp: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

const p95 = (values: number[]) => percentile(Float64Array.from(values).sort(), 95);
const median = (values: number[]) => percentile(Float64Array.from(values).sort(), 50);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function get(side: Side, path: string, auth: 'staff' | 'client' = 'staff'): Promise<Timed> {
  const answer = await timedGet(side.server.baseURL + path, side[auth]);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return answer;
}

/** The admin panel's queries (lib/admin-queries.ts), with this side's client and cursors. */
async function adminQueries(side: Side, deepPage: number): Promise<[string, string][]> {
  const someClient = (JSON.parse((await get(side, '/api/admin/clients')).body) as { id: string }[])[7]!.id;
  const nextOf = async (path: string) => (JSON.parse((await get(side, path)).body) as { next: string }).next;
  const deepCursor = await nextOf(`${adminBase}?page=${deepPage - 1}`);
  const companyCursor = await nextOf(`${adminBase}?sort=companyName&order=asc&page=9`);
  return adminQueryPaths({ someClient, deepPage, deepCursor, companyCursor });
}

async function measurePair(database: string, small: Side, large: Side, options: ScaleGoalsOptions) {
  const goals: Goal[] = [];
  const samples = options.samples ?? 40;
  const sizes = `${large.projects / 1000}k vs ${small.projects / 1000}k`;

  // 1. The admin panel, one request at a time, the two sizes in turn.
  // Page 200 at 10,000 projects (50 a page), or the middle of a smaller set, the same on both.
  const deepPage = deepPageOf(small.projects);
  const queries = options.listsOnly
    ? [[], []]
    : await Promise.all([adminQueries(small, deepPage), adminQueries(large, deepPage)]);
  const times = queries[0].map(() => ({ small: [] as number[], large: [] as number[] }));
  for (let round = -2; round < samples; round++) {
    for (const [q, [, path]] of queries[0].entries()) {
      const a = await get(small, path);
      const b = await get(large, queries[1][q]![1]);
      if (round >= 0) {
        times[q]!.small.push(a.total);
        times[q]!.large.push(b.total);
      }
    }
  }
  for (const [q, [name]] of queries[0].entries()) {
    const { small: s, large: l } = times[q]!;
    goals.push({
      what: `admin panel ${sizes}: ${name}, p95`,
      database,
      ratio: p95(l) / p95(s),
      goal: { atMost: 1.5 },
      detail: `${ms(p95(l))} vs ${ms(p95(s))}`,
    });
  }

  // 2. The client's list, served while nothing changed (the list cache), time to first byte.
  const list = '/api/carbon';
  const cached = { small: [] as number[], large: [] as number[] };
  let sizesSeen = { small: 0, large: 0 };
  for (let round = -2; round < samples; round++) {
    const a = await get(small, list, 'client');
    const b = await get(large, list, 'client');
    if (round >= 0) {
      cached.small.push(a.ttfb);
      cached.large.push(b.ttfb);
    }
    sizesSeen = { small: a.body.length, large: b.body.length };
  }
  const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  goals.push({
    what: `client list ${large.footprints / 1000}k vs ${small.footprints / 1000}k footprints, unchanged: TTFB p95`,
    database,
    ratio: p95(cached.large) / p95(cached.small),
    goal: { atMost: 1.5 },
    detail: `${ms(p95(cached.large))} vs ${ms(p95(cached.small))}; ${kB(sizesSeen.large)} vs ${kB(sizesSeen.small)}`,
  });

  // 3. The same list right after a write by the client (a substance draft): rebuilt by the database.
  const rebuilt = { small: [] as Timed[], large: [] as Timed[] };
  const write = async (side: Side, i: number) => {
    const res = await fetch(`${side.server.baseURL}/api/substance/draft/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...side.client },
      body: JSON.stringify({ inn: `Bench substance ${i}` }),
    });
    if (res.status !== 201)
      throw new Error(`substance draft create answered ${res.status}: ${await res.text()}`);
  };
  const rounds = Math.min(samples, 20);
  for (let i = 0; i < rounds; i++) {
    await write(small, i);
    rebuilt.small.push(await get(small, list, 'client'));
    await write(large, i);
    rebuilt.large.push(await get(large, list, 'client'));
  }
  const ttfbOf = (t: Timed[]) => t.map((x) => x.ttfb);
  goals.push({
    what: `client list ${large.footprints / 1000}k vs ${small.footprints / 1000}k footprints, after a write: TTFB p95`,
    database,
    ratio: p95(ttfbOf(rebuilt.large)) / p95(ttfbOf(rebuilt.small)),
    goal: { atMost: 1.5 },
    detail:
      `${ms(p95(ttfbOf(rebuilt.large)))} vs ${ms(p95(ttfbOf(rebuilt.small)))} (${rounds} each); ` +
      `whole answer, median: ${ms(median(rebuilt.large.map((t) => t.total)))} vs ${ms(median(rebuilt.small.map((t) => t.total)))}`,
  });
  for (const [side, timings] of [
    [small, rebuilt.small],
    [large, rebuilt.large],
  ] as const) {
    const parsed = JSON.parse(timings.at(-1)!.body) as unknown;
    const stringify: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      JSON.stringify(parsed);
      stringify.push(performance.now() - started);
    }
    const whole = median(timings.map((t) => t.total));
    goals.push({
      what: `client list of ${side.footprints} rebuilt after a write ÷ JSON.stringify of it (medians)`,
      database,
      ratio: whole / median(stringify),
      goal: { atMost: 5 },
      detail: `${ms(whole)} vs ${ms(median(stringify))}`,
    });
  }

  if (options.listsOnly) return goals;
  // 4. The admin panel's first page under load, at the large size (the small one beside it).
  const connections = options.connections ?? 10;
  const duration = options.durationSeconds ?? 5;
  const underLoad = async (side: Side) => {
    const load = { url: `${side.server.baseURL}/api/admin/projects`, connections, headers: side.staff };
    await measureLoad({ ...load, duration: 1 });
    const { result, latencies } = await measureLoad({ ...load, duration });
    return {
      p95: percentile(latencies, 95),
      rps: result.requests.average,
      failed: result.non2xx + result.errors,
    };
  };
  const loadLarge = await underLoad(large);
  const loadSmall = await underLoad(small);
  goals.push({
    what: `admin page 1 under ${connections} connections, ${large.projects / 1000}k projects: p95 ÷ 1 ms`,
    database,
    ratio: loadLarge.p95,
    goal: { atMost: 100 },
    detail:
      `${loadLarge.rps.toFixed(0)} req/s (${small.projects / 1000}k: ${loadSmall.rps.toFixed(0)} req/s, p95 ${ms(loadSmall.p95)})` +
      (loadLarge.failed + loadSmall.failed > 0 ? `; ${loadLarge.failed + loadSmall.failed} failed` : ''),
  });
  return goals;
}

async function measureOn(database: string, databaseUrl: string | undefined, options: ScaleGoalsOptions) {
  const projects = options.projects ?? 10_000;
  const clients = options.clients ?? 300;
  const footprints = options.listFootprints ?? 2000;
  const factor = options.factor ?? 10;
  console.log(`\n### ${database}\n`);
  const small = await prepare(databaseUrl, projects, clients, footprints);
  try {
    const large = await prepare(databaseUrl, projects * factor, clients * factor, footprints * factor);
    try {
      return await measurePair(database, small, large, options);
    } finally {
      await large.cleanUp();
    }
  } finally {
    await small.cleanUp();
  }
}

export async function scaleGoals(options: ScaleGoalsOptions = {}): Promise<Goal[]> {
  const goals = await measureOn('PGlite', undefined, options);
  if (options.databaseUrl) goals.push(...(await measureOn('PostgreSQL', options.databaseUrl, options)));
  else
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or pass --database-url to measure a server too)',
    );
  const treeRuns = options.treeRuns ?? 5;
  if (treeRuns > 0) {
    const tree = await benchTreeEditor({ runs: treeRuns });
    goals.push({
      what: "route tree step painted after 'Got it', 40 nodes ÷ 1 node (medians)",
      database: 'Chromium',
      ratio: tree.step.large / tree.step.small,
      goal: { atMost: 1.3 },
      detail: `${tree.step.large.toFixed(0)} vs ${tree.step.small.toFixed(0)} ms, ${treeRuns} runs each`,
    });
    goals.push({
      what: "route tree step's first frame painted, in the page, 40 nodes ÷ 1 node (medians)",
      database: 'Chromium',
      ratio: tree.stepInPage.large / tree.stepInPage.small,
      goal: { atMost: 1.3 },
      detail: `${tree.stepInPage.large.toFixed(0)} vs ${tree.stepInPage.small.toFixed(0)} ms, ${treeRuns} runs each`,
    });
  }
  return goals;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { logIn } from './lib/api';
import { heading, isMain, table } from './lib/cli';
import { latencyCells, measureLoad } from './lib/load';
import { seedSpread } from './lib/scale-seed';
import { createScratchDatabase } from './lib/scratch-database';
import { benchLogLevel, startServer } from './lib/server';

/**
 * The admin panel (issue #12): GET /api/admin/projects and its filters, sorts and pages over
 * 10,000 projects of 300 clients, next to GET /api/health on the same server in the same run.
 * The data is written straight into the database before the server starts (the panel reads only
 * projects and clients; a realistic route tree makes each document ~2 KB). Runs on
 * PGlite, then on PostgreSQL when BENCH_DATABASE_URL (or --database-url) names a server, in a
 * fresh database created beside the one named and dropped at the end. Figures only, no verdict.
 */

export interface AdminPanelBenchOptions {
  databaseUrl?: string;
  projects?: number;
  clients?: number;
  /** Timed requests per query, one at a time. */
  samples?: number;
  durationSeconds?: number;
  connections?: number;
}

const STAFF = { email: 'bench-staff@pharmatrace.test', password: 'Bench-Staff-Passw0rd!' };

export async function benchAdminPanel(options: AdminPanelBenchOptions = {}): Promise<void> {
  const projectCount = options.projects ?? 10_000;
  const clientCount = options.clients ?? 300;
  heading(`The admin panel with ${projectCount} projects of ${clientCount} clients, next to GET /api/health`);
  console.log(`LOG_LEVEL: ${benchLogLevel}; times are measured by the client on the loopback interface, so`);
  console.log('they bound the server time from above (GET /api/health shows the floor of a round trip).');
  await runOn('PGlite (embedded)', undefined, projectCount, clientCount, options);
  if (!options.databaseUrl) {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or pass --database-url to measure a server too)',
    );
    return;
  }
  const scratch = await createScratchDatabase(options.databaseUrl, 'pt_bench_admin');
  try {
    await runOn(
      `PostgreSQL (${scratch.name}, created for this run)`,
      scratch.url,
      projectCount,
      clientCount,
      options,
    );
  } finally {
    await scratch.drop();
  }
}

async function runOn(
  label: string,
  databaseUrl: string | undefined,
  projectCount: number,
  clientCount: number,
  options: AdminPanelBenchOptions,
): Promise<void> {
  console.log(`\n### ${label}\n`);
  const dataDir = await mkdtemp(join(tmpdir(), 'pharmatrace-bench-admin-'));
  try {
    const seeding = performance.now();
    const database = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'pglite') });
    try {
      await database.migrate();
      // The spread scale-goals.ts writes too (lib/scale-seed.ts), in set-based statements.
      await seedSpread(database.db, projectCount, clientCount);
      // A server's autovacuum vacuums and analyses a table that many rows were added to within a
      // minute or two: measured as it then stands, not in whichever state autovacuum has reached
      // when each query runs (decision 0053). PGlite has none: the server analyses the tables that
      // grew when it starts (decision 0042).
      if (databaseUrl) await database.db.execute(sql`vacuum analyze`);
    } finally {
      await database.close();
    }
    console.log(
      `seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s${databaseUrl ? ', then analysed' : ', no ANALYZE (as in real use)'}`,
    );

    const server = await startServer({
      databaseUrl,
      env: { DATA_DIR: dataDir, STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
    });
    try {
      const token = (await logIn(server.baseURL, STAFF, false)).AccessToken;
      const headers = { authorization: token };
      const get = async (path: string, auth = true) => {
        const started = performance.now();
        const res = await fetch(server.baseURL + path, { headers: auth ? headers : {} });
        const body = await res.text();
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 200)}`);
        return { ms, body };
      };
      const someClient = (JSON.parse((await get('/api/admin/clients')).body) as { id: string }[])[7]!.id;
      // Keyset pages (decision 0038): the `next` of an offset page opens the page after it by cursor.
      const nextOf = async (path: string) =>
        (JSON.parse((await get(path)).body) as { next: string | null }).next;
      const deepCursor = await nextOf('/api/admin/projects?page=199');
      const companyCursor = await nextOf('/api/admin/projects?sort=companyName&order=asc&page=9');
      const queries: [string, string][] = [
        ['page 1, newest change first', '/api/admin/projects'],
        ['page 200 (deep offset)', '/api/admin/projects?page=200'],
        ['page 200 by cursor (keyset)', `/api/admin/projects?page=200&after=${deepCursor}`],
        ['100 a page', '/api/admin/projects?pageSize=100'],
        ['status CHECK (grouped with CHECK2)', '/api/admin/projects?status=CHECK'],
        ['footprints ONGOING, by name', '/api/admin/projects?kind=CARBON&status=ONGOING&sort=name&order=asc'],
        ['one client', `/api/admin/projects?clientId=${someClient}`],
        ['by company, page 10', '/api/admin/projects?sort=companyName&order=asc&page=10'],
        [
          'by company, page 10 by cursor',
          `/api/admin/projects?sort=companyName&order=asc&page=10&after=${companyCursor}`,
        ],
        ['by status, descending', '/api/admin/projects?sort=status&order=desc'],
        ['search "ceta" (names, companies)', '/api/admin/projects?q=ceta'],
        ['admin/carbons?status=DRAFT', '/api/admin/carbons?status=DRAFT'],
        ['admin/clients (every client)', '/api/admin/clients'],
        ['admin/check (auth only)', '/api/admin/check'],
      ];
      const samples = options.samples ?? 100;
      const times = new Map<string, number[]>([['GET /api/health', []]]);
      const totals = new Map<string, string>();
      // A warm-up pass, then `samples` rounds; each round asks every query once, and health.
      for (const [, path] of queries) await get(path);
      for (let round = 0; round < samples; round++) {
        times.get('GET /api/health')!.push((await get('/api/health', false)).ms);
        for (const [name, path] of queries) {
          const { ms, body } = await get(path);
          if (!times.has(name)) times.set(name, []);
          times.get(name)!.push(ms);
          if (round === 0) {
            const answer = JSON.parse(body) as { total?: number; totalCapped?: boolean } | unknown[];
            if (Array.isArray(answer)) totals.set(name, `${answer.length} clients`);
            else if (answer.total !== undefined)
              totals.set(name, `${answer.total}${answer.totalCapped ? '+' : ''} match`);
          }
        }
      }
      console.log(`one request at a time (fetch, keep-alive), ${samples} each, ms:\n`);
      const rows = [['', 'p50', 'p95', 'p99', 'max', 'answer']];
      for (const [name, values] of times) {
        rows.push([name, ...latencyCells(values), totals.get(name) ?? '']);
      }
      console.log(table(rows));

      const connections = options.connections ?? 10;
      const duration = options.durationSeconds ?? 5;
      console.log(
        `\nunder load (autocannon, ${connections} connections, ${duration} s each after 1 s warm-up), ms:\n`,
      );
      const loadRows = [['', 'req/s', 'p50', 'p95', 'p99', 'non-2xx']];
      for (const [name, path, auth] of [
        ['GET /api/health', '/api/health', false],
        ['page 1, newest change first', '/api/admin/projects', true],
        ['status CHECK, by company', '/api/admin/projects?status=CHECK&sort=companyName&order=asc', true],
      ] as const) {
        const url = server.baseURL + path;
        const load = { url, connections, headers: auth ? headers : {} };
        await measureLoad({ ...load, duration: 1 });
        const { result, latencies } = await measureLoad({ ...load, duration });
        loadRows.push([
          name,
          result.requests.average.toFixed(0),
          ...latencyCells(latencies).slice(0, 3),
          String(result.non2xx + result.errors),
        ]);
      }
      console.log(table(loadRows));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      projects: { type: 'string' },
      clients: { type: 'string' },
      samples: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
    },
  });
  await benchAdminPanel({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    // Sizes from the command line or the environment (BENCH_PROJECTS, BENCH_CLIENTS), issue #28.
    projects: Number(values.projects ?? process.env.BENCH_PROJECTS) || undefined,
    clients: Number(values.clients ?? process.env.BENCH_CLIENTS) || undefined,
    samples: values.samples ? Number(values.samples) : undefined,
    durationSeconds: values.duration ? Number(values.duration) : undefined,
    connections: values.connections ? Number(values.connections) : undefined,
  });
}

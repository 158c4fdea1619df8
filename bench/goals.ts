import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { chunkSizes } from './chunk-sizes';
import { benchFootprintMonteCarlo } from './footprint-monte-carlo';
import { logIn } from './lib/api';
import { heading, isMain, table } from './lib/cli';
import type { Goal } from './lib/goal';
import { measureLoad, percentile } from './lib/load';
import { createScratchDatabase } from './lib/scratch-database';
import { benchLogLevel, startServer } from './lib/server';
import { realisticPrefixes } from './medicine-autocomplete';
import { scaleGoals } from './scale-goals';

/**
 * The goals of issue #17, each as a ratio to a baseline measured in the same run on the same
 * server, with ✓ or ✗ beside it: figures, never a failing test. Each database figure is measured on
 * PGlite, then on PostgreSQL when BENCH_DATABASE_URL (or --database-url) names a server (a scratch
 * database is created beside the one named and dropped afterwards).
 */

export interface GoalsBenchOptions {
  databaseUrl?: string;
  /** Seconds of each autocannon measurement (after a 2 s warm-up). */
  durationSeconds?: number;
  connections?: number;
  /** Carbon footprints of the demo client for the list figure. */
  projects?: number;
  /** Requests one at a time for the list figure. */
  samples?: number;
}

type Load = Awaited<ReturnType<typeof measureLoad>>;

function met(goal: Goal): boolean {
  return 'atLeast' in goal.goal ? goal.ratio >= goal.goal.atLeast : goal.ratio <= goal.goal.atMost;
}

export function goalsTable(goals: Goal[]): string {
  return table([
    ['goal', 'database', 'ratio', 'target', '', 'measured'],
    ...goals.map((g) => [
      g.what,
      g.database,
      g.ratio.toFixed(2),
      'atLeast' in g.goal ? `≥ ${g.goal.atLeast}` : `≤ ${g.goal.atMost}`,
      met(g) ? '✓' : '✗',
      g.detail,
    ]),
  ]);
}

/** A 2 s warm-up, then one measured run. */
async function load(options: autocannon.Options): Promise<Load> {
  await measureLoad({ ...options, duration: 2 });
  const measured = await measureLoad(options);
  if (measured.result.non2xx > 0 || measured.result.errors > 0) {
    console.log(
      `note: ${options.url} had ${measured.result.non2xx} non-2xx answers, ${measured.result.errors} errors`,
    );
  }
  return measured;
}

const median = (values: number[]) => percentile(Float64Array.from(values).sort(), 50);

/** The three database figures of issue #17 on one server. */
async function measureOn(
  label: string,
  databaseUrl: string | undefined,
  options: GoalsBenchOptions,
): Promise<Goal[]> {
  const connections = options.connections ?? 10;
  const duration = options.durationSeconds ?? 5;
  const projects = options.projects ?? 2000;
  const samples = options.samples ?? 50;
  console.log(`\n### ${label}\n`);
  const started = Date.now();
  const server = await startServer({
    demoData: true,
    databaseUrl,
    env: { MEDICINE_SEARCHES_PER_MINUTE: '1000000' },
  });
  try {
    console.log(`server up with its demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = (await logIn(server.baseURL)).AccessToken;
    const headers = { authorization: token };
    const health = `${server.baseURL}/api/health`;
    const goals: Goal[] = [];

    // 1. Authentication alone next to health: throughput, interleaved twice against drift.
    const runs: { health: Load; auth: Load }[] = [];
    for (let i = 0; i < 2; i++) {
      runs.push({
        health: await load({ url: health, connections, duration }),
        auth: await load({ url: `${server.baseURL}/api/auth/is-sub-user`, connections, duration, headers }),
      });
    }
    const rps = (l: Load) => l.result.requests.average;
    const healthRps = runs.reduce((t, r) => t + rps(r.health), 0) / runs.length;
    const authRps = runs.reduce((t, r) => t + rps(r.auth), 0) / runs.length;
    goals.push({
      what: 'GET auth/is-sub-user req/s ÷ GET /api/health req/s',
      database: label,
      ratio: authRps / healthRps,
      goal: { atLeast: 0.8 },
      detail: `${authRps.toFixed(0)} vs ${healthRps.toFixed(0)} req/s`,
    });

    // 2. Medicine autocomplete p95 next to health p95, both under the same load.
    const prefixes = realisticPrefixes();
    let next = 0;
    const healthLoad = await load({ url: health, connections, duration });
    const completeLoad = await load({
      url: server.baseURL,
      connections,
      duration,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            next = (next + 1) % prefixes.length;
            return { ...request, path: `/api/medicine/complete/${encodeURIComponent(prefixes[next]!.text)}` };
          },
        },
      ],
    });
    const p95 = (l: Load) => percentile(l.latencies, 95);
    goals.push({
      what: 'autocomplete p95 ÷ health p95 under load',
      database: label,
      ratio: p95(completeLoad) / p95(healthLoad),
      goal: { atMost: 3 },
      detail: `${p95(completeLoad).toFixed(2)} vs ${p95(healthLoad).toFixed(2)} ms`,
    });

    // 3. The carbon list of a client with `projects` footprints, one request at a time, next to
    //    JSON.stringify of the same answer in this process.
    const filling = Date.now();
    for (let i = 0; i < projects; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, projects - i) }, (_, j) =>
          fetch(`${server.baseURL}/api/carbon/draft/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ name: `Bench footprint ${i + j}`, cas: '103-90-2' }),
          }).then(async (r) => {
            if (r.status !== 201) throw new Error(`draft create answered ${r.status}: ${await r.text()}`);
          }),
        ),
      );
    }
    const listUrl = `${server.baseURL}/api/carbon`;
    const timed = async (extra: Record<string, string> = {}) => {
      const start = performance.now();
      const res = await fetch(listUrl, { headers: { ...headers, ...extra } });
      const text = await res.text();
      return { ms: performance.now() - start, text, status: res.status, etag: res.headers.get('etag') };
    };
    for (let i = 0; i < 10; i++) await timed();
    const listMs: number[] = [];
    const stringifyMs: number[] = [];
    const notModifiedMs: number[] = [];
    let answer = await timed();
    const parsed = JSON.parse(answer.text) as unknown[];
    for (let i = 0; i < samples; i++) {
      answer = await timed();
      listMs.push(answer.ms);
      const start = performance.now();
      JSON.stringify(parsed);
      stringifyMs.push(performance.now() - start);
      const revalidated = await timed({ 'if-none-match': answer.etag ?? '' });
      if (revalidated.status === 304) notModifiedMs.push(revalidated.ms);
    }
    // The same list right after a write elsewhere (a draft of another kind): rebuilt by the
    // database, the figure a client sees after changing something.
    const rebuiltMs: number[] = [];
    for (let i = 0; i < Math.min(samples, 20); i++) {
      const other = await fetch(`${server.baseURL}/api/substance/draft/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ inn: `Bench substance ${i}` }),
      });
      if (other.status !== 201) throw new Error(`substance draft create answered ${other.status}`);
      rebuiltMs.push((await timed()).ms);
    }
    console.log(
      `the list rebuilt after a write: median ${median(rebuiltMs).toFixed(2)} ms of ${rebuiltMs.length} ` +
        `(${(median(rebuiltMs) / median(stringifyMs)).toFixed(1)} × JSON.stringify)`,
    );
    console.log(
      `the list: ${parsed.length} footprints, ${(answer.text.length / 1000).toFixed(0)} kB of JSON ` +
        `(filled in ${((Date.now() - filling) / 1000).toFixed(1)} s); ${samples} requests one at a time: ` +
        `median ${median(listMs).toFixed(2)} ms; JSON.stringify median ${median(stringifyMs).toFixed(2)} ms; ` +
        `a refetch with its ETag: ${notModifiedMs.length} × 304, median ${median(notModifiedMs).toFixed(2)} ms`,
    );
    goals.push({
      what: `GET /api/carbon (${parsed.length} projects) one at a time ÷ JSON.stringify of it`,
      database: label,
      ratio: median(listMs) / median(stringifyMs),
      goal: { atMost: 5 },
      detail: `${median(listMs).toFixed(2)} vs ${median(stringifyMs).toFixed(2)} ms (medians of ${samples})`,
    });
    console.log(`\n${goalsTable(goals)}`);
    return goals;
  } finally {
    await server.stop();
  }
}

export async function benchGoals(options: GoalsBenchOptions = {}): Promise<Goal[]> {
  heading('Issue #17 goals: each figure as a ratio to its baseline from the same run');
  // Other work on the machine moves every figure: the load average is printed with them.
  const load1 = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores, ` +
      `${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average ${load1()}`,
  );
  console.log(
    `load: ${options.connections ?? 10} connections, 2 s warm-up, then ${options.durationSeconds ?? 5} s measured; ` +
      `LOG_LEVEL: ${benchLogLevel}`,
  );
  const goals = await measureOn('PGlite', undefined, options);
  if (options.databaseUrl) {
    const scratch = await createScratchDatabase(options.databaseUrl, 'pt_goals');
    try {
      goals.push(...(await measureOn('PostgreSQL', scratch.url, options)));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or pass --database-url to measure a server too)',
    );
  }
  // Issue #23: the footprint Monte Carlo next to drawing as many normal variates (in this process).
  const footprint = benchFootprintMonteCarlo({ runs: 3 });
  goals.push({
    what: 'Footprint Monte Carlo (10 reactions × 30 lines × 200,000) ÷ as many normal draws',
    database: '(none)',
    ratio: footprint.ratio,
    goal: { atMost: 3 },
    detail: footprint.detail,
  });
  const firstLoad = await chunkSizes();
  goals.push({
    what: 'JS before /login paints, gzipped kB ÷ 1 kB',
    database: '(none)',
    ratio: firstLoad.loginGzip / 1000,
    goal: { atMost: 150 },
    detail:
      firstLoad.prerenderedGzip === null
        ? `${firstLoad.files.length} files`
        : `prerendered: paints from ${(firstLoad.prerenderedGzip / 1000).toFixed(1)} kB of HTML+CSS`,
  });
  // The same target for the JS that makes the page work, so that a prerendered page does not hide it.
  goals.push({
    what: 'JS that renders or hydrates /login, gzipped kB ÷ 1 kB',
    database: '(none)',
    ratio: firstLoad.hydrateGzip / 1000,
    goal: { atMost: 150 },
    detail: `${firstLoad.files.length} files, after the first paint when prerendered`,
  });
  heading('Issue #17 goals');
  console.log(goalsTable(goals));
  console.log(`\nload average at the end: ${load1()}`);
  return goals;
}

/**
 * Issue #28's goals (scale-goals.ts): how the cost grows from today's sizes to ten times them,
 * on PGlite and PostgreSQL, and the route tree in Chromium.
 */
export async function benchScaleGoals(options: {
  databaseUrl?: string;
  durationSeconds?: number;
  connections?: number;
  samples?: number;
  projects?: number;
  clients?: number;
  listFootprints?: number;
  treeRuns?: number;
  listsOnly?: boolean;
}): Promise<Goal[]> {
  heading('Issue #28 goals: ten times the data, each figure as a ratio to today’s size in the same run');
  const load1 = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores, ` +
      `${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average ${load1()}; LOG_LEVEL: ${benchLogLevel}`,
  );
  const goals = await scaleGoals(options);
  heading('Issue #28 goals');
  console.log(goalsTable(goals));
  console.log(`
load average at the end: ${load1()}`);
  return goals;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      issue: { type: 'string', default: '17' },
      'tree-runs': { type: 'string' },
      'lists-only': { type: 'boolean' },
      clients: { type: 'string' },
      'list-footprints': { type: 'string' },
      'database-url': { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      projects: { type: 'string' },
      samples: { type: 'string' },
    },
  });
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const options = {
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    durationSeconds: number(values.duration),
    connections: number(values.connections),
    projects: number(values.projects),
    samples: number(values.samples),
  };
  // `--issue 17` (the default, also run by `npm run bench`), `--issue 28` (`npm run goals`), or `all`.
  if (values.issue === '17' || values.issue === 'all') await benchGoals(options);
  if (values.issue === '28' || values.issue === 'all')
    await benchScaleGoals({
      ...options,
      clients: number(values.clients),
      listFootprints: number(values['list-footprints']),
      treeRuns: number(values['tree-runs']),
      listsOnly: values['lists-only'],
    });
}

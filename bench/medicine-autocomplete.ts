import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { generateDemoMedicines, seededRandom } from '../apps/api/src/seed/demo-medicines';
import { DEMO, logIn } from './lib/api';
import { heading, isMain, table } from './lib/cli';
import { latencyCells, measureLoad, percentile } from './lib/load';
import { createScratchDatabase } from './lib/scratch-database';
import { benchLogLevel, startServer } from './lib/server';

/**
 * Latency of the medicine autocomplete (GET /api/medicine/complete/{name}) over 1,000 realistic
 * prefixes against the ~12,000-medicine demonstration data set, next to GET /api/health on the
 * same server in the same run (issue #4 goal: autocomplete p95 within 3× of health's).
 * Runs on PGlite, then on PostgreSQL when BENCH_DATABASE_URL (or --database-url) names a server:
 * a fresh database is created beside the one named, seeded by the server, and dropped at the end.
 * Figures only, no verdict.
 */

export interface MedicineBenchOptions {
  /** A PostgreSQL URL; the bench creates (and drops) its own fresh database on that server. */
  databaseUrl?: string;
  durationSeconds?: number;
  connections?: number;
}

const PREFIX_COUNT = 1_000;

interface Prefix {
  text: string;
  kind: 'prefix' | 'typo';
}

/**
 * What people type into the box: the first 3 to 14 characters of a medicine's name, in lower case,
 * usually without accents; one in twenty with a typo (two letters swapped or one dropped).
 */
export function realisticPrefixes(count = PREFIX_COUNT): Prefix[] {
  const names = generateDemoMedicines().map((m) => m.name);
  const random = seededRandom(20_241_104);
  const prefixes: Prefix[] = [];
  while (prefixes.length < count) {
    const name = names[Math.floor(random() * names.length)]!;
    let text = name.slice(0, 3 + Math.floor(random() * 12)).toLowerCase();
    if (random() < 0.7) text = text.normalize('NFD').replace(/\p{M}/gu, '');
    text = text.trimEnd();
    if (text.length < 3) continue;
    if (random() < 0.05 && text.length >= 6) {
      const at = 1 + Math.floor(random() * (text.length - 3));
      const typo =
        random() < 0.5
          ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)
          : text.slice(0, at) + text.slice(at + 1);
      prefixes.push({ text: typo, kind: 'typo' });
    } else {
      prefixes.push({ text, kind: 'prefix' });
    }
  }
  return prefixes;
}

export async function benchMedicineAutocomplete(options: MedicineBenchOptions = {}): Promise<void> {
  const prefixes = realisticPrefixes();
  const typos = prefixes.filter((p) => p.kind === 'typo').length;
  heading('GET /api/medicine/complete/{name} next to GET /api/health');
  console.log(
    `${PREFIX_COUNT} prefixes of demo names (3-14 characters, ${typos} with a typo); ` +
      `data: the demonstration set (DEMO_DATA=1, 12,000 medicines); LOG_LEVEL: ${benchLogLevel}`,
  );

  await runOn('PGlite (embedded)', undefined, prefixes, options);
  if (!options.databaseUrl) {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or pass --database-url to measure a server too)',
    );
    return;
  }
  const scratch = await createScratchDatabase(options.databaseUrl);
  try {
    await runOn(`PostgreSQL (${scratch.name}, created for this run)`, scratch.url, prefixes, options);
  } finally {
    await scratch.drop();
  }
}

async function runOn(
  label: string,
  databaseUrl: string | undefined,
  prefixes: Prefix[],
  options: MedicineBenchOptions,
): Promise<void> {
  console.log(`\n### ${label}\n`);
  const started = Date.now();
  // The search limit (60 a minute by default) would turn most of this run into 429s.
  const server = await startServer({
    demoData: true,
    databaseUrl,
    env: { MEDICINE_SEARCHES_PER_MINUTE: '1000000' },
  });
  try {
    console.log(`server up with its demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = (await logIn(server.baseURL, DEMO, false)).AccessToken;
    const headers = { authorization: token };
    const completeUrl = (p: Prefix) => `/api/medicine/complete/${encodeURIComponent(p.text)}`;

    // GET /api/auth/is-sub-user does nothing but the token and session check every client call
    // makes: the row that shows how much of the autocomplete's time is authentication.
    const authOnly = `${server.baseURL}/api/auth/is-sub-user`;

    // 1. One request at a time: each prefix once, each followed by a health check and an
    //    authentication-only call, after a warm-up pass.
    for (const p of prefixes.slice(0, 200)) {
      await timedGet(server.baseURL + completeUrl(p), headers);
      await timedGet(`${server.baseURL}/api/health`);
      await timedGet(authOnly, headers);
    }
    const health: number[] = [];
    const auth: number[] = [];
    const byKind: Record<Prefix['kind'], number[]> = { prefix: [], typo: [] };
    let empty = 0;
    for (const p of prefixes) {
      const answer = await timedGet(server.baseURL + completeUrl(p), headers);
      byKind[p.kind].push(answer.ms);
      if (answer.body === '[]') empty += 1;
      health.push((await timedGet(`${server.baseURL}/api/health`)).ms);
      auth.push((await timedGet(authOnly, headers)).ms);
    }
    const all = [...byKind.prefix, ...byKind.typo];
    console.log('one request at a time (fetch, keep-alive), ms:\n');
    console.log(
      table([
        ['', 'requests', 'p50', 'p95', 'p99', 'max'],
        row('GET /api/health', health),
        row('GET /api/auth/is-sub-user (auth only)', auth),
        row('autocomplete, all prefixes', all),
        row('  exact prefixes', byKind.prefix),
        row('  prefixes with a typo', byKind.typo),
      ]),
    );
    console.log(
      `\nautocomplete p95 / health p95 = ${(pct(all, 95) / pct(health, 95)).toFixed(2)}; ` +
        `${empty} of ${prefixes.length} prefixes had no suggestion`,
    );

    // 2. Under load: autocannon, the same connections and duration for both endpoints.
    const connections = options.connections ?? 10;
    const duration = options.durationSeconds ?? 5;
    let next = 0;
    const healthLoad = await measure({ url: `${server.baseURL}/api/health`, connections, duration });
    const authLoad = await measure({ url: authOnly, connections, duration, headers });
    const completeLoad = await measure({
      url: server.baseURL,
      connections,
      duration,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            next = (next + 1) % prefixes.length;
            return { ...request, path: completeUrl(prefixes[next]!) };
          },
        },
      ],
    });
    console.log(
      `\nunder load (autocannon, ${connections} connections, ${duration} s each after 1 s warm-up), ms:\n`,
    );
    console.log(
      table([
        ['', 'req/s', 'p50', 'p95', 'p99', 'max', 'non-2xx'],
        loadRow('GET /api/health', healthLoad),
        loadRow('GET /api/auth/is-sub-user (auth only)', authLoad),
        loadRow('autocomplete', completeLoad),
      ]),
    );
    console.log(
      `\nautocomplete p95 / health p95 under load = ${(pct(completeLoad.latencies, 95) / pct(healthLoad.latencies, 95)).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

async function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; body: string }> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

type Load = Awaited<ReturnType<typeof measureLoad>>;

/** A 1 s warm-up, then one measured autocannon run. */
async function measure(options: autocannon.Options): Promise<Load> {
  await measureLoad({ ...options, duration: 1 });
  return measureLoad(options);
}

/** Nearest-rank percentile of unsorted values. */
function pct(values: number[] | Float64Array, p: number): number {
  return percentile(Float64Array.from(values).sort(), p);
}

function row(label: string, values: number[]): string[] {
  return [label, String(values.length), ...latencyCells(values)];
}

function loadRow(label: string, { result, latencies }: Load) {
  return [
    label,
    result.requests.average.toFixed(0),
    ...latencyCells(latencies),
    String(result.non2xx + result.errors),
  ];
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '10' },
    },
  });
  await benchMedicineAutocomplete({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
  });
}

import { parseArgs } from 'node:util';
import { demoAccounts } from '../apps/api/src/seed/demo-accounts';
import { heading, isMain, table } from './lib/cli';
import { measureLoad, percentile } from './lib/load';
import { startServer } from './lib/server';

export interface CarbonListBenchOptions {
  databaseUrl?: string;
  projects?: number;
  durationSeconds?: number;
  connections?: number;
}

const DEMO = demoAccounts.main;

/**
 * GET /api/carbon for a client with thousands of footprints (issue #5), next to GET /api/health
 * in the same run on the same server, so the two figures compare like for like.
 */
export async function benchCarbonList(options: CarbonListBenchOptions = {}): Promise<void> {
  const count = options.projects ?? 2000;
  const duration = options.durationSeconds ?? 10;
  const connections = options.connections ?? 10;
  heading(`GET /api/carbon with ${count} projects vs GET /api/health`);
  const server = await startServer({ demoData: true, databaseUrl: options.databaseUrl });
  try {
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO, keepLogged: true }),
    });
    const token = ((await login.json()) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;

    // Fill the account through the API, ten drafts at a time.
    const started = performance.now();
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, j) =>
          fetch(`${server.baseURL}/api/carbon/draft/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: token },
            body: JSON.stringify({ name: `Bench footprint ${i + j}`, cas: '103-90-2' }),
          }).then((r) => {
            if (r.status !== 201) throw new Error(`draft create answered ${r.status}`);
          }),
        ),
      );
    }
    const list = (await (
      await fetch(`${server.baseURL}/api/carbon`, { headers: { authorization: token } })
    ).json()) as unknown[];
    console.log(
      `database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; created ${count} drafts in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `the list holds ${list.length} footprints (${(JSON.stringify(list).length / 1024).toFixed(0)} KiB of JSON)\n` +
        `load: ${connections} connections, 2 s warm-up, then ${duration} s measured per endpoint\n`,
    );

    const rows: string[][] = [['', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms']];
    for (const [label, path, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/carbon', '/api/carbon', { authorization: token }],
    ] as const) {
      const url = `${server.baseURL}${path}`;
      await measureLoad({ url, connections, duration: 2, headers });
      const { result, latencies } = await measureLoad({ url, connections, duration, headers });
      const ms = (p: number) => percentile(latencies, p).toFixed(2);
      rows.push([label, result.requests.average.toFixed(0), ms(50), ms(90), ms(99)]);
      if (result.non2xx > 0 || result.errors > 0)
        console.log(`note: ${label} had ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    console.log(table(rows));
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      projects: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
    },
  });
  await benchCarbonList({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    projects: values.projects ? Number(values.projects) : undefined,
    durationSeconds: values.duration ? Number(values.duration) : undefined,
    connections: values.connections ? Number(values.connections) : undefined,
  });
}

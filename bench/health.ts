import { parseArgs } from 'node:util';
import { heading, isMain, table } from './lib/cli';
import { measureLoad as measure, percentile } from './lib/load';
import { benchLogLevel, startServer } from './lib/server';

export interface HealthBenchOptions {
  /** Measure an already running server instead of starting one. */
  url?: string;
  databaseUrl?: string;
  durationSeconds?: number;
  connections?: number;
}

/** autocannon against GET /api/health: requests/s and latency percentiles. Figures only, no verdict. */
export async function benchHealth(options: HealthBenchOptions = {}): Promise<void> {
  const durationSeconds = options.durationSeconds ?? 10;
  const connections = options.connections ?? 10;
  heading('GET /api/health');

  const server = options.url ? undefined : await startServer({ databaseUrl: options.databaseUrl });
  const url = `${options.url ?? server?.baseURL}/api/health`;
  try {
    const database = options.url ? 'as running' : options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(
      `server: ${url}  database: ${database}  LOG_LEVEL: ${options.url ? 'as running' : benchLogLevel}\n` +
        `load: ${connections} connections, 2 s warm-up, then ${durationSeconds} s measured\n`,
    );
    await measure({ url, connections, duration: 2 });
    const { result, latencies } = await measure({ url, connections, duration: durationSeconds });

    // autocannon's own histogram keeps whole milliseconds, which reads 0 for a fast endpoint:
    // the percentiles below come from each response's own timing, in fractions of a ms.
    const ms = (p: number) => percentile(latencies, p).toFixed(2);
    console.log(
      table([
        ['', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
        [
          'GET /api/health',
          result.requests.average.toFixed(0),
          ms(50),
          ms(90),
          ms(99),
          (latencies[latencies.length - 1] ?? Number.NaN).toFixed(2),
        ],
      ]),
    );
    console.log(
      `\n${result.requests.total} requests in ${result.duration.toFixed(1)} s; ` +
        `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    if (result.non2xx > 0 || result.errors > 0) {
      console.log('note: some answers were not 2xx, so these figures do not describe a healthy server');
    }
  } finally {
    await server?.stop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'database-url': { type: 'string' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
    },
  });
  await benchHealth({
    url: values.url,
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
  });
}

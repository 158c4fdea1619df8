import autocannon from 'autocannon';

/**
 * One autocannon run that also keeps every 2xx response time (ms, sub-millisecond precision),
 * sorted: autocannon's own histogram keeps whole milliseconds, which reads 0 for a fast endpoint.
 */
export function measureLoad(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; latencies: Float64Array }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(options, (error, result: autocannon.Result) => {
      if (error) reject(error);
      else resolve({ result, latencies: Float64Array.from(times).sort() });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** p50, p95 and p99 of `values` (ms, in any order), then their max, with two decimals: table cells. */
export function latencyCells(values: ArrayLike<number>): string[] {
  const sorted = Float64Array.from(values).sort();
  return [
    ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(2)),
    (sorted[sorted.length - 1] ?? Number.NaN).toFixed(2),
  ];
}

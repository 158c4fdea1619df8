import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { heading, isMain, table } from './lib/cli';
import { percentile } from './lib/load';
import { openFilledSecondPart } from './lib/second-part-page';

export interface SecondPartTypingBenchOptions {
  databaseUrl?: string;
  /** Keystrokes measured per page and run. */
  keys?: number;
  runs?: number;
}

/**
 * Types `keys` characters into one cell and returns, for each, the time from the key press
 * (the keydown event's timestamp) to the next animation frame after it: what the person waits
 * before the character can be painted.
 */
async function typingLatencies(page: Page, cellLabel: string, keys: number): Promise<number[]> {
  const cell = page.getByLabel(cellLabel, { exact: true });
  await cell.click();
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[] };
    w.__latencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(() => w.__latencies.push(performance.now() - pressed));
      },
      { capture: true },
    );
  });
  for (let i = 0; i < keys; i++) await page.keyboard.type(String.fromCharCode(97 + (i % 26)), { delay: 25 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

/**
 * Typing in the second-part wizard (issue #11) in the system Chromium: a reaction page whose lists
 * hold 30 filled lines next to an empty reaction page of the same footprint, measured the same way
 * in the same run. Figures only, never pass/fail.
 */
export async function benchSecondPartTyping(options: SecondPartTypingBenchOptions = {}): Promise<void> {
  const keys = options.keys ?? 60;
  const runs = options.runs ?? 3;
  heading('Second-part wizard in Chromium: typing latency, 30 filled lines vs an empty reaction page');
  const { server, page, id, close } = await openFilledSecondPart(options.databaseUrl);
  try {
    const measure = async (reaction: number) => {
      await page.goto(`${server.baseURL}/carbon_footprint/second_part/${id}?step=reaction-${reaction}`);
      await page.getByLabel('Raw materials, line 2: Name', { exact: true }).waitFor();
      return typingLatencies(page, 'Raw materials, line 2: Name', keys);
    };
    const filled: number[] = [];
    const empty: number[] = [];
    // One warm-up of each (chunks loaded, JIT warm), then alternate so drift hits both alike.
    await measure(1);
    await measure(2);
    for (let i = 0; i < runs; i++) {
      filled.push(...(await measure(1)));
      empty.push(...(await measure(2)));
    }
    const rowsOnPage = await (async () => {
      await page.goto(`${server.baseURL}/carbon_footprint/second_part/${id}?step=reaction-1`);
      await page.getByLabel('Raw materials, line 2: Name', { exact: true }).waitFor();
      return page.locator('tbody tr').count();
    })();

    const ms = (values: number[], p: number) => percentile(Float64Array.from(values).sort(), p).toFixed(1);
    console.log(
      `database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${runs} runs of ${keys} keystrokes per page, ` +
        'alternated, after one warm-up; time from the keydown event to the next animation frame, in the page. ' +
        `The filled page shows ${rowsOnPage} table body rows: the 30 filled list lines, and the finished-product, by-product and packaging rows.\n`,
    );
    console.log(
      table([
        ['reaction page', 'keystrokes', 'median ms', 'p95 ms', 'max ms'],
        [
          '30 filled lines',
          String(filled.length),
          ms(filled, 50),
          ms(filled, 95),
          Math.max(...filled).toFixed(1),
        ],
        [
          'empty (baseline)',
          String(empty.length),
          ms(empty, 50),
          ms(empty, 95),
          Math.max(...empty).toFixed(1),
        ],
      ]),
    );
  } finally {
    await close();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, keys: { type: 'string' }, runs: { type: 'string' } },
  });
  await benchSecondPartTyping({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    keys: values.keys ? Number(values.keys) : undefined,
    runs: values.runs ? Number(values.runs) : undefined,
  });
}

import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { heading, isMain, table } from './lib/cli';
import { percentile } from './lib/load';
import { openFilledSecondPart } from './lib/second-part-page';

export interface LiveEstimateBenchOptions {
  databaseUrl?: string;
  /** Single keystrokes measured per run (each waits for the panel's update). */
  keys?: number;
  runs?: number;
}

const PANEL = '[data-testid="live-estimate"]';

/**
 * Presses one digit at a time in a weight cell and returns, for each, the time from the keydown
 * event to the panel's figure being that of what is typed again (`data-state` back to 'ready'),
 * the worker's own compute time of that update, and the keydown → next animation frame latency
 * of the same key (what typing waits for).
 */
async function updateLatencies(page: Page, cellLabel: string, keys: number) {
  const cell = page.getByLabel(cellLabel, { exact: true });
  await cell.click();
  await page.locator(`${PANEL}[data-state="ready"]`).waitFor();
  const updates: number[] = [];
  const computes: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < keys; i++) {
    // Keep the number small and changing: 1, 12, 123, then back to 1…
    if (i % 3 === 0) await cell.fill('');
    await page.evaluate((panelSelector) => {
      const w = window as unknown as {
        __update: Promise<{ update: number; frame: number; compute: number }>;
      };
      w.__update = new Promise((resolve) => {
        document.addEventListener(
          'keydown',
          (event) => {
            const pressed = event.timeStamp;
            let frame = 0;
            requestAnimationFrame(() => {
              frame = performance.now() - pressed;
            });
            const panel = document.querySelector(panelSelector)!;
            let sawUpdating = panel.getAttribute('data-state') === 'updating';
            const observer = new MutationObserver(() => {
              const state = panel.getAttribute('data-state');
              if (state === 'updating') sawUpdating = true;
              else if (sawUpdating && state === 'ready') {
                observer.disconnect();
                resolve({
                  update: performance.now() - pressed,
                  frame,
                  compute: Number(panel.getAttribute('data-compute-ms') ?? Number.NaN),
                });
              }
            });
            observer.observe(panel, { attributes: true, attributeFilter: ['data-state'] });
          },
          { capture: true, once: true },
        );
      });
    }, PANEL);
    await page.keyboard.press(String((i % 9) + 1));
    const got = await page.evaluate(
      () =>
        (window as unknown as { __update: Promise<{ update: number; frame: number; compute: number }> })
          .__update,
    );
    updates.push(got.update);
    frames.push(got.frame);
    computes.push(got.compute);
  }
  return { updates, frames, computes };
}

/**
 * The live estimate's update after a keystroke (issue #23), in the system Chromium: the demo DRAFT2
 * footprint's reaction 1 filled with 30 lines through the API, one digit typed at a time into a
 * weight, each waiting for the panel to show the new figure. Printed beside the keydown → next
 * frame latency of the same keys (the typing baseline: what the person waits for before the
 * character shows). Figures only, never pass/fail.
 */
export async function benchLiveEstimate(options: LiveEstimateBenchOptions = {}): Promise<void> {
  const keys = options.keys ?? 20;
  const runs = options.runs ?? 3;
  heading('Live preliminary estimate in Chromium: update after a keystroke (Web Worker), next to typing');
  const { server, page, id, close } = await openFilledSecondPart(options.databaseUrl);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    const measure = async () => {
      await page.goto(`${server.baseURL}/carbon_footprint/second_part/${id}?step=reaction-1`);
      return updateLatencies(page, 'Raw materials, line 2: Weight per Batch', keys);
    };
    await measure(); // warm-up: chunks and the worker loaded, JIT warm
    const all = { updates: [] as number[], frames: [] as number[], computes: [] as number[] };
    for (let i = 0; i < runs; i++) {
      const got = await measure();
      all.updates.push(...got.updates);
      all.frames.push(...got.frames);
      all.computes.push(...got.computes.filter((c) => Number.isFinite(c)));
    }
    const ms = (values: number[], p: number) => percentile(Float64Array.from(values).sort(), p).toFixed(1);
    const row = (label: string, values: number[]) => [
      label,
      String(values.length),
      ms(values, 50),
      ms(values, 95),
      Math.max(...values).toFixed(1),
    ];
    console.log(
      `database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${runs} runs of ${keys} single keystrokes ` +
        'after one warm-up, reaction page with 30 filled lines; the update includes the 150 ms pause the panel waits ' +
        'after the last keystroke (LIVE_ESTIMATE_DELAY_MS) and the worker’s 20,000 Monte Carlo iterations.\n',
    );
    console.log(
      table([
        ['measure', 'keystrokes', 'median ms', 'p95 ms', 'max ms'],
        row('keydown → panel shows the new estimate', all.updates),
        row('  of which the worker computes', all.computes),
        row('keydown → next frame (typing)', all.frames),
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
  await benchLiveEstimate({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    keys: values.keys ? Number(values.keys) : undefined,
    runs: values.runs ? Number(values.runs) : undefined,
  });
}

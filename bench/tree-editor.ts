import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { fortyNodeTree } from '../e2e/fixtures/trees';
import { createSubstanceDraft, logIn } from './lib/api';
import { nextPaint, openSignedInPage } from './lib/chromium';
import { heading, isMain, table } from './lib/cli';
import { percentile } from './lib/load';
import { startServer } from './lib/server';
import { ensureWebBuild } from './lib/web';

export interface TreeEditorBenchOptions {
  databaseUrl?: string;
  runs?: number;
}

type Timings = { step: number[]; stepInPage: number[]; expand: number[]; dialog: number[] };

/**
 * Installs, in the page, a clock from the next click to the paint of the first frame that shows a
 * tree row: the row's insertion seen by a MutationObserver, then a timeout set in the next
 * animation frame, which runs once that frame is painted (decision 0046). Unlike the driver's
 * figure, it holds no round trip to the driver, nor what the page renders after that frame.
 */
async function armFirstRowPaintClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const clock = window as unknown as { treeRowPainted?: Promise<number> };
    clock.treeRowPainted = new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener(
        'click',
        () => {
          clicked = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (!clicked || !document.querySelector('[role="treeitem"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

/**
 * Resolves once `selector` matches a visible element (with `text`, when given), checked in the page
 * on every animation frame.
 * Playwright's `locator.waitFor` polls from the driver instead, 0, 20, 50, 100 and 100 ms apart:
 * an element that appears just after a poll is seen up to 100 ms late, so a figure built on it
 * measured the polling schedule as much as the page (a 15 ms later first row became 100 ms).
 */
async function appears(page: Page, selector: string, text?: string): Promise<void> {
  await page.waitForFunction(
    ({ selector, text }) =>
      Array.from(document.querySelectorAll(selector)).some(
        (element) =>
          element.checkVisibility() && (text === undefined || element.textContent?.trim() === text),
      ),
    { selector, text },
    { polling: 'raf' },
  );
}

async function timed(page: Page, action: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await action();
  await nextPaint(page);
  return performance.now() - started;
}

/**
 * One run on one project: from 'Got it' to the tree step painted, 'Expand all' to every row
 * painted, and a click on the root to its dialog painted.
 */
async function measure(page: Page, baseURL: string, id: string, nodes: number, into: Timings) {
  await page.goto(`${baseURL}/drug_substance/${id}?step=methodology`);
  await page.getByRole('button', { name: 'Got it' }).waitFor();
  const items = page.getByRole('treeitem');
  await armFirstRowPaintClock(page);
  into.step.push(
    await timed(page, async () => {
      await page.getByRole('button', { name: 'Got it' }).click();
      await appears(page, '[role="treeitem"]');
    }),
  );
  into.stepInPage.push(
    await page.evaluate(() => (window as unknown as { treeRowPainted: Promise<number> }).treeRowPainted),
  );
  into.expand.push(
    await timed(page, async () => {
      await page.getByRole('button', { name: 'Expand all' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[role="treeitem"]').length === n, nodes);
    }),
  );
  into.dialog.push(
    await timed(page, async () => {
      await items.first().locator('[data-route-tree-row]').first().click();
      await appears(page, '[role="dialog"] button', 'Validate');
    }),
  );
}

/**
 * The route tree editor in Chromium (issue #9): a 40-node tree, the size of a real drug
 * substance, next to a tree of one node measured the same way in the same run. Figures only.
 */
/** Medians (ms) of each figure, for the 40-node tree (large) and the lone root (small). */
export interface TreeEditorMedians {
  step: { large: number; small: number };
  /** The same, measured in the page up to the paint of the first frame showing a row. */
  stepInPage: { large: number; small: number };
  expand: { large: number; small: number };
  dialog: { large: number; small: number };
}

export async function benchTreeEditor(options: TreeEditorBenchOptions = {}): Promise<TreeEditorMedians> {
  const runs = options.runs ?? 10;
  heading('Route tree editor in Chromium: 40 nodes vs 1 node');
  ensureWebBuild();
  const server = await startServer({ demoData: true, databaseUrl: options.databaseUrl });
  let browser: Browser | undefined;
  try {
    const tokens = await logIn(server.baseURL);
    const create = (tree: unknown) => createSubstanceDraft(server.baseURL, tokens, tree);
    const large = fortyNodeTree();
    const small = { ...large, children: [] };
    const largeId = await create(large);
    const smallId = await create(small);

    const opened = await openSignedInPage(server.baseURL, tokens);
    browser = opened.browser;
    const page = opened.page;

    const results = {
      large: { step: [], stepInPage: [], expand: [], dialog: [] } as Timings,
      small: { step: [], stepInPage: [], expand: [], dialog: [] } as Timings,
    };
    // One warm-up of each (code chunks loaded, JIT warm), then alternate so drift hits both alike.
    await measure(page, server.baseURL, largeId, 40, { step: [], stepInPage: [], expand: [], dialog: [] });
    await measure(page, server.baseURL, smallId, 1, { step: [], stepInPage: [], expand: [], dialog: [] });
    for (let i = 0; i < runs; i++) {
      await measure(page, server.baseURL, largeId, 40, results.large);
      await measure(page, server.baseURL, smallId, 1, results.small);
    }

    const ms = (values: number[], p: number) => percentile(Float64Array.from(values).sort(), p).toFixed(0);
    const rows: string[][] = [['', 'median ms', 'p90 ms', 'max ms']];
    for (const [label, key] of [
      ["tree step painted after 'Got it'", 'step'],
      ["tree step's first frame painted, in the page", 'stepInPage'],
      ["every row painted after 'Expand all'", 'expand'],
      ["a node's dialog painted after a click", 'dialog'],
    ] as const) {
      for (const [size, timings] of [
        ['40 nodes', results.large],
        ['1 node (baseline)', results.small],
      ] as const) {
        const values = timings[key];
        rows.push([`${label}, ${size}`, ms(values, 50), ms(values, 90), Math.max(...values).toFixed(0)]);
      }
    }
    console.log(
      `database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${runs} runs each, alternated, after one warm-up; ` +
        'times include the two animation frames that follow the change (the paint), measured from the test driver\n',
    );
    console.log(table(rows));
    const medianOf = (values: number[]) => percentile(Float64Array.from(values).sort(), 50);
    const both = (key: keyof Timings) => ({
      large: medianOf(results.large[key]),
      small: medianOf(results.small[key]),
    });
    return {
      step: both('step'),
      stepInPage: both('stepInPage'),
      expand: both('expand'),
      dialog: both('dialog'),
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, runs: { type: 'string' } },
  });
  await benchTreeEditor({
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL,
    runs: values.runs ? Number(values.runs) : undefined,
  });
}

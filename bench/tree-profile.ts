import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { fortyNodeTree } from '../e2e/fixtures/trees';
import { createSubstanceDraft, logIn } from './lib/api';
import { nextPaint, openSignedInPage } from './lib/chromium';
import { heading, isMain, table } from './lib/cli';
import { startServer } from './lib/server';
import { ensureWebBuild } from './lib/web';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** React's commit phases: a sample under one of them is counted there, with what it called. */
const PHASES = new Set([
  'completeWork',
  'commitMutationEffectsOnFiber',
  'commitHookEffectListMount',
  'commitLayoutEffectOnFiber',
  'commitPassiveMountOnFiber',
]);

/**
 * Milliseconds per React component (the function `renderWithHooks` called: the component whose
 * render a sample is in) or per commit phase, summed over profiles. Without minification the
 * names are the source's (`npx vite build --minify false` in apps/web).
 */
function timeByComponent(profiles: Profile[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const name = (id: number) => {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    };
    profile.samples.forEach((sample, i) => {
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let bucket = '(not React: idle, GC, the browser, the driver)';
      let child: number | undefined;
      for (let at: number | undefined = sample; at !== undefined; child = at, at = parent.get(at)) {
        const fn = byId.get(at)?.callFrame.functionName ?? '';
        if (fn === 'renderWithHooks' && child !== undefined) {
          bucket = `render ${name(child)}`;
          break;
        }
        if (PHASES.has(fn)) {
          bucket = `${fn} → ${child === undefined ? '(self)' : name(child)}`;
          break;
        }
      }
      sums.set(bucket, (sums.get(bucket) ?? 0) + ms);
    });
  }
  return sums;
}

async function profiled(cdp: CDPSession, page: Page, action: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.start');
  await action();
  await nextPaint(page);
  const { profile } = await cdp.send('Profiler.stop');
  return profile as unknown as Profile;
}

/**
 * A CPU profile of the route tree editor's 40-node tree in the system Chromium (issue #28): the
 * step opened after 'Got it' until every row is painted, then 'Expand all', over `--runs`
 * openings after a warm-up, printed as the time per React component. The profiler samples the
 * wall clock: on a loaded machine a sample may hold time the page waited for a core, so compare
 * shares and counts between two builds run alike, not single figures.
 */
export async function profileTreeEditor(runs: number, top: number): Promise<void> {
  heading('CPU profile of the 40-node route tree editor in Chromium');
  ensureWebBuild();
  const server = await startServer({ demoData: true });
  let browser: Browser | undefined;
  try {
    const tokens = await logIn(server.baseURL);
    const id = await createSubstanceDraft(server.baseURL, tokens, fortyNodeTree());
    const opened = await openSignedInPage(server.baseURL, tokens);
    browser = opened.browser;
    const page = opened.page;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const allRows = () =>
      page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 40);
    const open: Profile[] = [];
    const expand: Profile[] = [];
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${server.baseURL}/drug_substance/${id}?step=methodology`);
      await page.getByRole('button', { name: 'Got it' }).waitFor();
      const opening = await profiled(cdp, page, async () => {
        await page.getByRole('button', { name: 'Got it' }).click();
        await allRows();
      });
      const expanding = await profiled(cdp, page, async () => {
        await page.getByRole('button', { name: 'Expand all' }).click();
        await allRows();
      });
      if (i === 0) continue; // the warm-up: code chunks loaded, JIT warm
      open.push(opening);
      expand.push(expanding);
    }
    for (const [what, profiles] of [
      ["'Got it' to every row painted", open],
      ["'Expand all' to every row painted", expand],
    ] as const) {
      const sums = [...timeByComponent(profiles).entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
      console.log(`\n${what}, ms per run (mean of ${profiles.length})\n`);
      console.log(
        table([
          ['React component or commit phase', 'ms'],
          ...sums.map(([bucket, ms]) => [bucket.slice(0, 100), (ms / profiles.length).toFixed(1)]),
        ]),
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, top: { type: 'string' } } });
  await profileTreeEditor(Number(values.runs ?? 4), Number(values.top ?? 30));
}

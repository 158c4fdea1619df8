import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { fortyNodeTree } from '../e2e/fixtures/trees';
import { createSubstanceDraft, logIn } from './lib/api';
import { openSignedInPage } from './lib/chromium';
import { heading, isMain } from './lib/cli';
import { startServer } from './lib/server';
import { ensureWebBuild } from './lib/web';

/** What a style change must keep, per element of the tree. */
const PROPERTIES = [
  'display',
  'position',
  'margin',
  'padding',
  'font',
  'color',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'outline',
  'outline-offset',
  'cursor',
  'flex-grow',
  'flex-shrink',
  'flex-wrap',
  'align-items',
  'column-gap',
  'row-gap',
  'gap',
  'min-width',
  'white-space',
  'overflow-wrap',
  'hyphens',
  'width',
  'height',
  'border',
  'border-radius',
  'letter-spacing',
  'line-height',
  'text-transform',
  'box-sizing',
  'vertical-align',
  'fill',
  'opacity',
];

type Element = {
  tag: string;
  role: string | null;
  text: string | null;
  box: number[];
  style: Record<string, string>;
};
type Dump = Record<string, Element[]>;

/** The 40-node tree with every third node below the root without manufacturers: 'not completed'. */
function treeWithIncompleteNodes() {
  type Node = ReturnType<typeof fortyNodeTree>;
  let count = 0;
  const walk = (node: Node, isRoot: boolean): Node => {
    count += 1;
    const incomplete = !isRoot && count % 3 === 0;
    const children = node.children.map((child) => walk(child, false));
    return { ...node, children, ...(incomplete ? { manufacturers: [] } : {}) };
  };
  return walk(fortyNodeTree(), true);
}

/**
 * The computed styles and boxes of every element of the route tree (40 nodes, a third of them
 * not completed; the third row selected and focused from the keyboard, the fifth hovered), at
 * 1440 and 390 px, from the built SPA. A check, not a bench: a change meant to keep the tree's
 * look (issue #28's static row styles) is compared element by element with `--against`.
 */
async function dumpTreeStyles(): Promise<Dump> {
  ensureWebBuild();
  const server = await startServer({ demoData: true });
  let browser: Browser | undefined;
  try {
    const tokens = await logIn(server.baseURL);
    const id = await createSubstanceDraft(server.baseURL, tokens, treeWithIncompleteNodes());
    const opened = await openSignedInPage(server.baseURL, tokens);
    browser = opened.browser;
    const page = opened.page;
    const dump: Dump = {};
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(`${server.baseURL}/drug_substance/${id}?step=methodology`);
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 40);
      const items = page.getByRole('treeitem');
      await items.first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await items
        .nth(4)
        .locator('[data-route-tree-row]')
        .first()
        .hover({ position: { x: 5, y: 5 } });
      await page.waitForTimeout(300); // MUI's colour transitions
      dump[width] = await page.evaluate(
        (properties) =>
          Array.from(document.querySelectorAll('[role="tree"] *')).map((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return {
              tag: element.tagName,
              role: element.getAttribute('role'),
              text: element.children.length === 0 ? element.textContent : null,
              box: [box.x, box.y, box.width, box.height].map(Math.round),
              style: Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
            };
          }),
        PROPERTIES,
      );
    }
    return dump;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** Each element that differs, with what differs; the same count of elements is required. */
function compare(before: Dump, after: Dump): string[] {
  const differences: string[] = [];
  for (const width of Object.keys(before)) {
    const a = before[width]!;
    const b = after[width] ?? [];
    if (a.length !== b.length)
      differences.push(`${width} px: ${a.length} elements before, ${b.length} after`);
    a.forEach((x, i) => {
      const y = b[i];
      if (!y) return;
      const what = [
        ...(['tag', 'role', 'text', 'box'] as const).filter(
          (key) => JSON.stringify(x[key]) !== JSON.stringify(y[key]),
        ),
        ...PROPERTIES.filter((name) => x.style[name] !== y.style[name]),
      ];
      if (what.length > 0)
        differences.push(`${width} px, element ${i} (${x.tag} ${x.text ?? ''}): ${what.join(', ')}`);
    });
  }
  return differences;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, against: { type: 'string' } } });
  heading('Computed styles of the 40-node route tree');
  const dump = await dumpTreeStyles();
  if (values.out) writeFileSync(values.out, JSON.stringify(dump));
  if (values.against) {
    const differences = compare(JSON.parse(readFileSync(values.against, 'utf8')) as Dump, dump);
    const counts = Object.entries(dump).map(([width, elements]) => `${elements.length} at ${width} px`);
    console.log(differences.length === 0 ? `identical: ${counts.join(', ')}` : differences.join('\n'));
    process.exitCode = differences.length === 0 ? 0 : 1;
  }
}

import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openScreen,
  saveScreenshot,
  test,
} from '../fixtures';
import { accessTokenOf } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { fillManufacturer, treeDialog } from '../fixtures/route-tree';
import { deepChainTree, fortyNodeTree } from '../fixtures/trees';

/** Step 1 and the methodology of a new drug substance label, up to its tree step. */
async function openNewSubstanceTree(page: Page, inn: string) {
  await openScreen(page, '/drug_substance/new');
  await page.getByLabel('INN').fill(inn);
  await page.getByLabel('CAS number').fill('15687-27-1');
  await page.getByLabel('Type').selectOption('CHEMICAL');
  await page.getByLabel('HS code').fill('29163900');
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
}

test('a client builds a route tree from the keyboard alone', async ({ page, mailbox, consoleErrors }) => {
  await logInAsNewClient(page, page.request, mailbox);
  await openNewSubstanceTree(page, 'ibuprofen');
  const keyboard = page.keyboard;

  // The root's dialog opens by itself, focus in its first field (spec 001 §4).
  const dialog = treeDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Manufacturers of ibuprofen' })).toBeVisible();
  await expect(dialog.getByLabel('Select an existing manufacturing plant')).toBeFocused();
  await keyboard.press('Tab');
  await keyboard.type('Keyboard Pharma');
  await keyboard.press('Tab');
  await keyboard.type('Belgium');
  await keyboard.press('Enter');
  await keyboard.press('Tab');
  await keyboard.type('100');
  await keyboard.press('Tab');
  await keyboard.type('Gent');
  // Enter in a field validates the dialog; focus goes back to the node.
  await keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const root = page.getByRole('treeitem', { name: /^ibuprofen/ });
  await expect(root).toBeFocused();
  await expect(root).toContainText('Keyboard Pharma (Gent, Belgium) 100 %');

  // The toolbar acts on the focused node: 'Add a precursor' is reached with Shift+Tab.
  const addPrecursor = page.getByRole('button', { name: 'Add a precursor', exact: true });
  for (let i = 0; i < 6 && !(await addPrecursor.evaluate((b) => b === document.activeElement)); i++) {
    await keyboard.press('Shift+Tab');
  }
  await expect(addPrecursor).toBeFocused();
  await keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Add a precursor' })).toBeVisible();
  await expect(dialog.getByLabel('CAS number', { exact: true })).toBeFocused();
  await keyboard.type('98-82-8');
  await keyboard.press('Tab'); // CE number
  await keyboard.press('Tab');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await keyboard.type('cumene');
  // Through the isolated choice to the first manufacturer block.
  while (!(await dialog.getByLabel('Company name').evaluate((input) => input === document.activeElement))) {
    await keyboard.press('Tab');
  }
  await keyboard.type('Cumene Works');
  await keyboard.press('Tab');
  await keyboard.type('Netherlands');
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await keyboard.press('Tab');
  await keyboard.type('100');
  await keyboard.press('Tab');
  await keyboard.type('Rotterdam');
  await keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The new node has focus; arrows move between nodes; Enter opens a node's dialog and Escape
  // gives focus back to it.
  const child = page.getByRole('treeitem', { name: /^cumene/ });
  await expect(child).toBeFocused();
  await keyboard.press('ArrowUp');
  await expect(root).toBeFocused();
  await keyboard.press('ArrowDown');
  await expect(child).toBeFocused();
  await keyboard.press('Enter');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('cumene');
  await keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(child).toBeFocused();
  await expect(page.getByRole('treeitem')).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});

test('a 40-node route tree stays readable, and the dialog holds three manufacturers', async ({
  page,
  mailbox,
}) => {
  await logInAsNewClient(page, page.request, mailbox);
  const token = await accessTokenOf(page);
  const created = await page.request.post('/api/substance/draft/create', {
    headers: { Authorization: token },
    data: {
      inn: 'atorvastatin',
      cas: '134523-00-5',
      codeHs: '29339980',
      type: 'CHEMICAL',
      tree: fortyNodeTree(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/drug_substance/${id}?step=tree`);
  const items = page.getByRole('treeitem');
  await expect(page.getByRole('button', { name: 'Expand all' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(items).toHaveCount(40);
  await expect(page.getByText(/40 nodes/)).toBeVisible();

  // Readable: every row's own line is as tall as its text and no two rows overlap.
  const rows = await page.locator('[data-route-tree-row]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, left: box.left, width: box.width };
    }),
  );
  expect(rows).toHaveLength(40);
  for (let i = 1; i < rows.length; i++)
    expect(rows[i]!.top).toBeGreaterThanOrEqual(rows[i - 1]!.bottom - 0.5);
  for (const row of rows) expect(row.width).toBeGreaterThan(200);
  await saveScreenshot(page, 'route-tree-40-nodes');
  await expectAccessible(page, 'route-tree-40-nodes');

  // The root's dialog (a click on a node opens it, spec 001 §2), with three manufacturers.
  await items.first().locator('[data-route-tree-row]').first().click();
  const dialog = treeDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Manufacturers of atorvastatin' })).toBeVisible();
  await fillManufacturer(page, 2, {
    company: 'Chimica Lombarda',
    country: 'Italy',
    percentage: 20,
    city: 'Milano',
  });
  await fillManufacturer(page, 3, {
    company: 'API Works',
    country: 'India',
    percentage: 10,
    city: 'Hyderabad',
  });
  await dialog.getByRole('region', { name: 'Manufacturer #1' }).getByLabel('Percentage').fill('70');
  await expect(dialog.getByRole('button', { name: 'Add a manufacturer' })).toBeDisabled();
  await saveScreenshot(page, 'route-tree-dialog-three-manufacturers');
  await expectAccessible(page, 'route-tree-dialog-three-manufacturers');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog).toBeHidden();
  await expect(items.first()).toContainText('API Works (Hyderabad, India) 10 %');
});

/**
 * Issue #29: every name of the tree breaks between words only, and no chip (the node's EU share) is
 * cut short. A word split over two lines has two client rects (a line may end after a hyphen).
 */
async function expectTreeReadable(page: Page) {
  const problems = await page.locator('[data-route-tree-row]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const found: string[] = [];
      const name = row.querySelector('[data-route-tree-name]');
      const text = name?.firstChild;
      if (text && text.nodeType === Node.TEXT_NODE) {
        const value = text.textContent ?? '';
        // The words, each with its hyphen: a line may end after a hyphen ('4-' / 'isobutyl…').
        for (const match of value.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) found.push(`'${match[0]}' broken in '${value}'`);
        }
      }
      for (const label of Array.from(row.querySelectorAll('.MuiChip-label'))) {
        if (label.scrollWidth > label.clientWidth + 1) found.push(`chip cut: ${label.textContent}`);
      }
      return found;
    }),
  );
  expect(problems).toEqual([]);
}

for (const { width, height, depth } of [
  { width: 1366, height: 900, depth: 6 },
  { width: 390, height: 844, depth: 4 },
]) {
  test(`a route tree ${depth} deep reads whole words with its EU shares at ${width} px`, async ({
    page,
    mailbox,
  }) => {
    await page.setViewportSize({ width, height });
    await logInAsNewClient(page, page.request, mailbox, `deep${width}`);
    const token = await accessTokenOf(page);
    const created = await page.request.post('/api/substance/draft/create', {
      headers: { Authorization: token },
      data: {
        inn: 'ibuprofen',
        cas: '15687-27-1',
        codeHs: '29163900',
        type: 'CHEMICAL',
        tree: deepChainTree(depth),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/drug_substance/${id}?step=tree`);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.getByRole('treeitem')).toHaveCount(depth + 1);
    await expect(page.locator('[data-route-tree-row] .MuiChip-label').first()).toBeVisible();
    await expectTreeReadable(page);
    await expectNoSidewaysScroll(page, `route tree ${depth} deep`);
    await saveScreenshot(page, `route-tree-depth-${depth}`, { width: 'current' });
  });
}

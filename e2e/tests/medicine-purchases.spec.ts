import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../fixtures';
import { accessTokenOf, demoAccounts, logInAs } from '../fixtures/demo-session';

/**
 * Issue #25: a buyer uploads a purchases file (matched, monetary fallback and bad lines), sees the
 * totals and the charts, downloads the export, opens a greener alternative, saves a basket, and a
 * sub-user of the same account opens it. The demo data (DEMO_DATA=1) gives the codes.
 */

interface Info {
  id: string;
  name: string;
  cis: string | null;
  cip13: string[];
  alternatives: { id: string; name: string }[];
}

/** A demo medicine that has a CIP13 code and a greener alternative, and one with a CIS code. */
async function demoCodes(page: Page): Promise<{ withAlternative: Info; byCis: Info }> {
  const headers = { Authorization: await accessTokenOf(page) };
  const list = await page.request.get('/api/medicine/list?name=amoxicilline', { headers });
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: string }[] };
  let withAlternative: Info | undefined;
  let byCis: Info | undefined;
  for (const { id } of results) {
    const info = (await (await page.request.get(`/api/medicine/info/${id}`, { headers })).json()) as Info;
    if (!withAlternative && info.cip13.length > 0 && info.alternatives.length > 0) withAlternative = info;
    else if (!byCis && info.cis && info.id !== withAlternative?.id) byCis = info;
    if (withAlternative && byCis) break;
  }
  if (!withAlternative || !byCis)
    throw new Error('The demo data has no amoxicilline with codes and alternatives');
  return { withAlternative, byCis };
}

test('a buyer turns a purchases file into tCO2e, exports it, opens an alternative and shares a basket', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await logInAs(page);
  const { withAlternative, byCis } = await demoCodes(page);

  // From the medicine search, its link to the purchases page.
  await page.goto('/medicine_footprint');
  await page.getByRole('link', { name: 'Purchases footprint' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/medicine_footprint/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases footprint' })).toBeVisible();
  await expect(page.getByText('No purchases file yet')).toBeVisible();

  const file = [
    'code;name;quantity;unit_price;supplier',
    `${withAlternative.cip13[0]};;120;;Grossiste A`,
    `${byCis.cis};;30;;Grossiste B`,
    ';Produit inconnu 5 mg;100;20;Grossiste B',
    ';;3;;',
    `${withAlternative.cip13[0]};;douze;;`,
  ].join('\n');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/medicine/purchases');
  await page.getByLabel('Purchases file').setInputFiles({
    name: 'pharmacy-2025.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  expect((await answered).status()).toBe(200);

  // Totals, with the chart drawn, and the monetary line's factor and source.
  await expect(page.getByTestId('purchases-total')).toHaveText(/^\d[\d,]*\.\d{3} tCO2e$/);
  const byLevel = page.getByRole('figure', { name: 'Chart: By match level' });
  await expect(byLevel.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Chart: By supplier' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Chart: By ATC class' })).toBeVisible();
  await expect(
    page.getByText(/Monetary fallback:.*1 line matched by price only, at 500 kgCO2e per k€/),
  ).toBeVisible();
  await expect(
    page.getByText(/Source: ADEME monetary ratio for pharmaceuticals, 500 kgCO2e per k€ excluding VAT/),
  ).toBeVisible();

  // Every bad line, with its line number.
  const bad = page.getByRole('list', { name: 'Lines that could not be read' });
  await expect(bad.getByRole('listitem')).toHaveCount(2);
  await expect(bad).toContainText('Line 5:');
  await expect(bad).toContainText('Line 6:');
  // Each says what the buyer wrote on it (issue #38), to find it in the file.
  await expect(bad).toContainText(`As written: ${withAlternative.cip13[0]} | douze`);

  // The lines, their match level, and the alternatives of the CIP13 line.
  const lines = page.getByRole('table', { name: 'Purchase lines' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByText('CIP13 code')).toBeVisible();
  await expect(lines.getByText('CIS code')).toBeVisible();
  await expect(lines.getByText('Monetary fallback')).toBeVisible();
  const alternatives = lines.getByRole('list', { name: 'Greener alternatives for line 2' });
  await expect(alternatives.getByText(/saves [\d,.]+ kgCO2e a year/).first()).toBeVisible();
  await saveScreenshot(page, 'medicine-purchases');
  await expectAccessible(page, 'medicine-purchases');

  // The export: the CSV holds every line, the bad ones included, and the monetary source.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('pharmacy-2025 - footprint.csv');
  const path = testInfo.outputPath('export.csv');
  await saved.saveAs(path);
  const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv).toContain('Line,Input,Medicine,Match level');
  expect(csv).toContain(`2,${withAlternative.cip13[0]},`);
  expect(csv).toMatch(/\n4,Produit inconnu 5 mg,,Monetary fallback,100,20,Grossiste B,,,1000,/);
  // A bad line's input is what the buyer wrote on it (issue #38).
  expect(csv).toMatch(/\n5,3,,BAD LINE,/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toBe('pharmacy-2025 - footprint.xlsx');

  // Save the result as a basket.
  await page.getByRole('button', { name: 'Save as basket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as basket' });
  const name = `Pharmacy 2025 ${Date.now()}`;
  await dialog.getByLabel('Basket name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Basket: ${name}` })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.has('basket'));
  const basketUrl = page.url();

  // Open an alternative's product page, which lists its own alternatives section.
  const first = alternatives.getByRole('link').first();
  const alternativeName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === '/medicine_footprint/product');
  await expect(page.getByRole('heading', { level: 1, name: alternativeName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Greener alternatives' })).toBeVisible();

  // The sub-user of the same account finds the basket and opens it.
  // Wait for /logout to land on /login: going on earlier races the sign-out, and a session still
  // held sends /login straight back home (a failure seen under load).
  await page.goto('/logout');
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await logInAs(page, demoAccounts.subUser.email, demoAccounts.subUser.password);
  await page.goto('/medicine_footprint/purchases');
  const baskets = page.getByRole('list', { name: 'Saved baskets' });
  await baskets.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `Basket: ${name}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('basket')).toBe(new URL(basketUrl).searchParams.get('basket'));
  await expect(
    page.getByRole('table', { name: 'Purchase lines' }).getByText('Monetary fallback'),
  ).toBeVisible();

  // Rename it, then delete it after confirming.
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the basket' });
  await rename.getByLabel('Basket name').fill(`${name} (final)`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(baskets.getByRole('link', { name: `${name} (final)` })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name} (final)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this basket?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(baskets.getByRole('link', { name: `${name} (final)` })).toHaveCount(0);
  await expect(page.getByText('No purchases file yet')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('basket')).toBe(false);
  await expectAccessible(page, 'medicine-purchases-basket-deleted');

  expect(consoleErrors).toEqual([]);
});

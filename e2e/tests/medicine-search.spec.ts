import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../fixtures';
import { fillLogin } from '../fixtures/demo-session';

// The demo main user, created with DEMO_DATA=1 (apps/api/src/seed/demo.ts), which also loads
// the 12,000 generated demonstration medicines.

async function openMedicineSearch(page: Page) {
  await page.goto('/medicine_footprint');
  // Not logged in yet: the login page, which comes back here afterwards.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await fillLogin(page);
  await expect(page).toHaveURL((url) => url.pathname === '/medicine_footprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine carbon footprint' })).toBeVisible();
}

test('a client types part of a name, picks a suggestion and sees the footprint with its chart', async ({
  page,
  consoleErrors,
}) => {
  await openMedicineSearch(page);

  const field = page.getByRole('combobox', { name: 'Medicine name' });
  const completed = page.waitForResponse((r) => r.url().endsWith('/api/medicine/complete/parac'));
  await field.pressSequentially('parac', { delay: 40 });
  // Spec 001 §7: the autocomplete 'returns a list of names', plain strings.
  const answer: unknown = await (await completed).json();
  expect(Array.isArray(answer) && answer.length > 0).toBe(true);
  for (const n of answer as unknown[]) expect(typeof n).toBe('string');
  const suggestions = page.getByRole('listbox');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveText(/^PARACETAMOL /);
  const name = (await first.textContent()) ?? '';
  expect(answer).toContain(name);
  await expectAccessible(page, 'medicine-autocomplete');

  // Keyboard: the first suggestion, then Enter. A name is looked up with a search for it, which
  // opens the product page when exactly one medicine has that name (demo names are unique).
  const lookedUp = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/medicine/list' &&
      new URL(r.url()).searchParams.get('name') === name,
  );
  await field.press('ArrowDown');
  await field.press('Enter');
  expect((await lookedUp).status()).toBe(200);

  await expect(page).toHaveURL(
    (url) => url.pathname === '/medicine_footprint/product' && url.searchParams.has('id'),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carbon footprint per box' })).toBeVisible();
  await expect(page.getByTestId('medicine-carbon')).toHaveText(/gCO2eq$/);
  await expect(
    page.getByText(/1\.96 times the standard deviation, estimated with 200,000 bootstrap iterations/),
  ).toBeVisible();
  await expect(page.getByText('France')).toBeVisible();
  // The pie chart and its three segments (spec 001 §2).
  await expect(page.getByRole('img', { name: /^Breakdown of the footprint per box/ })).toBeVisible();
  const legend = page.getByRole('list', { name: 'Footprint breakdown' });
  for (const segment of [
    'Ingredient and packaging production',
    'Medicine production and corporate emissions',
    'Storage and distribution',
  ]) {
    await expect(legend.getByText(segment)).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { name: 'Compared with other PARACETAMOL medicines' }),
  ).toBeVisible();
  // Generated values must say so.
  await expect(page.getByText(/Demonstration data: .* not real carbon footprints/)).toBeVisible();
  await saveScreenshot(page, 'medicine-product');
  await expectAccessible(page, 'medicine-product');

  // Back to the search, which kept what was typed and now shows the table.
  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/medicine_footprint' && url.searchParams.get('product') === 'parac',
  );
  const table = page.getByRole('table', { name: 'Medicines found' });
  await expect(
    table.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();

  // The search is in the URL: it survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Medicine name' })).toHaveValue('parac');
  await expect(page.getByRole('table', { name: 'Medicines found' }).getByRole('row').nth(1)).toContainText(
    'PARACETAMOL',
  );
  await expectAccessible(page, 'medicine-results');

  expect(consoleErrors).toEqual([]);
});

test("an empty search says 'Name can't be empty'", async ({ page, consoleErrors }) => {
  await openMedicineSearch(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText("Name can't be empty")).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('product'));
  expect(consoleErrors).toEqual([]);
});

test('a search with no result says that only tablets and capsules are available', async ({
  page,
  consoleErrors,
}) => {
  await openMedicineSearch(page);
  const field = page.getByRole('combobox', { name: 'Medicine name' });
  await field.fill('sirop pour la toux');
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('product') === 'sirop pour la toux');
  await expect(page.getByText('No medicine found for “sirop pour la toux”')).toBeVisible();
  await expect(
    page.getByText('Only tablet and capsule medicines are available in this database.'),
  ).toBeVisible();
  await expectAccessible(page, 'medicine-no-result');
  expect(consoleErrors).toEqual([]);
});

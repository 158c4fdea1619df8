import type { Page } from '@playwright/test';
import { expect, expectAccessible, openScreen, STAFF_EMAIL, STAFF_PASSWORD, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { downloadAndVerifyCertificate } from '../fixtures/label-certificate';
import { addPrecursor, treeDialog, validateManufacturers } from '../fixtures/route-tree';
import { panelRow } from '../fixtures/staff-panel';

/** A unique mark per run, so that the staff panel's search finds this run's project only. */
const run = Date.now().toString(36);

/** The panel's line for `label` reads exactly the label and its figure ('Drug product67 % EU'). */
const expectFigure = (page: Page, label: string, eu: number) =>
  expect(
    page
      .getByRole('complementary', { name: 'European origin' })
      .getByText(label, { exact: true })
      .locator('..'),
  ).toHaveText(`${label}${eu} % EU`);

/** Opens the tree dialog of the node named `name` and moves its first manufacturer to `country`. */
async function moveFirstManufacturer(page: Page, name: string, country: string) {
  await page
    .getByRole('treeitem', { name: new RegExp(`^${name}`) })
    .locator('[data-route-tree-row]')
    .first()
    .click();
  const block = treeDialog(page).getByRole('region', { name: 'Manufacturer #1' });
  await block.getByRole('combobox', { name: 'Production site country' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await treeDialog(page).getByRole('button', { name: 'Validate' }).click();
  await expect(treeDialog(page)).toBeHidden();
}

test('the European-origin figures follow the route tree as the client edits it', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  await logInAsNewClient(page, page.request, mailbox);
  await openScreen(page, '/drug_substance/new');
  await page.getByLabel('INN').fill('metformin');
  await page.getByLabel('CAS number').fill('657-24-9');
  await page.getByLabel('Type').selectOption('CHEMICAL');
  await page.getByLabel('HS code').fill('29252900');
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();

  // A French final step and a Chinese intermediate: half the route in Europe.
  await validateManufacturers(page, [
    { company: 'Metformin France', country: 'France', percentage: 100, city: 'Lyon' },
  ]);
  await addPrecursor(page, 'metformin', {
    cas: '461-58-5',
    name: 'dicyandiamide',
    manufacturers: [{ company: 'Dicy China', country: 'China', percentage: 100, city: 'Ningxia' }],
  });
  const panel = page.getByRole('complementary', { name: 'European origin' });
  await expect(panel.getByText('Final API synthesis step')).toBeVisible();
  await expect(panel.getByText('100 % EU').first()).toBeVisible();
  await expect(panel.getByText('Whole synthetic route').locator('..')).toContainText('50 % EU');
  const intermediate = page.getByRole('treeitem', { name: /^dicyandiamide/ });
  await expect(intermediate).toContainText('EU 0 %');
  await expectAccessible(page, 'eu-origin-panel');

  // Moving the intermediate to Italy updates the figures at once.
  await intermediate.locator('[data-route-tree-row]').first().click();
  const block = treeDialog(page).getByRole('region', { name: 'Manufacturer #1' });
  await block.getByRole('combobox', { name: 'Production site country' }).fill('Italy');
  await page.getByRole('option', { name: 'Italy', exact: true }).click();
  await treeDialog(page).getByRole('button', { name: 'Validate' }).click();
  await expect(intermediate).toContainText('EU 100 %');
  await expect(panel.getByText('Whole synthetic route').locator('..')).toContainText('100 % EU');
  expect(consoleErrors).toEqual([]);
});

test('a drug product label: live figures, a Chinese intermediate moved to Italy, completed by staff, its certificate verified', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const product = `E2E Origin ${run}`;
  // The client and the provider's staff, each in their own browser context.
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  await logInAsNewClient(client, client.request, mailbox, 'euproduct');

  // Step 1: formulated in France; packed half in Germany, half in China.
  await client.goto('/drug_origin/new');
  await client.getByLabel('Drug product name').fill(product);
  await client.getByLabel('Drug product code').fill('60234101');
  await client.getByLabel('HS code').fill('300490');
  await client.getByRole('combobox', { name: 'Commercialization country' }).fill('France');
  await client.getByRole('option', { name: 'France', exact: true }).click();
  const formulation = client.getByRole('group', { name: 'Production countries for drug formulation' });
  await formulation.getByRole('combobox', { name: 'Country #1' }).fill('France');
  await client.getByRole('option', { name: 'France', exact: true }).click();
  await formulation.getByLabel('Percentage').fill('100');
  const packaging = client.getByRole('group', { name: 'Production countries for primary packaging' });
  await packaging.getByRole('combobox', { name: 'Country #1' }).fill('Germany');
  await client.getByRole('option', { name: 'Germany', exact: true }).click();
  await packaging.getByLabel('Percentage').fill('50');
  await packaging.getByRole('button', { name: 'Add a country' }).click();
  await packaging.getByRole('combobox', { name: 'Country #2' }).fill('China');
  await client.getByRole('option', { name: 'China', exact: true }).click();
  await packaging.getByLabel('Percentage').nth(1).fill('50');
  await client.getByRole('button', { name: 'Next step' }).click();

  // Step 2: one drug substance.
  await client.getByLabel('Number of drug substances').fill('1');
  const substance = client.getByRole('group', { name: 'Drug substance #1' });
  await substance.getByLabel('INN').fill('omeprazole');
  await substance.getByLabel('CAS number').fill('73590-58-6');
  await substance.getByLabel('Type').selectOption('CHEMICAL');
  await substance.getByLabel('HS code').fill('29339980');
  await client.getByRole('button', { name: 'Next step' }).click();
  await client.getByRole('button', { name: 'Got it' }).click();

  // The tree: a French final step and a Chinese intermediate.
  await validateManufacturers(client, [
    { company: `Oméprazole ${run}`, country: 'France', percentage: 100, city: 'Lyon' },
  ]);
  await addPrecursor(client, 'omeprazole', {
    cas: '73590-85-9',
    name: 'pyrmetazole',
    manufacturers: [{ company: `Jiangsu ${run}`, country: 'China', percentage: 100, city: 'Nanjing' }],
  });
  // Route (100 + 0) / 2 = 50 %; product: a third each for the substances (50), the formulation
  // (100) and the packaging (50): 66.7, shown 67 %.
  await expectFigure(client, 'omeprazole: final step', 100);
  await expectFigure(client, 'Its intermediates', 0);
  await expectFigure(client, 'Its synthetic route', 50);
  await expectFigure(client, 'Drug formulation', 100);
  await expectFigure(client, 'Primary packaging', 50);
  await expectFigure(client, 'Drug product', 67);
  await expect(client.getByRole('treeitem', { name: /^pyrmetazole/ })).toContainText('EU 0 %');

  // The intermediate moves to Italy: every figure follows at once, before any save.
  await moveFirstManufacturer(client, 'pyrmetazole', 'Italy');
  await expect(client.getByRole('treeitem', { name: /^pyrmetazole/ })).toContainText('EU 100 %');
  await expectFigure(client, 'Its synthetic route', 100);
  await expectFigure(client, 'Drug product', 83);
  await expectAccessible(client, 'eu-origin-product-panel');

  await client.getByRole('button', { name: 'Validate your route trees' }).click();
  await client.getByRole('button', { name: 'Submit', exact: true }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Staff see the same figures proposed, and complete the label.
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const row = await panelRow(staff, product);
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(staff).toHaveURL(/\/admin\/drug_origin\/[^/?]+/);
  const id = new URL(staff.url()).pathname.split('/').pop()!;
  await staff.goto(`/admin/drug_origin/${id}?step=submit`);
  const proposal = staff.getByRole('table', { name: 'European origin to confirm' });
  await expect(proposal.getByRole('row', { name: /omeprazole: synthetic route/ })).toContainText('100 % EU');
  await expect(proposal.getByRole('row', { name: /^Drug product/ })).toContainText('83 % EU');
  await staff.getByRole('button', { name: 'Save as Completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');

  // The client sees the confirmed figures from /my_labels, downloads the certificate, and its
  // code answers the same figures to anyone, without a login.
  await client.goto('/my_labels');
  const labelRow = client.getByRole('row').filter({ hasText: product });
  await expect(labelRow.getByText('Completed')).toBeVisible();
  await labelRow.getByRole('link', { name: /European origin/ }).click();
  const figures = client.getByRole('table', { name: 'European origin, confirmed by our team' });
  await expect(figures.getByRole('row', { name: /^Drug product/ })).toContainText('83 % EU');
  await expect(figures.getByRole('row', { name: /Primary packaging/ })).toContainText('50 % EU');
  const answer = await downloadAndVerifyCertificate(client, baseURL!);
  expect(answer).toMatchObject({ productName: product, kind: 'ORIGIN' });
  expect(answer.figures.find((f) => f.key === 'product')?.eu).toBe(83);
  expect(answer.figures.find((f) => f.key === 'api.0.route')?.eu).toBe(100);
  // A code nobody was given answers 404.
  expect((await fetch(`${baseURL}/api/labels/verify/0000-0000-0000`)).status).toBe(404);
  await clientContext.close();
  await staffContext.close();
});

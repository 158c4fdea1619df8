import { expect, expectAccessible, test } from '../fixtures';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { addPrecursor, treeDialog, validateManufacturers } from '../fixtures/route-tree';

test('the European-origin figures follow the route tree as the client edits it', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  await logInAsNewClient(page, page.request, mailbox);
  await page.goto('/drug_substance/new');
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

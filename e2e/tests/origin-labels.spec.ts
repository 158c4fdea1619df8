import { uiMessages } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openScreen, test } from '../fixtures';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { addPrecursor, type ManufacturerInput, validateManufacturers } from '../fixtures/route-tree';

/** A unique mark per run, so plants and projects typed here are told apart from the demo data. */
const run = Date.now().toString(36);

const lyon: ManufacturerInput = {
  company: `Synthèse ${run}`,
  country: 'France',
  percentage: 60,
  city: 'Lyon',
};
const milano: ManufacturerInput = {
  company: `Lombarda ${run}`,
  country: 'Italy',
  percentage: 40,
  city: 'Milano',
};
const hyderabad: ManufacturerInput = {
  company: `Works ${run}`,
  country: 'India',
  percentage: 100,
  city: 'Hyderabad',
};
const shanghai: ManufacturerInput = {
  company: `Nitro ${run}`,
  country: 'China',
  percentage: 100,
  city: 'Shanghai',
};

/** Root with two manufacturers, an intermediate, and its precursor: three levels. */
async function buildThreeLevelTree(page: Page, product: string, intermediate: string, precursor: string) {
  // The root has no manufacturers yet: its dialog opens by itself (spec 001 §4).
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: `Manufacturers of ${product}` }),
  ).toBeVisible();
  await validateManufacturers(page, [lyon, milano]);
  await addPrecursor(page, product, { cas: '123-30-8', name: intermediate, manufacturers: [hyderabad] });
  await addPrecursor(page, intermediate, { cas: '100-02-7', name: precursor, manufacturers: [shanghai] });
  await expect(page.getByRole('treeitem')).toHaveCount(3);
}

test('a client orders a drug product label with two substances, saved as a draft mid-way', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const product = `E2E Product ${run}`;
  await logInAsNewClient(page, page.request, mailbox);
  await page.goto('/my_labels');
  await page.getByRole('link', { name: 'New origin label' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/drug_origin/new');

  // Step 1: the product and where it is made.
  await page.getByLabel('Drug product name').fill(product);
  await page.getByLabel('Drug product code').fill('60234100');
  await page.getByLabel('HS code').fill('300490');
  await page.getByRole('combobox', { name: 'Commercialization country' }).fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  const formulation = page.getByRole('group', { name: 'Production countries for drug formulation' });
  await formulation.getByRole('combobox', { name: 'Country #1' }).fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await formulation.getByLabel('Percentage').fill('70');
  // The total rule of spec 001 §5, on change.
  await expect(formulation.getByText('The total percentage has to be equal to 100')).toBeVisible();
  await formulation.getByRole('button', { name: 'Add a country' }).click();
  await formulation.getByRole('combobox', { name: 'Country #2' }).fill('Italy');
  await page.getByRole('option', { name: 'Italy', exact: true }).click();
  await formulation.getByLabel('Percentage').nth(1).fill('30');
  await expect(formulation.getByText('The total percentage has to be equal to 100')).toBeHidden();
  await expectAccessible(page, 'origin-step-1');
  const packaging = page.getByRole('group', { name: 'Production countries for primary packaging' });
  await packaging.getByRole('combobox', { name: 'Country #1' }).fill('France');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await packaging.getByLabel('Percentage').fill('100');
  await page.getByRole('button', { name: 'Next step' }).click();

  // Step 2: two drug substances.
  await page.getByLabel('Number of drug substances').fill('2');
  for (const [index, inn] of ['paracetamol', 'caffeine'].entries()) {
    const substance = page.getByRole('group', { name: `Drug substance #${index + 1}` });
    await substance.getByLabel('INN').fill(inn);
    await substance.getByLabel('CAS number').fill(index === 0 ? '103-90-2' : '58-08-2');
    await substance.getByLabel('Type').selectOption('CHEMICAL');
    await substance.getByLabel('HS code').fill('29242930');
  }
  await expectAccessible(page, 'origin-step-2');
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();

  // Step 4: the first tree, then a draft save mid-way.
  await buildThreeLevelTree(page, 'paracetamol', '4-aminophenol', '4-nitrophenol');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Your draft has been saved')).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/drug_origin\/[0-9a-f-]{36}$/.test(url.pathname));
  expect(new URL(page.url()).searchParams.get('step')).toBe('trees');

  // A reload reopens the draft at the same step, with every field and the tree.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Build your route trees', level: 2 })).toBeVisible();
  await expect(page.getByRole('treeitem')).toHaveCount(3);
  await expectAccessible(page, 'origin-route-trees');
  await page.getByRole('tab', { name: /#2 caffeine/ }).click();
  await buildThreeLevelTree(page, 'caffeine', 'theobromine', 'xanthine');
  await page.getByRole('button', { name: 'Validate your route trees' }).click();

  // Step 5: the summary, then the confirmation.
  await expect(page.getByRole('heading', { name: 'Submit your label', level: 2 })).toBeVisible();
  await expect(page.getByText('France 70 %, Italy 30 %')).toBeVisible();
  await expectAccessible(page, 'origin-submit-step');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(uiMessages.submission.label)).toBeVisible();
  await expectAccessible(page, 'origin-thank-you');

  // The label is with the provider, and the plants typed in the trees are the client's, once each.
  await page.goto('/my_labels');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product, exact: true }) });
  await expect(row.getByText('On-going')).toBeVisible();
  await page.goto('/my_plants');
  for (const plant of [lyon, milano, hyderabad, shanghai]) {
    await expect(page.getByRole('rowheader', { name: plant.company, exact: true })).toHaveCount(1);
  }
  expect(consoleErrors).toEqual([]);
});

test('leaving a label with unsaved changes and choosing Save keeps the data', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const inn = `e2e-unsaved-${run}`;
  await logInAsNewClient(page, page.request, mailbox);
  await openScreen(page, '/drug_substance/new');
  await page.getByLabel('INN').fill(inn);
  await page.getByLabel('CAS number').fill('50-78-2');
  await page.getByLabel('HS code').fill('291822');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Plants' })
    .click();
  const dialog = page.getByRole('dialog', { name: uiMessages.unsavedData.title });
  await expect(dialog.getByText(uiMessages.unsavedData.saveAsDraft)).toBeVisible();
  await expectAccessible(page, 'leave-label-dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_plants');

  await page.goto('/my_labels');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: inn, exact: true }) });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByLabel('INN')).toHaveValue(inn);
  await expect(page.getByLabel('CAS number')).toHaveValue('50-78-2');
  await expect(page.getByLabel('HS code')).toHaveValue('291822');
  // The back link returns to the list the person came from.
  await expect(page.getByRole('link', { name: 'My Origin labels' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

import {
  messages,
  mustBeANumber,
  projectTypeLabel,
  reportingYearOptions,
  uiMessages,
} from '@pharmatrace/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';

// The demo client seeded by DEMO_DATA=1 (apps/api/src/seed/demo.ts): projects of every kind in
// every status (seed/demo-projects.ts) and two plants.
const logIn = (page: Page) => logInAs(page);

/** The table row whose first cell is exactly `name`. */
function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

type Expected = {
  name: string;
  type: string;
  status: string;
  /** Pattern of the edit link's target, or null when there is no edit link. */
  edit: RegExp | null;
  canDelete: boolean;
};

async function expectRow(table: Locator, expected: Expected) {
  const row = rowOf(table, expected.name);
  await expect(row, expected.name).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(expected.type);
  await expect(cells.nth(1)).toHaveText(new RegExp(`^${expected.status}`));
  const edit = row.getByRole('link', { name: `Edit ${expected.name}`, exact: true });
  if (expected.edit) await expect(edit).toHaveAttribute('href', expected.edit);
  else await expect(edit).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${expected.name}`, exact: true })).toHaveCount(
    expected.canDelete ? 1 : 0,
  );
}

const PRODUCT = projectTypeLabel('ORIGIN');
const SUBSTANCE = projectTypeLabel('SUBSTANCE');
const FOOTPRINT = projectTypeLabel('CARBON');
const originEdit = /^\/drug_origin\/[^/]+$/;
const substanceEdit = /^\/drug_substance\/[^/]+$/;
const firstPart = /^\/carbon_footprint\/first_part\/[^/]+$/;
const secondPart = /^\/carbon_footprint\/second_part\/[^/]+$/;
const MEDICINE = projectTypeLabel('MEDICINE');
const medicineStudy = /^\/medicine_study\/[^/]+$/;

/** Spec 000 §2 and §4, for the demo projects; `deleteInProjects` differs only for DRAFT2. */
const labelRows: Expected[] = [
  { name: 'Paracetamol Demo 500 mg', type: PRODUCT, status: 'Draft', edit: originEdit, canDelete: true },
  { name: 'Amoxicillin Demo 1 g', type: PRODUCT, status: 'On-going', edit: null, canDelete: false },
  { name: 'Ibuprofen Demo 400 mg', type: PRODUCT, status: 'Check', edit: originEdit, canDelete: false },
  { name: 'Metformin Demo 850 mg', type: PRODUCT, status: 'Completed', edit: null, canDelete: false },
  { name: 'omeprazole', type: SUBSTANCE, status: 'Draft', edit: substanceEdit, canDelete: true },
  { name: 'atorvastatin', type: SUBSTANCE, status: 'On-going', edit: null, canDelete: false },
  { name: 'losartan', type: SUBSTANCE, status: 'Check', edit: substanceEdit, canDelete: false },
  { name: 'paracetamol', type: SUBSTANCE, status: 'Completed', edit: null, canDelete: false },
];
const footprintRows: Expected[] = [
  { name: 'Amoxicillin API', type: FOOTPRINT, status: 'Draft', edit: firstPart, canDelete: true },
  { name: 'Omeprazole API', type: FOOTPRINT, status: 'Check', edit: firstPart, canDelete: false },
  { name: 'Aspirin API', type: FOOTPRINT, status: 'Draft', edit: secondPart, canDelete: true },
  { name: 'Metformin API', type: FOOTPRINT, status: 'On-going', edit: null, canDelete: false },
  { name: 'Paracetamol API', type: FOOTPRINT, status: 'Check', edit: secondPart, canDelete: false },
  { name: 'Ibuprofen API', type: FOOTPRINT, status: 'Completed', edit: null, canDelete: false },
  // Last campaign's paracetamol footprint, completed: the demo medicine study rests on it.
  { name: 'Paracetamol API 2025', type: FOOTPRINT, status: 'Completed', edit: null, canDelete: false },
];
// The demo medicine studies (issue #37, seed/demo-medicine-studies.ts): listed with the footprints.
const studyRows: Expected[] = [
  { name: 'Paracetamol 500 mg tablets', type: MEDICINE, status: 'Completed', edit: null, canDelete: false },
  {
    name: 'Omeprazole 20 mg capsules',
    type: MEDICINE,
    status: 'Draft',
    edit: medicineStudy,
    canDelete: true,
  },
];

test('a client sees the right labels and links in all three lists', async ({ page, consoleErrors }) => {
  await logIn(page);

  await page.goto('/my_projects');
  const projects = page.getByRole('table', { name: 'My Projects' });
  await expect(rowOf(projects, 'Ibuprofen API')).toHaveCount(1);
  for (const header of ['Name of product', 'Type', 'Status', 'Document', 'Access']) {
    await expect(projects.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Spec 000 §2: /my_projects shows the delete icon for DRAFT only, so not for a DRAFT2 footprint.
  for (const expected of [...labelRows, ...footprintRows, ...studyRows]) {
    await expectRow(projects, {
      ...expected,
      canDelete: expected.canDelete && expected.name !== 'Aspirin API',
    });
  }
  await expect(page.getByRole('link', { name: 'New origin label' })).toHaveAttribute(
    'href',
    '/drug_origin/new',
  );
  await expect(page.getByRole('link', { name: 'New carbon footprint' })).toHaveAttribute(
    'href',
    '/carbon_footprint/first_part/new',
  );

  // Document column: the report opens in a new tab and is a real PDF; the invoice shows its status.
  const completed = rowOf(projects, 'Metformin Demo 850 mg');
  const report = completed.getByRole('link', { name: 'Report of Metformin Demo 850 mg' });
  await expect(report).toHaveAttribute('target', '_blank');
  const reportAnswer = await page.request.get((await report.getAttribute('href')) ?? '');
  expect(reportAnswer.status()).toBe(200);
  expect(reportAnswer.headers()['content-type']).toContain('application/pdf');
  await expect(completed.getByRole('link', { name: 'Invoice of Metformin Demo 850 mg' })).toBeVisible();
  await expect(completed.getByText('Paid', { exact: true })).toBeVisible();
  await expect(rowOf(projects, 'paracetamol').getByText('Not Paid', { exact: true })).toBeVisible();
  await expect(rowOf(projects, 'Paracetamol Demo 500 mg').getByRole('cell').nth(2)).toHaveText('-');
  await saveScreenshot(page, 'my-projects', { width: 'current' });
  await expectAccessible(page, 'my-projects');

  // Search and sort stay in the URL, so a reload keeps them.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('api');
  await projects.getByRole('button', { name: 'Name of product' }).click();
  await expect(page).toHaveURL((url) => url.search === '?q=api&sort=name');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('api');
  await expect(projects.getByRole('rowheader')).toHaveText([
    'Amoxicillin API',
    'Aspirin API',
    'Ibuprofen API',
    'Metformin API',
    'Omeprazole API',
    'Paracetamol API',
    'Paracetamol API 2025',
  ]);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Origin labels' })
    .click();
  const labels = page.getByRole('table', { name: 'My Origin labels' });
  await expect(rowOf(labels, 'paracetamol')).toHaveCount(1);
  await expect(labels.getByRole('rowheader')).toHaveCount(labelRows.length);
  for (const expected of labelRows) await expectRow(labels, expected);
  await expect(page.getByRole('link', { name: 'New origin label' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New carbon footprint' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Footprints' })
    .click();
  const footprints = page.getByRole('table', { name: 'My Footprints' });
  await expect(rowOf(footprints, 'Ibuprofen API')).toHaveCount(1);
  await expect(footprints.getByRole('rowheader')).toHaveCount(footprintRows.length + studyRows.length);
  // Spec 000 §2: /my_footprints shows the delete icon for DRAFT and DRAFT2.
  for (const expected of [...footprintRows, ...studyRows]) await expectRow(footprints, expected);

  // A footprint in CHECK2 opens in the second-part wizard (issue #11), with the provider's notice.
  await footprints.getByRole('link', { name: 'Edit Paracetamol API' }).click();
  await expect(page).toHaveURL((url) => secondPart.test(url.pathname));
  await expect(
    page.getByRole('heading', { name: 'Carbon footprint: Paracetamol API', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(uiMessages.checkNotice)).toBeVisible();

  // On a phone the table becomes one card per project: nothing runs off the side of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my_projects');
  const cards = page.getByRole('list', { name: 'My Projects' });
  await expect(cards.getByRole('listitem')).toHaveCount(
    labelRows.length + footprintRows.length + studyRows.length,
  );
  const draft = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'omeprazole', exact: true }) });
  await expect(draft.getByRole('link', { name: 'Edit omeprazole', exact: true })).toBeVisible();
  await expect(draft.getByRole('button', { name: 'Delete omeprazole', exact: true })).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Name, A to Z' });
  await expect(page).toHaveURL((url) => url.search === '?sort=name');
  await expect(cards.getByRole('heading').first()).toHaveText('Amoxicillin API');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'my-projects', { width: 'current' });
  await expectAccessible(page, 'my-projects-phone');

  expect(consoleErrors).toEqual([]);
});

test('a client deletes a draft through the typed confirmation', async ({ page, consoleErrors }) => {
  await logIn(page);
  // A draft of its own, so that this test neither depends on nor changes the demo projects.
  const name = `E2E draft ${Date.now()}`;
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/origin/draft/create', {
    headers: { Authorization: token ?? '' },
    data: { drugProductName: name },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/my_projects');
  const projects = page.getByRole('table', { name: 'My Projects' });
  await expect(rowOf(projects, name)).toHaveCount(1);
  await rowOf(projects, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();

  const dialog = page.getByRole('dialog', { name: uiMessages.deleteProject.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(uiMessages.deleteProject.note);
  await expectAccessible(page, 'delete-project-dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
  const typed = dialog.getByRole('textbox', { name: "Type 'Delete' to confirm" });
  await expect(confirm).toBeDisabled();
  await typed.fill('delete');
  await expect(confirm).toBeDisabled();
  await typed.fill('Delete');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`'${name}' has been deleted`)).toBeVisible();
  await expect(rowOf(projects, name)).toHaveCount(0);
  // Gone from the server too, not only from the screen.
  await page.reload();
  await expect(rowOf(projects, 'Paracetamol Demo 500 mg')).toHaveCount(1);
  await expect(rowOf(projects, name)).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

test('a client creates a plant, edits it and sees it in My Plants', async ({ page, consoleErrors }) => {
  await logIn(page);
  const company = `E2E Pharma ${Date.now()}`;
  const year = String(reportingYearOptions()[1]);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Plants' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Plants', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Here you will find a list of all your saved manufacturing plants'),
  ).toBeVisible();
  const plants = page.getByRole('table', { name: 'My Plants' });
  await expect(rowOf(plants, 'Pharma Synthèse')).toHaveCount(1);
  await expectAccessible(page, 'my-plants');
  await page.getByRole('link', { name: 'New Plant' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/plant/new');
  await expect(page.getByRole('heading', { name: 'Create your plant', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Validate data for this plant' }).click();
  await expect(page.getByText(messages.plant.companyNameEmpty)).toBeVisible();
  await expect(page.getByText(messages.plant.cityEmpty)).toBeVisible();

  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Reporting year').selectOption(year);
  await page.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByLabel('Number of employees').fill('85');
  await page.getByLabel('Capex', { exact: true }).fill('3.5');
  await page.getByLabel('Capex unit').selectOption('Million $');
  await page.getByLabel('Electricity', { exact: true }).fill('15x00');
  await expect(page.getByText(mustBeANumber('Electricity'))).toBeVisible();
  await page.getByLabel('Electricity', { exact: true }).fill('1500');
  await expect(page.getByText(mustBeANumber('Electricity'))).toBeHidden();
  await page.getByLabel('Steam', { exact: true }).fill('40');
  await page.getByLabel('Scope 1', { exact: true }).fill('950');
  await page.getByLabel('Annual leakage/recharge').fill('12');
  await page.getByLabel('Gas type').selectOption('R-410A');
  await page.getByLabel('Compound name').fill('Ethanol');
  await page.getByLabel('Tons per year').fill('2.5');
  await saveScreenshot(page, 'plant-form');
  await expectAccessible(page, 'plant-form');

  await page.getByRole('button', { name: 'Validate data for this plant' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_plants');
  await expect(page.getByText('Your plant has been created')).toBeVisible();
  const createdRow = rowOf(plants, company);
  await expect(createdRow.getByRole('cell')).toHaveText(['Germany', 'Berlin', year, /^edit/]);

  // What the server stored: empty numbers as null, the units chosen.
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const list = await page.request.get('/api/plant', { headers: { Authorization: token ?? '' } });
  const stored = ((await list.json()) as { companyName: string; [key: string]: unknown }[]).find(
    (plant) => plant.companyName === company,
  );
  expect(stored).toMatchObject({
    countryId: 'DE',
    employees: 85,
    capex: { value: 3.5, unit: 'Million $' },
    coolingWater: { value: null, unit: 'm3' },
    energyConsumption: {
      Electricity: { value: 1500, unit: 'MWh' },
      NaturalGas: { value: null, unit: 'MWh' },
      Steam: { value: 40, unit: 'Tons' },
    },
    scope1: { value: 950, unit: 'TonsCO2eq' },
    scope2: { value: null, unit: 'TonsCO2eq' },
    productionFPValue: null,
    refrigerantGases: [{ value: 12, type: 'R-410A' }],
    volatileOrganicCompounds: [{ name: 'Ethanol', quantity: 2.5 }],
  });

  await createdRow.getByRole('link', { name: /^edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Modify your plant', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  await expect(page.getByLabel('Electricity', { exact: true })).toHaveValue('1500');
  await expect(page.getByLabel('Capex unit')).toHaveValue('Million $');
  await expect(page.getByLabel('Compound name')).toHaveValue('Ethanol');
  await expectAccessible(page, 'modify-plant');

  // Leaving with unsaved changes asks first (spec 001 §4); staying keeps what was typed.
  await page.getByLabel('City', { exact: true }).fill('Munich');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Projects' })
    .click();
  const leave = page.getByRole('dialog', { name: uiMessages.unsavedData.title });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'unsaved-changes-dialog');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/plant/'));
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Munich');

  await page.getByRole('button', { name: 'Validate data for this plant' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_plants');
  await expect(page.getByText('Your plant has been updated')).toBeVisible();
  await expect(rowOf(plants, company).getByRole('cell')).toHaveText(['Germany', 'Munich', year, /^edit/]);

  expect(consoleErrors).toEqual([]);
});

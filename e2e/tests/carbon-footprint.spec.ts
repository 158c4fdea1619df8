import { messages, uiMessages } from '@pharmatrace/domain';
import { pdfFile } from '../../apps/api/test/helpers/upload-files';
import { expect, expectAccessible, openScreen, test } from '../fixtures';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { addPrecursor, validateManufacturers } from '../fixtures/route-tree';

const run = Date.now().toString(36);

test('a client orders a carbon footprint with production data, saved as a draft at step 2', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const name = `E2E Footprint ${run}`;
  await logInAsNewClient(page, page.request, mailbox);
  await page.goto('/my_footprints');
  await page.getByRole('link', { name: 'New carbon footprint' }).click();

  // Step 1: 'Next step' while the answer is Yes (spec 001 §4).
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('CAS number').fill('15687-27-1');
  await page.getByLabel('Number of synthetic steps').fill('3');
  await page.getByLabel('Steps with production information').fill('1');
  await page.getByLabel('Steps without production information').fill('1');
  await expect(page.getByText(messages.footprint.stepsSum)).toBeVisible();
  await page.getByLabel('Steps without production information').fill('2');
  await expect(page.getByText(messages.footprint.stepsSum)).toBeHidden();
  await expectAccessible(page, 'footprint-step-1');
  await page.getByRole('button', { name: 'Next step' }).click();

  // Step 2, with a real PDF; then a draft save and a reload.
  await page.getByLabel('Contact person name').fill('Jane Doe');
  await page.getByLabel('Contact person function').fill('Head of sustainability');
  await page.getByLabel('Contact person email').fill('jane.doe@example.com');
  await page.getByLabel('Annual volume').fill('120');
  await page.getByLabel('Use of the product').fill('Analgesic API');
  await page.getByLabel("Description of your company's activity").fill('Generic medicines');
  await page.getByLabel('Molecular structure *').setInputFiles({
    name: 'ibuprofen structure.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('C13H18O2'),
  });
  await expect(page.getByRole('link', { name: 'ibuprofen structure.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Your draft has been saved')).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/carbon_footprint\/first_part\/[0-9a-f-]{36}$/.test(url.pathname));
  await page.reload();
  await expect(page.getByLabel('Contact person function')).toHaveValue('Head of sustainability');
  await expect(page.getByLabel('Contact person email')).toHaveValue('jane.doe@example.com');
  await expectAccessible(page, 'footprint-step-2');
  await expect(page.getByRole('link', { name: 'ibuprofen structure.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Next step' }).click();

  // 'Before step 3', then the tree; 'Validate your synthetic route' sends the footprint.
  await page.getByLabel('I would like a written report compliant with the GHG Protocol standard').check();
  await page.getByRole('button', { name: 'Got it' }).click();
  await validateManufacturers(page, [
    { company: `Footprint Site ${run}`, country: 'Spain', percentage: 100, city: 'Tarragona' },
  ]);
  await addPrecursor(page, name, {
    cas: '98-82-8',
    name: 'isobutylbenzene',
    manufacturers: [
      { company: `Precursor Site ${run}`, country: 'India', percentage: 100, city: 'Vadodara' },
    ],
  });
  await page.getByRole('button', { name: 'Validate your synthetic route' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(uiMessages.submission.footprintFirstPart)).toBeVisible();
  await expectAccessible(page, 'footprint-thank-you');

  await page.goto('/my_footprints');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByText('On-going')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a footprint without production data is validated from step 1', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const name = `E2E Supplier ${run}`;
  await logInAsNewClient(page, page.request, mailbox);
  await openScreen(page, '/carbon_footprint/first_part/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('CAS number').fill('50-78-2');
  await page.getByLabel('Number of synthetic steps').fill('2');
  await page.getByLabel('Steps without production information').fill('2');
  await page.getByRole('radio', { name: 'No' }).check();
  // The button reads 'Validate' when there is no production data (spec 001 §2).
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(page.getByText(messages.footprint.supplierEmpty)).toBeVisible();
  await expect(page.getByText(messages.footprint.productionCountryEmpty)).toBeVisible();
  await expectAccessible(page, 'footprint-without-production');
  await page.getByLabel('Name of the supplier').fill('BASF');
  await page.getByRole('combobox', { name: 'Country of production' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('button', { name: 'Validate', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/my_footprints');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByText('On-going')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, STAFF_EMAIL, STAFF_PASSWORD, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';

/**
 * Issue #37, the medicine's own footprint end to end: the demo client makes a study for a
 * tablet linking its completed API footprint (Ibuprofen API) and watches the live panel; staff
 * adopt the estimate, complete the study and publish it; a hospital user finds the medicine with
 * the study's figure and its four segments. The screens are checked again at 390 px.
 */

const run = Date.now().toString(36);
const slow = { timeout: 60_000 };
const digits = (n: number) => String(Date.now()).slice(-n).padStart(n, '7');
const name = `E2E Ibuprofen ${run} 400 mg, comprimé`;
const cis = `9${digits(7)}`;
const cip13 = `34009${digits(8)}`;

async function nextStep(page: Page) {
  await page.getByRole('button', { name: 'Next step' }).click();
}

test('a client makes a tablet study on its API footprint, staff publish it, a hospital buyer finds its four segments', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  await client.setViewportSize({ width: 1366, height: 768 });
  await logInAs(client);

  // 1. From My Footprints, a new study: the medicine, then its active linked to the API footprint.
  await client.goto('/my_footprints');
  await client.getByRole('link', { name: 'New medicine footprint' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'New medicine footprint' })).toBeVisible(slow);
  await client.getByLabel('Medicine name').fill(name);
  await client.getByLabel('CIS code').fill(cis);
  await client.getByLabel('CIP13 codes').fill(cip13);
  await client.getByLabel('Pharmaceutical form').selectOption('TABLET');
  await client.getByLabel('Units per box').fill('16');
  await nextStep(client);
  // The first save creates the study and renames the URL.
  await expect(client).toHaveURL(/\/medicine_study\/[0-9a-f-]{36}\?step=actives$/, slow);
  const studyPath = new URL(client.url()).pathname;

  await client.getByRole('button', { name: 'Add an active ingredient' }).click();
  const active = client.getByRole('group', { name: 'Active ingredient 1' });
  await active.getByLabel('Name', { exact: true }).fill('Ibuprofen');
  await active.getByLabel('mg per unit').fill('400');
  const footprints = active.getByLabel('Completed API footprint', { exact: true });
  const linked = await footprints
    .locator('option', { hasText: 'Ibuprofen API' })
    .first()
    .getAttribute('value');
  await footprints.selectOption(linked!);
  const linkedPattern = linked!.replace(/[^0-9a-f-]/g, '');

  const panel = client.getByTestId('live-study-estimate');
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  await expect(panel.getByTestId('live-study-value')).toHaveText(
    /^[\d,.]+ gCO2e per box, 95 % interval [\d,.]+ to [\d,.]+$/,
  );
  await panel.getByRole('button', { name: 'Show details' }).click();
  await expect(panel.getByTestId('live-study-segments').getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByTestId('live-study-segments')).toContainText('End of life');
  await panel.getByRole('button', { name: 'Hide details' }).click();

  await nextStep(client); // excipients
  await nextStep(client); // formulation and packaging
  await client.getByRole('radio', { name: 'The energy per 1,000 units' }).check();
  await client.getByLabel('Energy per 1,000 units, kWh').fill('20');
  await nextStep(client); // packaging
  await client.getByRole('button', { name: 'Add a packaging item' }).click();
  const pack = client.getByRole('group', { name: 'Packaging item 1' });
  await pack.getByLabel('Material').selectOption('PVC');
  await pack.getByLabel('Grams per box').fill('5');
  await nextStep(client); // transport
  await nextStep(client); // submission
  await client.getByRole('button', { name: 'Send the study to our team' }).click();
  await expect(client.getByText(/Your study is with our team/)).toBeVisible(slow);

  // 2. Staff: the breakdown at 200,000 iterations, adopt, complete, publish.
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const id = studyPath.split('/').at(-1)!;
  await staff.goto(`/admin/medicine_study/${id}`);
  await expect(staff.getByTestId('study-per-box')).toHaveText(/gCO2e per box, 95 % interval/, slow);
  await expect(staff.getByTestId('study-segments').getByRole('listitem')).toHaveCount(4);
  // The linked API footprint, by its active's name, opens the staff's footprint page.
  await expect(
    staff.getByTestId('study-api-footprints').getByRole('link', { name: 'Ibuprofen', exact: true }),
  ).toHaveAttribute('href', new RegExp(`^/admin/carbon_footprint/first_part/${linkedPattern}$`));
  await staff.getByRole('button', { name: 'Adopt the estimate' }).click();
  await expect(staff.getByText('The estimate is the study’s result.')).toBeVisible(slow);
  await staff.getByRole('button', { name: 'Move to Completed' }).click();
  await expect(staff.getByText(/The study is now Completed/)).toBeVisible(slow);
  await staff.getByRole('button', { name: 'Publish in the medicine database' }).click();
  await expect(staff.getByText('Published in the medicine database.')).toBeVisible(slow);

  // 3. A hospital buyer finds the medicine, with the study's figure and four segments.
  const buyer = await clientContext.newPage();
  const checkProduct = async () => {
    await buyer.goto(`/medicine_footprint?product=${encodeURIComponent(name)}`);
    await buyer
      .getByRole('link', { name: /See footprint/ })
      .first()
      .click();
    await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible(slow);
    await expect(buyer.getByTestId('medicine-carbon')).toHaveText(/gCO2eq$/);
    await expect(buyer.getByTestId('medicine-source')).toHaveText(
      /^From a validated study of .*, method medicine-/,
    );
    const legend = buyer.getByRole('list', { name: 'Footprint breakdown' });
    await expect(legend.getByRole('listitem')).toHaveCount(4);
    await expect(legend).toContainText('End of life');
  };
  await buyer.setViewportSize({ width: 1366, height: 768 });
  await checkProduct();

  // 4. The same at 390 px: the product page and the client's result, without sideways scroll.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await checkProduct();
  await expectNoSidewaysScroll(buyer, 'medicine-product-study');
  await client.setViewportSize({ width: 390, height: 844 });
  await client.goto(studyPath);
  await expect(client.getByTestId('study-per-box')).toHaveText(/gCO2e per box, 95 % interval/, slow);
  await expect(client.getByTestId('study-segments').getByRole('listitem')).toHaveCount(4);
  await expectNoSidewaysScroll(client, 'medicine-study-result');
  // The 'score carbone' sheet: the result page's button downloads a real PDF, named for what it is.
  const download = client.waitForEvent('download');
  await client.getByRole('button', { name: 'Carbon score sheet (PDF)' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toBe(`Carbon score sheet - ${name}.pdf`);
  const bytes = await readFile((await sheet.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await clientContext.close();
  await staffContext.close();
});

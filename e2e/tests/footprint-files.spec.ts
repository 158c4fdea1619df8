import type { Page } from '@playwright/test';
import { docxFile, pdfFile, xlsFile } from '../../apps/api/test/helpers/upload-files';
import { expect, expectAccessible, openScreen, STAFF_EMAIL, STAFF_PASSWORD, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { addPrecursor, validateManufacturers } from '../fixtures/route-tree';
import { panelRow } from '../fixtures/staff-panel';

const run = Date.now().toString(36);

/** The three files of a footprint's first part (spec 001 §2 'Further information'). */
const files = {
  structure: { label: 'Molecular structure *', name: `structure ${run}.pdf`, buffer: pdfFile('C13H18O2') },
  route: {
    label: 'Molecular synthetic route (optional)',
    name: `route ${run}.docx`,
    buffer: docxFile('Friedel-Crafts acylation, then reduction and carbonylation'),
  },
  flow: { label: 'Process flow diagram (optional)', name: `flow ${run}.xls`, buffer: xlsFile() },
};
const mimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
};
const mimeOf = (name: string) => mimeTypes[name.split('.').pop() as keyof typeof mimeTypes];

/** Follows the link shown for a file, as the person's browser would, and answers the bytes. */
async function downloadLinked(page: Page, fileName: string): Promise<Buffer> {
  const href = await page.getByRole('link', { name: fileName, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  return answer.body();
}

test("staff open a client's footprint files, download the same bytes and replace one; the client gets the replacement", async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const name = `E2E Files ${run}`;
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  await logInAsNewClient(client, client.request, mailbox, 'files');

  // The client fills the first part and uploads its three files on step 2 (issue #22).
  await client.goto('/carbon_footprint/first_part/new');
  await client.getByLabel('Name', { exact: true }).fill(name);
  await client.getByLabel('CAS number').fill('15687-27-1');
  await client.getByLabel('Number of synthetic steps').fill('2');
  await client.getByLabel('Steps with production information').fill('2');
  await client.getByRole('button', { name: 'Next step' }).click();
  await client.getByLabel('Contact person name').fill('Jane Doe');
  await client.getByLabel('Contact person function').fill('Head of sustainability');
  await client.getByLabel('Contact person email').fill('jane.doe@example.com');
  await client.getByLabel('Annual volume').fill('120');
  await client.getByLabel('Use of the product').fill('Analgesic API');
  await client.getByLabel("Description of your company's activity").fill('Generic medicines');
  for (const file of Object.values(files)) {
    await client
      .getByLabel(file.label, { exact: true })
      .setInputFiles({ name: file.name, mimeType: mimeOf(file.name), buffer: file.buffer });
    // Each file's name appears as its link once the upload is answered.
    await expect(client.getByRole('link', { name: file.name, exact: true })).toBeVisible();
  }
  await client.getByRole('button', { name: 'Next step' }).click();
  await client.getByLabel('I would like a written report compliant with the GHG Protocol standard').check();
  await client.getByRole('button', { name: 'Got it' }).click();
  await validateManufacturers(client, [
    { company: `Files Site ${run}`, country: 'Spain', percentage: 100, city: 'Tarragona' },
  ]);
  await addPrecursor(client, name, {
    cas: '98-82-8',
    name: 'isobutylbenzene',
    manufacturers: [
      { company: `Files Precursor ${run}`, country: 'India', percentage: 100, city: 'Vadodara' },
    ],
  });
  await client.getByRole('button', { name: 'Validate your synthetic route' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Staff open the footprint from the panel: the three names, each downloading the same bytes.
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const row = await panelRow(staff, name);
  await expect(row).toContainText('On-going');
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(staff).toHaveURL(/\/admin\/carbon_footprint\/first_part\/[0-9a-f-]{36}/);
  const id = new URL(staff.url()).pathname.split('/').pop()!;
  await staff.goto(`/admin/carbon_footprint/first_part/${id}?step=information`);
  for (const file of Object.values(files)) {
    await expect(staff.getByRole('link', { name: file.name, exact: true })).toBeVisible();
    expect((await downloadLinked(staff, file.name)).equals(file.buffer)).toBe(true);
  }
  await expectAccessible(staff, 'staff-footprint-files');

  // Staff replace the molecular structure and save.
  const corrected = { name: `structure corrected ${run}.pdf`, buffer: pdfFile('C13H18O2, corrected') };
  await staff
    .getByLabel(files.structure.label, { exact: true })
    .setInputFiles({ name: corrected.name, mimeType: 'application/pdf', buffer: corrected.buffer });
  await expect(staff.getByRole('link', { name: corrected.name, exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: files.structure.name, exact: true })).toBeHidden();
  expect((await downloadLinked(staff, corrected.name)).equals(corrected.buffer)).toBe(true);
  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText('Your changes have been saved')).toBeVisible();

  // The documents page lists the four files: the replacement in use, the original replaced.
  await staff.goto(`/admin/documents/carbon/${id}`);
  const uploads = staff.getByRole('table', { name: 'First part files' });
  await expect(uploads.getByRole('row')).toHaveCount(5);
  const rowOf = (fileName: string) => uploads.getByRole('row').filter({ hasText: fileName });
  await expect(rowOf(corrected.name)).toContainText('Molecular structure');
  await expect(rowOf(corrected.name)).toContainText('Pharmatrace staff');
  await expect(rowOf(corrected.name)).toContainText('Current');
  await expect(rowOf(files.structure.name)).toContainText('Replaced');
  await expect(rowOf(files.route.name)).toContainText('Word (.docx)');
  await expect(rowOf(files.flow.name)).toContainText('Excel (.xls)');
  expect((await downloadLinked(staff, files.route.name)).equals(files.route.buffer)).toBe(true);
  await expect(
    staff.getByRole('table', { name: 'Audit log' }).getByText(`Molecular structure: ${corrected.name}`),
  ).toBeVisible();
  await expectAccessible(staff, 'staff-footprint-documents');
  // On a phone the files are cards (DataTable) and the page does not scroll sideways.
  await staff.setViewportSize({ width: 390, height: 844 });
  const cards = staff.getByRole('list', { name: 'First part files' });
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  await expect(cards.getByRole('listitem').filter({ hasText: corrected.name })).toContainText('Current');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(staff, 'staff-footprint-documents-phone');
  await staff.setViewportSize({ width: 1366, height: 900 });

  // Staff hand the footprint back for checking; the client sees and downloads the replacement.
  await staff.goto(`/admin/carbon_footprint/first_part/${id}?step=submission`);
  await staff.getByRole('button', { name: 'Save as Check' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');
  await client.goto(`/carbon_footprint/first_part/${id}?step=information`);
  // 'What changed' names the two files, each a link, never their keys (issue #39)…
  const changes = client.getByRole('alert', { name: 'Changes by the provider' });
  await expect(changes.getByRole('link', { name: files.structure.name, exact: true })).toBeVisible();
  await expect(changes.getByRole('link', { name: corrected.name, exact: true })).toBeVisible();
  await expect(changes).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // …and, the changes folded away, the field holds the replacement alone.
  await changes.getByRole('button', { name: 'Hide the changes' }).click();
  await expect(client.getByRole('link', { name: corrected.name, exact: true })).toBeVisible();
  await expect(client.getByRole('link', { name: files.structure.name, exact: true })).toBeHidden();
  expect((await downloadLinked(client, corrected.name)).equals(corrected.buffer)).toBe(true);
  // …and saves it again unchanged.
  await client.getByRole('button', { name: 'Save as draft' }).click();
  await expect(client.getByText('Your draft has been saved')).toBeVisible();
  await client.reload();
  await client
    .getByRole('alert', { name: 'Changes by the provider' })
    .getByRole('button', { name: 'Hide the changes' })
    .click();
  await expect(client.getByRole('link', { name: corrected.name, exact: true })).toBeVisible();
  await expect(client.getByRole('link', { name: files.route.name, exact: true })).toBeVisible();
  await expect(client.getByRole('link', { name: files.flow.name, exact: true })).toBeVisible();

  await clientContext.close();
  await staffContext.close();
});

test("an executable renamed .pdf is refused with the spec's message and the accepted types under it", async ({
  page,
  mailbox,
}) => {
  await logInAsNewClient(page, page.request, mailbox, 'exe');
  await openScreen(page, '/carbon_footprint/first_part/new');
  await page.getByLabel('Name', { exact: true }).fill(`E2E Exe ${run}`);
  await page.getByLabel('CAS number').fill('15687-27-1');
  await page.getByRole('button', { name: 'Next step' }).click();
  const structureField = page.getByLabel(files.structure.label, { exact: true });
  await expect(
    page.getByText('PDF, Word (.doc, .docx) or Excel (.xls), less than 1mo').first(),
  ).toBeVisible();
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  await structureField.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe });
  const alert = page.getByRole('alert').filter({ hasText: 'Error while uploading file' });
  await expect(alert).toContainText(
    'Only PDF, Word (.doc, .docx) and Excel (.xls) files are accepted, and this file is none of them.',
  );
  await expectAccessible(page, 'footprint-upload-refused');
});

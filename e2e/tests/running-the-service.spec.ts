import { accountMessages } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { pdfFile as pdf } from '../../apps/api/test/helpers/upload-files';
import { expect, STAFF_EMAIL, STAFF_PASSWORD, saveScreenshot, test } from '../fixtures';
import { accessTokenOf, logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { substanceLabelDocument } from '../fixtures/submitted-label';

/**
 * Issue #13 'Done when': staff validate a newly registered account, set its subscription and
 * give it a pricing document and a 2026 invoice; the client sees them; staff upload a report and
 * an invoice on a completed project and mark it PAID; the client downloads the report from
 * /my_labels and sees 'Paid' in the Invoices tab. Real server, real Chromium, two sessions.
 */

/** A one-page PDF naming `title`, the API tests' fixture (the server checks the bytes, not the name). */
const pdfUpload = (name: string, title: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdf(title),
});

async function bytesOf(page: Page, href: string): Promise<Buffer> {
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  return Buffer.from(await answer.body());
}

test('staff run a new account and a completed project; the client sees its subscription, pricing, report and Paid', async ({
  page,
  browser,
  request,
  mailbox,
  server,
}) => {
  test.setTimeout(180_000);
  // A new client, registered and confirmed, not validated yet: it can log in, not create.
  const { email } = await logInAsNewClient(page, request, mailbox, 'service', { validated: false });
  await page.goto('/drug_substance/new');
  await expect(page.getByText(accountMessages.awaitingValidationTitle)).toBeVisible();
  await expect(page.getByText(accountMessages.awaitingValidation)).toBeVisible();
  await expect(page.getByLabel('INN')).toHaveCount(0);

  // Staff, in their own browser session: validate the account, subscription, pricing, 2026 invoice.
  const staffContext = await browser.newContext({ baseURL: server.baseURL });
  const staff = await staffContext.newPage();
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  await staff.getByRole('link', { name: 'Client accounts' }).click();
  await expect(staff.getByRole('heading', { name: 'Client accounts', level: 1 })).toBeVisible();
  await staff.getByLabel('Search accounts').fill(email);
  await expect(staff).toHaveURL(/[?&]q=/);
  const accountRow = staff.getByRole('row').filter({ hasText: email });
  await expect(accountRow).toHaveCount(1);
  await expect(accountRow).toContainText(accountMessages.awaitingValidationLabel);
  await accountRow.getByRole('link', { name: 'E2E service company' }).click();

  await staff.getByRole('button', { name: 'Validate account' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
  await expect(staff.getByText('Account validated')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Validate account' })).toHaveCount(0);

  await staff.getByLabel('Subscription start date').fill('2026-01-01');
  await staff.getByLabel('Subscription end date').fill('2026-12-31');
  await staff.getByLabel('Prepaid amount (EUR)').fill('2500');
  await staff.getByRole('button', { name: 'Save subscription' }).click();
  await expect(staff.getByText('Subscription saved')).toBeVisible();

  await staff
    .getByLabel('Upload pricing document')
    .setInputFiles(pdfUpload('pricing-2026.pdf', 'Pricing 2026'));
  await expect(staff.getByRole('link', { name: 'pricing-2026.pdf' })).toBeVisible();
  await staff.getByRole('combobox', { name: 'Invoice year' }).click();
  await staff.getByRole('option', { name: '2026' }).click();
  await staff
    .getByLabel('Upload invoice 2026')
    .setInputFiles(pdfUpload('subscription-2026.pdf', 'Invoice 2026'));
  await expect(staff.getByRole('link', { name: 'Invoice 2026' })).toBeVisible();
  // Each action is in the account's audit log.
  const audit = staff.getByRole('table', { name: 'Audit log' });
  for (const action of [
    'Validated the account',
    'Set the subscription',
    'Uploaded the pricing document',
    'Uploaded a subscription invoice',
  ]) {
    await expect(audit.getByRole('cell', { name: action })).toBeVisible();
  }

  // The client: Subscription and Pricing tabs.
  await page.goto('/my_account/subscription');
  const details = page.getByRole('tabpanel');
  await expect(details).toContainText('01/01/2026');
  await expect(details).toContainText('31/12/2026');
  await expect(details).toContainText('€2,500.00');
  const invoiceLink = page.getByRole('link', { name: 'Download invoice 2026' });
  await expect(invoiceLink).toBeVisible();
  expect((await bytesOf(page, (await invoiceLink.getAttribute('href'))!)).equals(pdf('Invoice 2026'))).toBe(
    true,
  );
  await page.getByRole('tab', { name: 'Pricing' }).click();
  const open = page.getByRole('link', { name: 'Open the pricing document' });
  const pricingHref = (await open.getAttribute('href'))!;
  expect(await open.getAttribute('target')).toBe('_blank');
  expect((await bytesOf(page, pricingHref)).equals(pdf('Pricing 2026'))).toBe(true);

  // Validated: the client can now start a project.
  await page.goto('/drug_substance/new');
  await expect(page.getByLabel('INN')).toBeVisible();

  // A label the client sent, which staff complete (through the API: the validation screens are
  // issue #12's), then give a report and an invoice on its documents page, and mark PAID.
  const inn = `servicetest${Date.now().toString(36)}`;
  const created = await page.request.post('/api/substance/create', {
    headers: { authorization: await accessTokenOf(page) },
    data: substanceLabelDocument(inn),
  });
  expect(created.status()).toBe(201);
  const { id: projectId, revision } = (await created.json()) as { id: string; revision: number };
  const completed = await staff.request.post(`/api/admin/substance/validate/${projectId}`, {
    headers: { authorization: await accessTokenOf(staff) },
    data: { ...substanceLabelDocument(inn), status: 'COMPLETED', revision },
  });
  expect(completed.status()).toBe(200);

  await staff.goto('/admin/panel');
  await staff
    .getByLabel(/Search/)
    .first()
    .fill(inn);
  // The panel writes the search to the URL a moment after the last keystroke: wait for it, or
  // that late navigation would bring the panel back over the documents page.
  await expect(staff).toHaveURL(/[?&]q=/);
  await staff.getByRole('link', { name: `Documents of ${inn}` }).click();
  await expect(staff.getByRole('heading', { name: inn, level: 1 })).toBeVisible();
  await staff.getByLabel('Upload report').setInputFiles(pdfUpload('report.pdf', `Report ${inn}`));
  await expect(staff.getByText('Report uploaded')).toBeVisible();
  await staff.getByLabel('Upload invoice').setInputFiles(pdfUpload('invoice.pdf', `Invoice ${inn}`));
  await expect(staff.getByText('Invoice uploaded')).toBeVisible();
  await staff.getByRole('combobox', { name: 'Invoice status' }).click();
  await staff.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(staff.getByText('Invoice marked Paid')).toBeVisible();
  const history = staff.getByRole('table', { name: 'Report and invoice history' });
  await expect(history.getByRole('link', { name: 'report.pdf' })).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Audit log' }).getByRole('cell', { name: 'Set the invoice status' }),
  ).toBeVisible();
  await saveScreenshot(staff, 'staff-project-documents');

  // The client downloads the report from /my_labels and sees 'Paid' in the Invoices tab.
  await page.goto('/my_labels');
  const report = page.getByRole('link', { name: `Report of ${inn}` });
  await expect(report).toBeVisible();
  expect((await bytesOf(page, (await report.getAttribute('href'))!)).equals(pdf(`Report ${inn}`))).toBe(true);
  await page.goto('/my_account/invoices');
  const invoiceRow = page.getByRole('row').filter({ hasText: inn });
  await expect(invoiceRow).toContainText('Paid');
  await expect(invoiceRow).not.toContainText('Not Paid');
  await staffContext.close();
});

test('the client downloads its account summary PDF from My Account', async ({ page }) => {
  await logInAs(page);
  await page.goto('/my_account');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download account summary' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pharmatrace-account-summary.pdf');
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

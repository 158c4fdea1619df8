import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, screenReady, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing scrolls sideways: every action of a list is on the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('on a phone, plants, invoices and users are cards with their actions in view', async ({
  page,
  consoleErrors,
}) => {
  await logInAs(page);

  await page.goto('/my_plants');
  const plants = page.getByRole('list', { name: 'My Plants' });
  await expect(plants.getByRole('listitem').first()).toBeVisible();
  const edit = plants.getByRole('link', { name: /^edit Pharma Synthèse/ });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'my-plants');
  await expectAccessible(page, 'phone-my-plants');

  await page.goto('/my_account/invoices');
  const invoices = page.getByRole('list', { name: 'Invoices' });
  const download = invoices.getByRole('link', { name: /^Download invoice of / }).first();
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport({ ratio: 1 });
  await expect(invoices.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'phone-invoices');

  await page.goto('/my_account/user_list');
  const users = page.getByRole('list', { name: 'My User list' });
  const remove = users.getByRole('button', { name: /^Delete / }).first();
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'user-list');
  await expectAccessible(page, 'phone-user-list');
  expect(consoleErrors).toEqual([]);
});

test('on a phone, the register wizard fits the screen at every step', async ({ page, consoleErrors }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Account information', level: 2 })).toBeVisible();
  await screenReady(page);
  await expectNoSidewaysScroll(page);
  // The current step's label is shown in the stepper; the others are kept for screen readers.
  await expect(page.locator('.MuiStepLabel-label.Mui-active')).toBeVisible();
  await expect(page.locator('.MuiStepLabel-label.Mui-active')).toBeInViewport({ ratio: 1 });
  await saveScreenshot(page, 'register-step-1');
  await expectAccessible(page, 'phone-register-step-1');

  await page.getByLabel('Company name').fill('Pharmacie du Téléphone');
  await page.getByLabel('Contact name').fill('Ada Lovelace');
  await page.getByLabel('Phone').fill('+33 1 98 76 54 32');
  await page.getByLabel('Email').fill(`phone.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Company legal name')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.locator('.MuiStepLabel-label.Mui-active')).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'phone-register-step-2');

  await page.getByLabel('Company legal name').fill('Pharmacie du Téléphone SARL');
  await page.getByLabel('Address line 1 (street)').fill('2 rue des Mobiles');
  await page.getByLabel('Address line 2 (zip code and city)').fill('69001 Lyon');
  await page.getByLabel('Address line 3 (country)').fill('France');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Validation' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.locator('.MuiStepLabel-label.Mui-active')).toBeInViewport({ ratio: 1 });
  await saveScreenshot(page, 'register-step-3');
  await expectAccessible(page, 'phone-register-step-3');

  await page.getByRole('button', { name: 'Read and accept the terms' }).click();
  const terms = page.getByRole('dialog');
  await expect(terms.getByRole('button', { name: 'Agree' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'phone-register-terms');
  expect(consoleErrors).toEqual([]);
});

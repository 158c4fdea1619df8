import { reportingYearOptions } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { fillLogin } from '../fixtures/demo-session';

// The demo client seeded by DEMO_DATA=1: the login form is filled where it stands (the guard
// keeps the page to come back to in ?redirect=).
const submitLogin = (page: Page) => fillLogin(page);

test('a plant typed while the session ends comes back after logging in again', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page).toHaveURL((url) => url.pathname === '/home');

  const company = `Unsaved Pharma ${Date.now()}`;
  const year = String(reportingYearOptions()[1]);
  await page.goto('/plant/new');
  await expect(page.getByRole('heading', { name: 'Create your plant', level: 1 })).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Reporting year').selectOption(year);
  await page.getByRole('combobox', { name: 'Country' }).fill('Switz');
  await page.getByRole('option', { name: 'Switzerland' }).click();
  await page.getByLabel('City', { exact: true }).fill('Basel');
  await page.getByLabel('Number of employees').fill('42');

  // The session ends for real, behind the page's back: revoked on the server, as after a logout
  // in another browser or an expiry. The tokens stay in localStorage but no longer work.
  const tokens = await page.evaluate(() => ({
    access: window.localStorage.getItem('accessToken'),
    refresh: window.localStorage.getItem('refreshToken'),
  }));
  expect(tokens.refresh).toBeTruthy();
  const logout = await page.request.post('/api/auth/logout', {
    data: { RefreshToken: tokens.refresh },
    headers: { Authorization: tokens.access ?? '' },
  });
  expect(logout.ok()).toBe(true);

  // Submitting gets a 401, the refresh is refused, and the guard sends the person to /login.
  await page.getByRole('button', { name: 'Validate data for this plant' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/plant/new',
  );

  // Logging in again leads back to the form, with everything that was typed.
  await submitLogin(page);
  await expect(page).toHaveURL((url) => url.pathname === '/plant/new');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your unsaved changes were restored.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByLabel('Reporting year')).toHaveValue(year);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Switzerland');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Basel');
  await expect(page.getByLabel('Number of employees')).toHaveValue('42');
  await expectAccessible(page, 'restored-plant-draft');

  // The restored form saves like any other, and its draft is then gone.
  await page.getByRole('button', { name: 'Validate data for this plant' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_plants');
  await expect(page.getByText('Your plant has been created')).toBeVisible();
  await page.goto('/plant/new');
  await expect(page.getByRole('heading', { name: 'Create your plant', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(page.getByText('Your unsaved changes were restored.')).toBeHidden();

  // Chromium logs the expected 401s of the revoked session as failed resources.
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});

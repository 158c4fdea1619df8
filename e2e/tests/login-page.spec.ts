import { expect, expectAccessible, saveScreenshot, test } from '../fixtures';

test('a visitor opens the portal and sees the login page', async ({ page, consoleErrors }) => {
  await page.goto('/');

  // spec 000 §2: an unauthenticated visitor lands on /login (a query string, e.g. where to return, is fine).
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Keep me logged in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register here' })).toBeVisible();

  await saveScreenshot(page, 'login');

  await expectAccessible(page, 'login');
  // A Content-Security-Policy violation, a failed asset or a React error would show up here.
  expect(consoleErrors).toEqual([]);
});

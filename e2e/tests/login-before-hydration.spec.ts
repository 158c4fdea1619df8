import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/demo-session';

/**
 * Issue #17: /login is prerendered (apps/web/scripts/prerender.mjs) and paints before any JS; React
 * hydrates it when the JS arrives. Here every script is held back until the test lets it through:
 * what a visitor types meanwhile must survive hydration, and a form sent meanwhile is sent once the
 * app has taken over, never by the browser itself (that would put the password in the address).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The prerendered page, painted with no JS: the form is there, React is not. */
async function openWithoutScripts(page: Page) {
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  // Marks the DOM node: hydration keeps it, a render from scratch would replace it.
  await page.getByLabel(/^Email/).evaluate((input) => {
    (input as HTMLInputElement & { prerendered?: boolean }).prerendered = true;
  });
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

test('text typed before the JS arrives survives hydration, and the login works', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdScripts(page);
  await openWithoutScripts(page);
  await page.getByLabel(/^Email/).pressSequentially(DEMO_EMAIL);
  await page.getByLabel('Keep me logged in').check();

  release();
  await hydrated(page);
  // React's form owns the field now (the login needs the typed e-mail in its values).
  await expect(page.getByLabel(/^Email/)).toHaveValue(DEMO_EMAIL);
  await expect(page.getByLabel('Keep me logged in')).toBeChecked();
  expect(
    await page
      .getByLabel(/^Email/)
      .evaluate((input) => (input as HTMLInputElement & { prerendered?: boolean }).prerendered),
  ).toBe(true);

  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  // 'Keep me logged in' reached the server: the session has a refresh token.
  expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).not.toBeNull();
  // No hydration error, no CSP violation (the prerendered CSS and scripts carry the nonce).
  expect(consoleErrors).toEqual([]);
});

test('a form sent before the JS arrives is sent by the app, not by the browser', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdScripts(page);
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  await openWithoutScripts(page);
  await page.getByLabel(/^Email/).fill(DEMO_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('password');

  release();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  for (const url of navigations) expect(url).not.toContain(encodeURIComponent(DEMO_PASSWORD));
  expect(navigations.filter((url) => new URL(url).pathname === '/login')).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { expect, screenReady, test } from '../fixtures';
import { demoAccounts } from '../fixtures/demo-session';

/**
 * Issue #29: every public form a visitor can open first is prerendered like /login (decision 0022),
 * so what is typed before the JS arrives survives. Every script is held back until the test lets it
 * through: the typed values must still be there, in the same input elements (hydrated, not
 * re-rendered), and in the form's values (the form works with them).
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

/** Opens the page with no JS yet: the form is painted from the HTML, React is not there. */
async function openWithoutScripts(page: Page, url: string, submit: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: submit })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  // Marks every input: hydration keeps the DOM nodes, a render from scratch would replace them.
  await page.locator('#root input').evaluateAll((inputs) => {
    for (const input of inputs) (input as HTMLInputElement & { prerendered?: boolean }).prerendered = true;
  });
}

const keptNode = (page: Page, label: string | RegExp) =>
  page
    .getByLabel(label, { exact: typeof label === 'string' })
    .evaluate((input) => (input as HTMLInputElement & { prerendered?: boolean }).prerendered === true);

test('an e-mail typed into /forgot_password before the JS arrives is sent with the code request', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdScripts(page);
  await openWithoutScripts(page, '/forgot_password', 'Send code');
  await page.getByLabel(/^Email/).pressSequentially(demoAccounts.main.email);
  release();
  await screenReady(page);
  await expect(page.getByLabel(/^Email/)).toHaveValue(demoAccounts.main.email);
  expect(await keptNode(page, /^Email/)).toBe(true);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/^A code was sent to /)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/set_password opened from the e-mail shows its address before the JS, and keeps the code typed', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdScripts(page);
  const email = demoAccounts.main.email;
  await openWithoutScripts(page, `/set_password?email=${encodeURIComponent(email)}`, 'Change password');
  // The address from the link is in the field before any JS, as the app will render it.
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^Code/).pressSequentially('12345');
  release();
  await screenReady(page);
  await expect(page.getByLabel(/^Code/)).toHaveValue('12345');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  expect(await keptNode(page, /^Code/)).toBe(true);
  // The form's values hold the typed code: five digits are refused by the form's own rule.
  await page.getByLabel(/^New password/).fill('N3w-Passw0rd!!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The code has 6 digits')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('what is typed into /register before the JS arrives carries on to the next step', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdScripts(page);
  await openWithoutScripts(page, '/register', 'Next');
  await page.getByLabel('Company name').pressSequentially('Clinique Lente');
  await page.getByLabel('Contact name').pressSequentially('Ada Lovelace');
  await page.getByLabel('Phone').pressSequentially('+33 1 23 45 67 89');
  await page.getByLabel(/^Email/).pressSequentially('lente@clinique.test');
  await page.getByLabel('Password', { exact: true }).pressSequentially('Slow-Laptop-2026!');
  release();
  await screenReady(page);
  await expect(page.getByLabel('Company name')).toHaveValue('Clinique Lente');
  expect(await keptNode(page, 'Company name')).toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 1's values are in the form: its rules pass and the wizard moves on.
  await expect(page.getByRole('heading', { name: 'Invoicing information', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Contact name')).toHaveValue('Ada Lovelace');
  expect(consoleErrors).toEqual([]);
});

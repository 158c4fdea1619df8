import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  extractCode,
  extractLink,
  openScreen,
  saveScreenshot,
  screenReady,
  test,
} from '../fixtures';
import { demoAccounts, submitLogin } from '../fixtures/demo-session';
import { newClientAccount } from '../fixtures/fresh-client';

const password = 'Str0ng-Passw0rd!';
let counter = 0;
/** A fresh address per test: the worker's server and mailbox are shared by the tests of a file. */
const newEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${++counter}@example.com`;

const logIn = (page: Page, email: string, password: string) => submitLogin(page, { email, password });

test('a company registers, confirms its account from the e-mailed link, logs in and out', async ({
  page,
  mailbox,
}) => {
  const email = newEmail('register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await screenReady(page);

  // Step 1: account information; 'Next' on empty fields shows the spec's messages first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("Company name can't be empty")).toBeVisible();
  await page.getByLabel('Company name').fill('Clinique des Tests');
  await page.getByLabel('Contact name').fill('Marie Curie');
  await page.getByLabel('Phone').fill('+33 1 23 45 67 89');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expectAccessible(page, 'register-step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: invoicing information.
  await page.getByLabel('Company legal name').fill('Clinique des Tests SAS');
  await page.getByLabel('Address line 1 (street)').fill('1 avenue de la Recherche');
  await page.getByLabel('Address line 2 (zip code and city)').fill('75005 Paris');
  await page.getByLabel('Address line 3 (country)').fill('France');
  await expectAccessible(page, 'register-step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: account type and the four ticks of the terms.
  const validation = page.getByRole('button', { name: 'Validation' });
  await expect(validation).toBeDisabled();
  await page.getByLabel(/^STANDARD/).check();
  await page.getByRole('button', { name: 'Read and accept the terms' }).click();
  const dialog = page.getByRole('dialog');
  const agree = dialog.getByRole('button', { name: 'Agree' });
  for (const label of [
    'I accept the general terms of use',
    'I accept the terms of sale',
    'I accept the privacy policy',
  ]) {
    await dialog.getByLabel(label).check();
    await expect(agree).toBeDisabled();
  }
  await dialog.getByLabel('I confirm that I will not disclose the footprint values publicly').check();
  await agree.click();
  await expectAccessible(page, 'register-step-3');
  await validation.click();

  // Step 4: thank-you, then the e-mail.
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  await expectAccessible(page, 'register-thank-you');
  const mail = await mailbox.waitFor({ to: email, subject: /Confirm your Pharmatrace account/ });
  const link = extractLink(mail, '/confirm_user/');
  expect(link).toContain(extractCode(mail));

  // Logging in before confirming shows the spec's message.
  await logIn(page, email, password);
  await expect(
    page.getByText('Please confirm your account, click on the email we send to your email'),
  ).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('Your account is successfully activated !')).toBeVisible();
  await expectAccessible(page, 'confirm-account');
  await page.getByRole('link', { name: 'Go to login' }).click();

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('For a sustainable access to health products')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expectAccessible(page, 'home');

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  // The session is over: account pages send back to the login page.
  await page.goto('/my_account');
  await expect(page).toHaveURL(/\/login/);
});

test('a user who forgot the password resets it with the e-mailed code and logs in with the new one', async ({
  page,
  request,
  mailbox,
}) => {
  // A user of its own: the demo users are shared by the journeys that run after this one on the
  // worker's server (the PACT journey logs in as the demo sub-user), so their passwords never change.
  const account = await newClientAccount(request, mailbox, 'reset');
  const email = account.email;
  const newPassword = 'N3w-Passw0rd!!';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password ?' }).click();
  // The login page's own 'Email' stays on screen while the next page loads: wait for the new one.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await screenReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('A code was sent to r***@p***.test.')).toBeVisible();
  await expectAccessible(page, 'forgot-password');

  const mail = await mailbox.waitFor({ to: email, subject: /password reset code/ });
  await page.getByRole('link', { name: 'Set a new password' }).click();
  await screenReady(page);
  await page.getByLabel('Code').fill(extractCode(mail));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page, 'new-password-challenge');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed !')).toBeVisible();
  await expectAccessible(page, 'set-new-password');

  await logIn(page, email, account.password);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('a main user invites a colleague, who sets a password at first login and has no account pages', async ({
  page,
  mailbox,
}) => {
  const email = newEmail('colleague');
  await logIn(page, demoAccounts.main.email, demoAccounts.main.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'My Account' }).click();
  await saveScreenshot(page, 'account-hub');
  await expectAccessible(page, 'account-hub');

  await openScreen(page, '/my_account/setup_new_user');
  await page.getByLabel('Name').fill('Louis Pasteur');
  await page.getByLabel('Function').fill('Supply-chain manager');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  // The same e-mail twice is refused with the spec's wording.
  await page.getByLabel('Name').fill('Louis Pasteur');
  await page.getByLabel('Function').fill('Supply-chain manager');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Email already in use')).toBeVisible();
  await expectAccessible(page, 'setup-new-user');

  await page.goto('/my_account/user_list');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectAccessible(page, 'user-list');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);

  const invitation = await mailbox.waitFor({ to: email, subject: /invited to Pharmatrace/ });
  const temporary = /Tmp-\S+/.exec(invitation.text)?.[0];
  expect(temporary).toBeTruthy();

  await logIn(page, email, temporary!);
  // The challenge replaces the form: e-mail shown, disabled; a new password to choose.
  await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await screenReady(page);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'My Projects' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  await page.goto('/my_account');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/my_account/user_list');
  await expect(page).toHaveURL(/\/home$/);
});

test('an access token that no longer verifies is refreshed transparently while the user navigates', async ({
  page,
}) => {
  await logIn(page, demoAccounts.main.email, demoAccounts.main.password);
  await expect(page).toHaveURL(/\/home$/);
  const before = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken')!,
    refresh: localStorage.getItem('refreshToken')!,
  }));

  // Make the stored access token expired: same header and signature, payload with exp in the past.
  const tampered = await page.evaluate(() => {
    const [header, payload, signature] = localStorage.getItem('accessToken')!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const token = `${header}.${expired}.${signature}`;
    localStorage.setItem('accessToken', token);
    return token;
  });

  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/refresh-token') && response.status() === 200,
  );
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Administration' }).click();
  await refreshed;
  // The page loaded the client's data as if nothing happened…
  await expect(page.getByLabel('Company name')).toHaveValue(/.+/);
  await expect(page).toHaveURL(/\/my_account\/admin/);
  await expectAccessible(page, 'account-administration');
  // …with both tokens rotated.
  const after = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  expect(after.access).not.toBe(tampered);
  expect(after.access).not.toBe(before.access);
  expect(after.refresh).not.toBe(before.refresh);
});

import { en, fr, type MessageKey } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, extractCode, extractLink, screenReady, test } from '../fixtures';

/**
 * Issue #27: a French hospital registers, confirms and logs in entirely in French (its browser
 * asks for French), then switches to English and sees the spec's words. No screen of the journey
 * shows a word of the English catalogue, and every axe scan runs with the page's `lang`.
 */
test.use({ locale: 'fr-FR' });

const password = 'Str0ng-Passw0rd!';

/** The English catalogue's words (those French writes differently) that the page shows. */
async function englishOnScreen(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the words the user sees, as laid out
  const text = await page.locator('body').innerText();
  return (Object.keys(en) as MessageKey[])
    .filter((key) => en[key] !== fr[key] && en[key].length >= 4 && !en[key].includes('{'))
    .map((key) => en[key])
    .filter((words) => text.includes(words));
}

async function expectFrench(page: Page, screen: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await englishOnScreen(page), `English words on ${screen}`).toEqual([]);
  await expectAccessible(page, screen);
}

test('a French user registers, confirms and logs in in French, then switches to English', async ({
  page,
  mailbox,
}) => {
  const email = `francais.${Date.now().toString(36)}@example.com`;
  await page.goto('/login');
  await screenReady(page);
  await expect(page.getByRole('heading', { name: fr['login.title'] })).toBeVisible();
  await expectFrench(page, 'login-fr');

  await page.getByRole('link', { name: fr['login.registerHere'] }).click();
  await expect(page.getByRole('heading', { name: fr['registration.title'] })).toBeVisible();
  await page.getByRole('button', { name: fr['registration.next'] }).click();
  await expect(page.getByText(fr['register.companyName'])).toBeVisible();
  await page.getByLabel(fr['field.companyName']).fill('Hôpital des Tests');
  await page.getByLabel(fr['field.contactName']).fill('Marie Curie');
  await page.getByLabel(fr['field.phone']).fill('+33 1 23 45 67 89');
  await page.getByLabel(fr['field.email']).fill(email);
  await page.getByLabel(fr['field.password'], { exact: true }).fill(password);
  await expectFrench(page, 'register-step-1-fr');
  await page.getByRole('button', { name: fr['registration.next'] }).click();

  await page.getByLabel(fr['field.companylegalName']).fill('Hôpital des Tests');
  await page.getByLabel(fr['field.addressLine1']).fill('1 avenue de la Recherche');
  await page.getByLabel(fr['field.addressLine2']).fill('75005 Paris');
  await page.getByLabel(fr['field.addressLine3']).fill('France');
  await expectFrench(page, 'register-step-2-fr');
  await page.getByRole('button', { name: fr['registration.next'] }).click();

  await page.getByLabel(/^STANDARD/).check();
  await page.getByRole('button', { name: fr['registration.readTerms'] }).click();
  const dialog = page.getByRole('dialog');
  for (const key of [
    'terms.termsOfUse',
    'terms.termsOfSale',
    'terms.privacyPolicy',
    'terms.noDisclosure',
  ] as const) {
    await dialog.getByLabel(fr[key]).check();
  }
  await expectFrench(page, 'register-terms-fr');
  await dialog.getByRole('button', { name: fr['terms.agree'] }).click();
  await expectFrench(page, 'register-step-3-fr');
  await page.getByRole('button', { name: fr['registration.submit'] }).click();
  await expect(page.getByText(fr['registration.thanks'])).toBeVisible();
  await expectFrench(page, 'register-thank-you-fr');

  // The confirmation e-mail is French: the user's language was set from the page.
  const mail = await mailbox.waitFor({ to: email, subject: /Confirmez votre compte Pharmatrace/ });
  expect(mail.text).toContain('Bonjour Marie Curie,');
  const link = extractLink(mail, '/confirm_user/');
  expect(link).toContain(extractCode(mail));
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(fr['ui.confirmUser.success'])).toBeVisible();
  await expectFrench(page, 'account-activated-fr');

  await page.getByRole('link', { name: fr['auth.goToLogin'] }).click();
  await page.getByLabel(fr['field.email']).fill(email);
  await page.getByLabel(fr['field.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: fr['login.submit'] }).click();
  const navigation = page.getByRole('navigation', { name: fr['nav.main'] });
  await expect(navigation.getByRole('link', { name: fr['nav.myProjects'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr['ui.tagline'] })).toBeVisible();
  await expectFrench(page, 'home-fr');

  // English: the spec's words, stored on the user (a reload keeps them).
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishNavigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'My Projects', 'My Origin labels', 'My Footprints', 'My Plants']) {
    await expect(englishNavigation.getByRole('link', { name })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { name: 'For a sustainable access to health products' }),
  ).toBeVisible();
  await expectAccessible(page, 'home-en');
  await page.reload();
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

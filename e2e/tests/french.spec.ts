import { fr } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  extractCode,
  extractLink,
  type Mailbox,
  screenReady,
  test,
} from '../fixtures';
import { expectFrench, fillManufacturerInFrench } from '../fixtures/french';
import { fillFirstPartInFrench } from '../fixtures/french-first-part';
import { validateAccount } from '../fixtures/fresh-client';

/**
 * Issue #27: a French hospital registers, confirms and logs in entirely in French (its browser
 * asks for French), orders a drug substance label through its wizard in French, then switches to
 * English and sees the spec's words. No screen of the journey shows a word of the English
 * catalogue, and every axe scan runs with the page's `lang`. Each stage of the journey is a
 * function of its own, so that the next stages (a carbon footprint's first part) are appended.
 */
test.use({ locale: 'fr-FR' });

const password = 'Str0ng-Passw0rd!';

/** Registration, confirmation from the e-mail and first login, all in French: the user's e-mail. */
async function registerAndLogInInFrench(page: Page, mailbox: Mailbox): Promise<string> {
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
  return email;
}

/**
 * A drug substance label, from the list to 'Merci !', in French (spec 001 §2 'Drug substance
 * wizard'): identity, methodology, a synthetic route of two substances, submission.
 */
async function orderSubstanceLabelInFrench(page: Page) {
  const inn = `paracétamol ${Date.now().toString(36)}`;
  await page
    .getByRole('navigation', { name: fr['nav.main'] })
    .getByRole('link', { name: fr['nav.myLabels'] })
    .click();
  await page.getByRole('link', { name: fr['projectList.newSubstance'] }).first().click();

  // Step 1: the substance's identity; a missing field says so in French.
  // The step's title (a dialog's own title is a heading of the same level, and hides the page's).
  const step = page.locator('#wizard-step-title');
  await expect(step).toHaveText(fr['labels.substance.identify']);
  await page.getByRole('button', { name: fr['wizard.nextStep'] }).click();
  await expect(page.getByText(fr['label.innEmpty'])).toBeVisible();
  await page.getByLabel(fr['labels.inn']).fill(inn);
  await page.getByLabel(fr['tree.casNumber']).fill('103-90-2');
  await page.getByLabel(fr['projectList.type'], { exact: true }).selectOption('CHEMICAL');
  await page.getByLabel(fr['originField.drugProductCodeHs']).fill('29242930');
  await expectFrench(page, 'substance-identify-fr');
  await page.getByRole('button', { name: fr['wizard.nextStep'] }).click();

  // Methodology.
  await expect(step).toHaveText(fr['labels.methodology']);
  await expectFrench(page, 'substance-methodology-fr');
  await page.getByRole('button', { name: fr['wizard.gotIt'] }).click();

  // The synthetic route: the root's dialog opens by itself, its rules speak French.
  await expect(step).toHaveText(fr['tree.chemical.build']);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Fabricants de ${inn}` })).toBeVisible();
  await dialog.getByRole('button', { name: fr['tree.validate'] }).click();
  await expect(dialog.getByText(fr['tree.companyNameEmpty'])).toBeVisible();
  await expectFrench(page, 'substance-root-dialog-fr');
  await fillManufacturerInFrench(page, {
    company: 'Laboratoires Lyonnais',
    country: 'France',
    percentage: 100,
    city: 'Lyon',
  });
  await dialog.getByRole('button', { name: fr['tree.validate'] }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Ajouter un précurseur à ${inn}` }).click();
  await expect(dialog.getByRole('heading', { name: fr['tree.chemical.addChild'] })).toBeVisible();
  await dialog.getByLabel(fr['tree.casNumber'], { exact: true }).fill('123-30-8');
  await dialog.getByLabel(fr['tree.name'], { exact: true }).fill('4-aminophénol');
  await fillManufacturerInFrench(page, {
    company: 'Chimie du Rhône',
    country: 'France',
    percentage: 100,
    city: 'Grenoble',
  });
  await expectFrench(page, 'substance-precursor-dialog-fr');
  await dialog.getByRole('button', { name: fr['tree.validate'] }).click();
  await expect(dialog).toBeHidden();
  const tree = page.getByRole('tree');
  await expect(tree.getByRole('treeitem', { name: /^4-aminophénol/ })).toContainText(
    'Chimie du Rhône (Grenoble, France) 100 %',
  );
  await expect(page.getByRole('complementary', { name: fr['labels.eu.title'] })).toContainText(
    fr['stage.finalStep'],
  );
  await expectFrench(page, 'substance-tree-fr');
  await page.getByRole('button', { name: fr['tree.chemical.validate'] }).click();

  // Submission, with its confirmation.
  await expect(step).toHaveText(fr['labels.submitLabel']);
  await expect(page.getByText(fr['labels.review.intro'])).toBeVisible();
  await expectFrench(page, 'substance-review-fr');
  await page.getByRole('button', { name: fr['wizard.submit'], exact: true }).click();
  const confirm = page.getByRole('dialog', { name: fr['labels.review.sendTitle'] });
  await expectFrench(page, 'substance-confirm-fr');
  await confirm.getByRole('button', { name: fr['labels.review.send'] }).click();
  await expect(page.getByRole('heading', { name: fr['wizard.thankYou'] })).toBeVisible();
  await expect(page.getByText(fr['ui.submission.label'])).toBeVisible();
  await expectFrench(page, 'substance-thank-you-fr');
}

/** Switching to English shows the spec's words, stored on the user (a reload keeps them). */
async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishNavigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'My Projects', 'My Origin labels', 'My Footprints', 'My Plants']) {
    await expect(englishNavigation.getByRole('link', { name })).toBeVisible();
  }
  await englishNavigation.getByRole('link', { name: 'Home' }).click();
  await expect(
    page.getByRole('heading', { name: 'For a sustainable access to health products' }),
  ).toBeVisible();
  await expectAccessible(page, 'home-en');
  await page.reload();
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** The footprint's first part, then the footprint in 'Mes empreintes', sent to the team: 'En cours'. */
async function orderFootprintFirstPartInFrench(page: Page) {
  const run = Date.now().toString(36);
  const name = `Empreinte FR ${run}`;
  await fillFirstPartInFrench(page, { name, run });
  await page.goto('/my_footprints');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByText(fr['status.On-going'])).toBeVisible();
  await expectFrench(page, 'my-footprints-fr');
}

test('a French user registers, orders a drug substance label and a footprint in French, then switches to English', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  // Three screens' worth of typing with an axe scan on each step: a long journey.
  test.setTimeout(240_000);
  const email = await registerAndLogInInFrench(page, mailbox);
  // Staff validate the new account (decision 0014: projects wait for it).
  await validateAccount(page.request, email);
  await orderSubstanceLabelInFrench(page);
  await orderFootprintFirstPartInFrench(page);
  await switchToEnglish(page);
  expect(consoleErrors).toEqual([]);
});

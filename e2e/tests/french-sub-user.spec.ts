import { fr, reportingYearOptions } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, screenReady, test } from '../fixtures';
import { accessTokenOf } from '../fixtures/demo-session';
import { expectFrench } from '../fixtures/french';
import { newClientAccount } from '../fixtures/fresh-client';
import { apiLogIn } from '../fixtures/submitted-label';

/**
 * Issue #27 for a sub-user (spec 000 §2, spec 001 §2 'Sub-user pages'): a French account holder
 * invites a colleague, who starts in the inviter's language. On a browser that asks for English,
 * the colleague switches the login page to French, sets a password on the French create-password
 * screen, and works in French on every screen a sub-user reaches: the lists, a drug substance
 * label's wizard, a new plant, the medicine database. The account pages send it home, and the API
 * refuses their calls in French. What it saves in French reads back exactly as typed. The account
 * and its sub-user are the journey's own (decision 0043).
 */

const password = 'Sous-Utilisat3ur!';

/** A pattern matching `text` exactly. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The stored answer of a client call, read with the sub-user's own session. */
async function readBack(page: Page, path: string): Promise<unknown> {
  const answer = await page.request.get(path, { headers: { authorization: await accessTokenOf(page) } });
  expect(answer.status(), path).toBe(200);
  return answer.json();
}

/** Opens a screen of the navigation and waits until it takes clicks. */
async function openFromNavigation(page: Page, name: string, pathname: string) {
  await page.getByRole('navigation', { name: fr['nav.main'] }).getByRole('link', { name }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await screenReady(page);
}

test('a sub-user works in French: first login, lists, a label, a plant, medicines; the account pages refuse it', async ({
  page,
  request,
  mailbox,
  consoleErrors,
}) => {
  // Every screen is typed into and scanned with axe: a long journey on a loaded machine.
  test.setTimeout(240_000);
  const run = Date.now().toString(36);

  // The account holder works in French; the invitation goes out in its language.
  const holder = await newClientAccount(request, mailbox, 'titulaire-fr', { language: 'fr' });
  const company = 'E2E titulaire-fr company';
  const email = `sous-utilisateur.${run}@pharmatrace-e2e.test`;
  const invited = await request.post('/api/auth/create-sub-user', {
    headers: { authorization: await apiLogIn(request, holder) },
    data: { name: 'Louise Pasteur', function: 'Pharmacienne acheteuse', email },
  });
  expect(invited.status()).toBe(201);
  const invitation = await mailbox.waitFor({
    to: email,
    subject: exactly(fr['mail.invitation.subject'].replace('{company}', company)),
  });
  const temporary = /Tmp-\S+/.exec(invitation.text)?.[0];
  expect(temporary).toBeTruthy();

  // The login page follows the English browser until the colleague picks French on it.
  await page.goto('/login');
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: fr['language.fr'] }).first().click();
  await expect(page.getByRole('heading', { name: fr['login.title'] })).toBeVisible();
  await expectFrench(page, 'sub-user-login-fr');
  await page.getByLabel(fr['field.email']).fill(email);
  await page.getByLabel(fr['field.password'], { exact: true }).fill(temporary!);
  await page.getByRole('button', { name: fr['login.submit'] }).click();

  // First login: the create-password screen, in French.
  await expect(page.getByRole('heading', { name: fr['createPassword.title'] })).toBeVisible();
  await screenReady(page);
  await expect(page.getByLabel(fr['field.email'])).toBeDisabled();
  await expect(page.getByLabel(fr['field.email'])).toHaveValue(email);
  await expectFrench(page, 'sub-user-create-password-fr');
  await page.getByLabel(fr['field.newPassword']).fill(password);
  await page.getByRole('button', { name: fr['createPassword.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { name: fr['ui.tagline'] })).toBeVisible();
  // The navigation a sub-user has: no 'Mon compte'.
  const navigation = page.getByRole('navigation', { name: fr['nav.main'] });
  await expect(navigation.getByRole('link', { name: fr['nav.myProjects'] })).toBeVisible();
  await expect(navigation.getByRole('link', { name: fr['nav.myAccount'] })).toHaveCount(0);
  await screenReady(page);
  await expectFrench(page, 'sub-user-home-fr');
  // French is the colleague's own language, stored on the user (its e-mails and PDFs follow it).
  expect(await readBack(page, '/api/auth/language')).toEqual({ language: 'fr' });

  // My Origin labels, empty, then a new drug substance label typed in French.
  await openFromNavigation(page, fr['nav.myLabels'], '/my_labels');
  await expect(page.getByText(fr['projectList.emptyText'])).toBeVisible();
  await expectFrench(page, 'sub-user-my-labels-fr');
  await page.getByRole('link', { name: fr['projectList.newSubstance'] }).first().click();
  const step = page.locator('#wizard-step-title');
  await expect(step).toHaveText(fr['labels.substance.identify']);
  await screenReady(page);
  const label = { inn: `paracétamol sous-utilisateur ${run}`, cas: '103-90-2', codeHs: '29242930' };
  await page.getByLabel(fr['labels.inn']).fill(label.inn);
  await page.getByLabel(fr['tree.casNumber']).fill(label.cas);
  await page.getByLabel(fr['projectList.type'], { exact: true }).selectOption('CHEMICAL');
  await page.getByLabel(fr['originField.drugProductCodeHs']).fill(label.codeHs);
  await expectFrench(page, 'sub-user-substance-identify-fr');
  await page.getByRole('button', { name: fr['wizard.saveAsDraft'] }).click();
  await expect(page.getByText(fr['wizard.draftSaved'])).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/drug_substance\/[0-9a-f-]{36}$/.test(url.pathname));
  const labelId = new URL(page.url()).pathname.split('/').pop()!;
  const storedLabel = (await readBack(page, `/api/substance/${labelId}`)) as Record<string, unknown>;
  expect({
    inn: storedLabel.inn,
    cas: storedLabel.cas,
    codeHs: storedLabel.codeHs,
    type: storedLabel.type,
  }).toEqual({ ...label, type: 'CHEMICAL' });
  await page.getByRole('button', { name: fr['wizard.nextStep'] }).click();
  await expect(step).toHaveText(fr['labels.methodology']);
  await expectFrench(page, 'sub-user-substance-methodology-fr');

  // My Projects lists it, 'Brouillon'; My Footprints has none yet.
  await openFromNavigation(page, fr['nav.myProjects'], '/my_projects');
  const labelRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label.inn, exact: true }) });
  await expect(labelRow.getByText(fr['status.Draft'])).toBeVisible();
  await expectFrench(page, 'sub-user-my-projects-fr');
  await openFromNavigation(page, fr['nav.myFootprints'], '/my_footprints');
  await expect(page.getByText(fr['projectList.emptyText'])).toBeVisible();
  await expectFrench(page, 'sub-user-my-footprints-fr');

  // A plant of the account, typed in French (accents, a decimal comma), read back as typed.
  await openFromNavigation(page, fr['nav.myPlants'], '/my_plants');
  await expect(page.getByText(fr['plants.empty'])).toBeVisible();
  await expectFrench(page, 'sub-user-my-plants-fr');
  await page.getByRole('link', { name: fr['plants.new'] }).first().click();
  await expect(page.getByRole('heading', { name: fr['plants.form.createTitle'], level: 1 })).toBeVisible();
  await screenReady(page);
  const plant = {
    companyName: `Laboratoires Rhône-Alpes ${run}`,
    city: 'Saint-Étienne',
    comments: 'Données relevées par l’équipe « achats » : à vérifier en fin d’année.',
  };
  await page.getByLabel(fr['plants.field.companyName']).fill(plant.companyName);
  const year = String(reportingYearOptions()[1]);
  await page.getByLabel(fr['plants.field.reportingYear']).selectOption(year);
  await page.getByRole('combobox', { name: fr['plants.field.country'] }).fill('Fran');
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await page.getByLabel(fr['plants.field.city'], { exact: true }).fill(plant.city);
  await page.getByLabel(fr['plants.field.employees']).fill('42');
  await page.getByLabel(fr['plants.field.comments']).fill(plant.comments);
  // A new plant opens with one empty compound line.
  const compound = page.getByRole('group', { name: fr['plants.voc.legend'].replace('{n}', '1') });
  await compound.getByLabel(fr['plants.voc.name']).fill('Éthanol');
  await compound.getByLabel(fr['plants.voc.quantity']).fill('2,5');
  await expectFrench(page, 'sub-user-plant-form-fr', { names: [plant.companyName] });
  await page.getByRole('button', { name: fr['plants.form.submit'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_plants');
  await expect(page.getByText(fr['plants.form.created'])).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: plant.companyName })).toContainText(plant.city);
  await expectFrench(page, 'sub-user-plant-created-fr', { names: [plant.companyName] });
  const plants = (await readBack(page, '/api/plant')) as Record<string, unknown>[];
  const stored = plants.find((one) => one.companyName === plant.companyName);
  expect(
    stored && {
      companyName: stored.companyName,
      reportingYear: stored.reportingYear,
      countryId: stored.countryId,
      city: stored.city,
      employees: stored.employees,
      comments: stored.comments,
      volatileOrganicCompounds: stored.volatileOrganicCompounds,
    },
  ).toEqual({
    ...plant,
    reportingYear: Number(year),
    countryId: 'FR',
    employees: 42,
    volatileOrganicCompounds: [{ name: 'Éthanol', quantity: 2.5 }],
  });

  // The medicine database, in French.
  await page.goto('/medicine_footprint?product=paracetamol');
  await expect(page.getByRole('heading', { level: 1, name: fr['medicines.title'] })).toBeVisible();
  const medicines = page.getByRole('table', { name: fr['medicines.results.table'] });
  await expect(medicines.getByRole('row').nth(1)).toBeVisible();
  await screenReady(page);
  await expectFrench(page, 'sub-user-medicines-fr');

  // The account pages are the account holder's: a sub-user is sent home (spec 000 §2), in French.
  const sentHome = async (path: string) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('heading', { name: fr['ui.tagline'] })).toBeVisible();
  };
  // The SPA's own calls ask for French: the API's refusal of an account call reads in French.
  const spaCall = page.waitForRequest((call) => call.url().includes('/api/'));
  await sentHome('/my_account');
  const acceptLanguage = (await spaCall).headers()['accept-language'];
  expect(acceptLanguage).toMatch(/^fr\b/);
  await sentHome('/my_account/user_list');
  await sentHome('/my_account/setup_new_user');
  await screenReady(page);
  await expectFrench(page, 'sub-user-sent-home-fr');
  const refused = await page.request.get('/api/auth/sub-users', {
    headers: { authorization: await accessTokenOf(page), 'accept-language': acceptLanguage! },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(fr['server.forbidden']);
  expect(consoleErrors).toEqual([]);
});

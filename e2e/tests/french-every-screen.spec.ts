import { appPaths } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, STAFF_EMAIL, STAFF_PASSWORD, screenReady, test } from '../fixtures';
import { accessTokenOf, demoAccounts, logInAs } from '../fixtures/demo-session';
import { englishOnScreen } from '../fixtures/french';
import { DESKTOP_WIDTH, PHONE_WIDTH, truncatedLabels } from '../fixtures/screen';
import { switchStaffToFrench } from '../fixtures/staff-panel';

/**
 * Issue #39, the guard on every route: the French demo client and staff switched to French open
 * every screen of the SPA (`appPaths`, packages/domain, the one table of its URLs), and each must
 * be in French: its `lang`, and no word of the English catalogue. A path added to `appPaths` fails
 * this journey until it is opened here or said not to be a screen of its own (`notOpened`).
 * Read-only: the demo users are shared (decision 0043), so nothing is typed or saved.
 */

type PathKey = keyof typeof appPaths;

/** Paths this journey does not open, and why. */
const notOpened: Partial<Record<PathKey, string>> = {
  root: 'redirects to the home page or the login page',
  adminRoot: 'redirects to the admin panel',
  logout: 'signs the user out: a redirect to the login page, which is opened',
  confirmUser: 'needs a code sent by e-mail; french.spec.ts opens it in French',
  tender: 'the French demo company has no tender, and the demo users are read-only',
  medicineStudy: 'the French demo company has no medicine study',
  adminMedicineStudy: 'the demo data has no medicine study of the French company',
};

/** Names stored as data, not translated: the staff account's, the demo companies', the medicines'. */
const names = ['Pharmatrace staff'];

async function expectInFrench(page: Page, path: string) {
  await page.goto(path);
  await screenReady(page);
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr');
  // The page's own heading: its data has arrived (a loading screen says nothing of the page).
  await expect(page.locator('main h1').first(), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  expect(await englishOnScreen(page, { names }), `English words on ${path}`).toEqual([]);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { authorization: await accessTokenOf(page) } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

type Summary = { id: string; status: string };

test('every screen of the SPA, opened in French by a client and by staff, shows no English word', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const opened = new Set<PathKey>();
  const open = async (p: Page, key: PathKey, path: string) => {
    opened.add(key);
    await expectInFrench(p, path);
  };

  // The French client: every screen of its own, the ids from its own lists.
  await logInAs(page, demoAccounts.french.email, demoAccounts.french.password, appPaths.home());
  const [plant] = await apiGet<{ id: string }[]>(page, '/api/plant');
  const [origin] = await apiGet<Summary[]>(page, '/api/origin');
  const [substance] = await apiGet<Summary[]>(page, '/api/substance');
  const [carbon] = await apiGet<Summary[]>(page, '/api/carbon');
  const { results: medicines } = await apiGet<{ results: { id: string }[] }>(
    page,
    '/api/medicine/list?name=amoxicilline',
  );
  const medicine = medicines[0];
  for (const key of [
    'home',
    'myProjects',
    'myLabels',
    'myFootprints',
    'myPlants',
    'medicineFootprint',
    'medicinePurchases',
    'tenders',
    'newPlant',
    'newDrugOrigin',
    'newDrugSubstance',
    'newCarbonFirstPart',
    'newMedicineStudy',
    'accountHub',
    'accountAdmin',
    'userList',
    'setupNewUser',
    'subscription',
    'pricing',
    'invoices',
    'pactConnections',
    'footprintRequests',
  ] as const) {
    await open(page, key, appPaths[key]());
  }
  // The plant form on a phone: no label cut with an ellipsis ('Production ann…', 'Tonnes CC…').
  await page.goto(appPaths.newPlant());
  await screenReady(page);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expect
    .poll(() => truncatedLabels(page), { message: 'labels cut on the plant form at 390 px' })
    .toEqual([]);
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
  await open(page, 'plant', appPaths.plant(plant!.id));
  await open(page, 'drugOrigin', appPaths.drugOrigin(origin!.id));
  await open(page, 'drugSubstance', appPaths.drugSubstance(substance!.id));
  await open(page, 'carbonFirstPart', appPaths.carbonFirstPart(carbon!.id));
  await open(page, 'carbonSecondPart', appPaths.carbonSecondPart(carbon!.id));
  expect(medicine, 'the demo medicines hold amoxicilline').toBeDefined();
  await open(page, 'medicineProduct', appPaths.medicineProduct(medicine!.id));

  // Signed out, the public pages in the language last used.
  const visitor = await browser.newPage({ locale: 'fr-FR' });
  try {
    for (const key of ['login', 'register', 'forgotPassword', 'setPassword'] as const) {
      await open(visitor, key, appPaths[key]());
    }
  } finally {
    await visitor.close();
  }

  // Staff, switched to French (put back in English after): the screens of the French client's projects.
  const staff = await browser.newPage();
  try {
    await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, appPaths.adminPanel());
    const restoreEnglish = await switchStaffToFrench(staff);
    try {
      // The panel and the accounts list show the rows of the French company only (their search, in
      // the URL): other journeys on this worker's server add projects and companies named in
      // English ('E2E Supplier …'), which are data, not words of the screen.
      const french = `?q=${encodeURIComponent('CHU Atlantique')}`;
      await open(staff, 'adminPanel', `${appPaths.adminPanel()}${french}`);
      await open(staff, 'adminAccounts', `${appPaths.adminAccounts()}${french}`);
      for (const key of ['adminFactors', 'adminPactFootprints'] as const) {
        await open(staff, key, appPaths[key]());
      }
      const detail = await apiGet<{ client: { id: string } }>(staff, `/api/admin/carbon/${carbon!.id}`);
      await open(staff, 'adminAccount', appPaths.adminAccount(detail.client.id));
      await open(staff, 'adminProjectDocuments', appPaths.adminProjectDocuments('carbon', carbon!.id));
      await open(staff, 'adminDrugOrigin', appPaths.adminDrugOrigin(origin!.id));
      await open(staff, 'adminDrugSubstance', appPaths.adminDrugSubstance(substance!.id));
      await open(staff, 'adminCarbonFirstPart', appPaths.adminCarbonFirstPart(carbon!.id));
      await open(staff, 'adminCarbonSecondPart', appPaths.adminCarbonSecondPart(carbon!.id));
    } finally {
      await restoreEnglish();
    }
  } finally {
    await staff.close();
  }

  // Every path of the SPA was opened, or is said not to be a screen of its own.
  const left = (Object.keys(appPaths) as PathKey[]).filter((key) => !opened.has(key) && !(key in notOpened));
  expect(left, 'paths of appPaths this journey neither opens nor explains').toEqual([]);
});

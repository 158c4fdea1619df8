import { footprintEstimateMessages } from '@pharmatrace/domain';
import { expect, expectAccessible, STAFF_EMAIL, STAFF_PASSWORD, saveScreenshot, test } from '../fixtures';
import { accessTokenOf, demoAccounts, logInAs } from '../fixtures/demo-session';

/**
 * Issue #23, the staff side of the preliminary footprint that is not the estimate's own screens:
 * the provider imports its licensed factors at /admin/factors (a bad file refused with its lines,
 * then a good one), and turns a client's live estimate off and on from the account page. The
 * import uses a key no demo route names, so the demo estimates other journeys read are unchanged.
 */

const header =
  'key,name,unit,value,geography,source,licence,year,dqr_technological,dqr_geographical,dqr_temporal';
const csvFile = (text: string) => ({ name: 'factors.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('staff import the provider’s factors: a bad file is refused line by line, a good one becomes the library in use', async ({
  page,
  consoleErrors,
}) => {
  await logInAs(page, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  await page.getByRole('link', { name: 'Emission factors' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/factors');
  const library = page.getByRole('region', { name: 'Library in use' });
  // The starter library's own version (packages/footprint STARTER_LIBRARY_VERSION), whichever edition.
  await expect(library).toContainText(/starter-\d{4}\.\d+(?!\+)/);
  await expectAccessible(page, 'emission factors');

  await page
    .getByLabel('Import a CSV file of factors')
    .setInputFiles(csvFile(`${header}\n,no key,kgCO2e/kg,1,GLO,Test,Test,2024,1,1,1\n`));
  await expect(page.getByText(footprintEstimateMessages.importRefused)).toBeVisible();
  const rejected = page.getByRole('table', { name: 'Rejected lines' });
  await expect(rejected.getByRole('row', { name: /^2 key is empty/ })).toBeVisible();
  await expect(library).toContainText('None yet');
  await expectAccessible(page, 'emission factors, refused file');

  await page
    .getByLabel('Import a CSV file of factors')
    .setInputFiles(
      csvFile(
        `${header}\n999-99-9,e2e test material,kgCO2e/kg,4.2,GLO,E2E licensed source,Provider licence,2024,2,2,2\n`,
      ),
    );
  // The page's own record of the import (the notification beside it fades after a few seconds).
  await expect(library).toContainText(/starter-\d{4}\.\d+\+provider\.\d+/);
  await expect(rejected).toHaveCount(0);
  await expect(library).toContainText('1 factor from factors.csv');
  await saveScreenshot(page, 'staff-emission-factors');

  // At a phone's width nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The refused file answered 400: Chromium logs it; nothing else went wrong.
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('staff turn a client’s live estimate off; the client’s session says so and its estimate is refused', async ({
  page,
  browser,
  server,
}) => {
  const client = await browser.newPage({ baseURL: server.baseURL });
  await logInAs(client, demoAccounts.secondClient.email, demoAccounts.secondClient.password);
  const token = await accessTokenOf(client);
  const panel = async () =>
    (await client.request.get('/api/client/footprint-panel', { headers: { authorization: token } })).json();
  expect(await panel()).toEqual({ enabled: true });
  const footprints = await (
    await client.request.get('/api/carbon', { headers: { authorization: token } })
  ).json();
  const ibuprofen = footprints.find((f: { name: string }) => f.name === 'Ibuprofen API');
  const estimate = () =>
    client.request.get(`/api/carbon/${ibuprofen.id}/estimate`, { headers: { authorization: token } });
  expect((await estimate()).status()).toBe(200);

  await logInAs(page, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  await page.getByRole('link', { name: 'Client accounts' }).click();
  await page.getByLabel('Search accounts').fill('durand');
  // The list re-renders when the search reaches the URL; a click on a row it is replacing can be
  // lost on a busy machine (CI's lanes), so the journey waits for the account's page, clicking
  // again while it is still on the list (opening a page twice changes nothing).
  await expect(async () => {
    if (new URL(page.url()).pathname === '/admin/accounts') {
      await page.getByRole('link', { name: 'Laboratoires Durand' }).first().click({ timeout: 5_000 });
    }
    await expect(page).toHaveURL(/\/admin\/accounts\/[0-9a-f-]{36}$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const toggle = page.getByRole('switch', { name: /live preliminary estimate/ });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expectAccessible(page, 'client account, estimate off');
  expect(await panel()).toEqual({ enabled: false });
  const refused = await estimate();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(footprintEstimateMessages.panelOff);

  // Back on, as the demo had it.
  await toggle.click();
  await expect(toggle).toBeChecked();
  expect(await panel()).toEqual({ enabled: true });
  expect((await estimate()).status()).toBe(200);
  await client.close();
});

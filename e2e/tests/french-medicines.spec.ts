import { fr } from '@pharmatrace/domain';
import { expect, expectAccessible, test } from '../fixtures';
import { switchToFrench } from '../fixtures/french';
import { logInAsNewClient } from '../fixtures/fresh-client';

/**
 * Issue #27: a French hospital pharmacist searches the medicine database and opens a product
 * page in French, the footprints written with decimal commas. A user of its own (it switches its
 * stored language), the demo medicines (DEMO_DATA=1) as data.
 */
/** A footprint figure as the page writes it: '18,4 gCO2eq', '1,46 kgCO2eq', '8 035 gCO2eq'. */
const frenchDecimal = /\d,\d+\s?k?gCO2eq/u;
const englishDecimal = /\d\.\d+\s?k?gCO2eq/u;

test('a French user searches a medicine and reads its footprint in French, with decimal commas', async ({
  page,
  request,
  mailbox,
}) => {
  await logInAsNewClient(page, request, mailbox, 'francais-medicaments');
  // Signed in in English (the login helper's words), then the switch in the navigation makes the
  // user French; the choice is stored on the user.
  await switchToFrench(page);

  await page.goto('/medicine_footprint?product=paracetamol');
  await expect(page.getByRole('heading', { level: 1, name: fr['medicines.title'] })).toBeVisible();
  const table = page.getByRole('table', { name: fr['medicines.results.table'] });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: fr['medicines.results.carbonPerBox'] })).toBeVisible();
  await expect(page.getByText(fr['ui.medicine.demoNotice'])).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the figures as the user sees them
  const figures = await table.innerText();
  expect(figures).toMatch(frenchDecimal);
  expect(figures).not.toMatch(englishDecimal);
  await expectAccessible(page, 'medicine-results-fr');

  await table
    .getByRole('link', { name: /^Voir l'empreinte de / })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: fr['medicines.results.carbonPerBox'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: fr['medicines.product.breakdown'] }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: fr['medicines.chart.legend'] })).toContainText(
    fr['medicines.segment.emStorage'],
  );
  await expect(page.getByText(fr['medicines.product.inn'])).toBeVisible();
  await expect(page.getByTestId('medicine-carbon')).toHaveText(/^[\d\s\u202f]+(,\d+)? gCO2eq$/u);
  // biome-ignore lint/performance/useDomNodeTextContent: the words the user sees
  const product = await page.locator('main').innerText();
  expect(product).not.toMatch(englishDecimal);
  expect(product).not.toContain('Carbon footprint per box');
  await expectAccessible(page, 'medicine-product-fr');
});

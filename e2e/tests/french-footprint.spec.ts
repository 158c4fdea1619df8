import { fr } from '@pharmatrace/domain';
import { expect, test } from '../fixtures';
import { expectFrench, fillFirstPartInFrench, logInInFrench } from '../fixtures/french-first-part';
import { newClientAccount } from '../fixtures/fresh-client';

/**
 * Issue #27: a French client (its browser and its account in French) orders a carbon footprint and
 * fills its whole first part in French; no screen shows a word of the English catalogue, and every
 * axe scan runs with lang="fr".
 */
test.use({ locale: 'fr-FR' });

const run = Date.now().toString(36);

test('a French client fills and sends the first part of a carbon footprint in French', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const name = `Empreinte FR ${run}`;
  const account = await newClientAccount(page.request, mailbox, 'francais', { language: 'fr' });
  await logInInFrench(page, account);
  await fillFirstPartInFrench(page, { name, run });

  // The footprint is in 'Mes empreintes', sent to the team: 'En cours'.
  await page.goto('/my_footprints');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByText(fr['status.On-going'])).toBeVisible();
  await expectFrench(page, 'my-footprints-fr');
  expect(consoleErrors).toEqual([]);
});

import { fr } from '@pharmatrace/domain';
import { expect, screenReady, test } from '../fixtures';
import { demoAccounts, fillLogin } from '../fixtures/demo-session';
import { expectFrench } from '../fixtures/french';
import { PHONE_WIDTH } from '../fixtures/screen';

/**
 * Issue #27 on a phone (390 px): the demo user who works in French (seed/demo.ts, CHU Atlantique)
 * signs in on a browser that asks for English, and the language stored on the user makes every
 * screen French with no switch: the navigation behind its menu button, My Projects as cards, and a
 * completed label's page. The demo user is only read (decision 0043).
 */
test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

test('on a phone, a French user opens the navigation, reaches their projects and a label, all in French', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  // The form takes typing once the app holds it (decision 0022), not before.
  await screenReady(page);
  await fillLogin(page, demoAccounts.french);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: fr['ui.tagline'] })).toBeVisible();

  // The navigation is behind the menu button on a phone.
  const navigation = page.getByRole('navigation', { name: fr['nav.main'] });
  await expect(navigation).toBeHidden();
  await page.getByRole('button', { name: fr['nav.open'] }).click();
  const myProjects = navigation.getByRole('link', { name: fr['nav.myProjects'] });
  await expect(myProjects).toBeVisible();
  await expectFrench(page, 'phone-navigation-fr');

  // My Projects: one card per project, their statuses in French.
  await myProjects.click();
  await expect(page).toHaveURL((url) => url.pathname === '/my_projects');
  await expect(navigation).toBeHidden();
  const cards = page.getByRole('list', { name: fr['nav.myProjects'] }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const label = cards.filter({ has: page.getByRole('heading', { name: 'amoxicilline', exact: true }) });
  await expect(label).toContainText(fr['status.Completed']);
  await expect(
    cards.filter({ hasText: 'Amoxicilline CHU 500 mg' }).getByText(fr['status.Draft']),
  ).toBeVisible();
  await expectFrench(page, 'phone-my-projects-fr');

  // The completed label's page: the European origin staff confirmed, and its certificate.
  await label.getByRole('link', { name: new RegExp(fr['projectList.europeanOrigin']) }).click();
  await expect(page.getByRole('table', { name: fr['labels.eu.confirmed'] })).toBeVisible();
  await expect(page.getByRole('button', { name: fr['labels.eu.downloadCertificate'] })).toBeVisible();
  await expectFrench(page, 'phone-label-eu-origin-fr');
  expect(consoleErrors).toEqual([]);
});

import { expect, expectAccessible, STAFF_EMAIL, STAFF_PASSWORD, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';

/**
 * Issue #26: the staff's three server-side tables (admin panel, client accounts, audit log) are
 * one component (decision 0040). Sorted from the keyboard, the sort kept in the URL across a
 * reload (paging by cursor is in the component tests), and on a phone the table scrolls inside
 * its own region while the page never scrolls sideways (`expectAccessible` checks it).
 */
test('staff sort the admin panel and the accounts list from the keyboard, kept across a reload, on a desktop and a phone', async ({
  page,
}) => {
  await logInAs(page, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const panel = page.getByRole('table', { name: 'Projects of every client' });
  await expect(panel.getByRole('row').nth(1)).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Updated' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The header's sort button is on the Tab path: Enter sorts by project name.
  const byProject = panel.getByRole('button', { name: 'Project' });
  await byProject.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'name');
  await expect(panel.getByRole('columnheader', { name: 'Project' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Projects of every client' })
      .getByRole('columnheader', { name: 'Project' }),
  ).toHaveAttribute('aria-sort', 'ascending');
  await expectAccessible(page, 'admin-panel');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Projects of every client' })).toBeVisible();
  await expectAccessible(page, 'admin-panel-phone');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/accounts');
  const accounts = page.getByRole('table', { name: 'Client accounts' });
  await expect(accounts.getByRole('row').nth(1)).toBeVisible();
  await accounts.getByRole('button', { name: 'Company' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'companyName');
  await expectAccessible(page, 'client-accounts');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'client-accounts-phone');
});

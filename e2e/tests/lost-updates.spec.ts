import { uiMessages } from '@pharmatrace/domain';
import { expect, expectAccessible, test } from '../fixtures';
import { accessTokenOf, logInAs } from '../fixtures/demo-session';

/**
 * Issue #22 'Lost updates' (decision 0027): a save that someone else's save overtook writes
 * nothing, says so with 'Reload', and loses nothing typed: after the reload the typing is offered
 * and restored on top of the other person's version.
 */
test("a draft someone else saved meanwhile offers 'Reload', and nothing typed is lost", async ({ page }) => {
  await logInAs(page);
  const headers = { authorization: await accessTokenOf(page) };
  const inn = `stale${Date.now().toString(36)}`;
  const created = await page.request.post('/api/substance/draft/create', {
    headers,
    data: { inn, cas: '15687-27-1' },
  });
  expect(created.status()).toBe(201);
  const { id, revision } = (await created.json()) as { id: string; revision: number };

  await page.goto(`/drug_substance/${id}?step=identify`);
  const innField = page.getByLabel('INN');
  await expect(innField).toHaveValue(inn);
  await innField.fill(`${inn} lysine`);
  await page.getByLabel('HS code').fill('29163900');

  // Meanwhile a colleague saves the same draft from another browser: a new CAS number.
  const colleague = await page.request.post(`/api/substance/update/${id}`, {
    headers,
    data: { inn, cas: '50-78-2', revision },
  });
  expect(colleague.status()).toBe(200);

  await page.getByRole('button', { name: 'Save as draft' }).click();
  const notice = page.getByTestId('stale-save');
  await expect(notice).toContainText(uiMessages.staleSave.notice);
  await expect(page.getByText('Your draft has been saved')).toBeHidden();
  // Nothing typed is lost: the form still holds it.
  await expect(innField).toHaveValue(`${inn} lysine`);
  await expect(page.getByLabel('HS code')).toHaveValue('29163900');
  await expectAccessible(page, 'stale-save');

  // 'Reload' shows the colleague's version, and offers the typing back.
  await notice.getByRole('button', { name: uiMessages.staleSave.reload }).click();
  const kept = page.getByTestId('kept-draft');
  await expect(kept).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('CAS number')).toHaveValue('50-78-2');
  await expect(innField).toHaveValue(inn);
  await expectAccessible(page, 'kept-draft');
  await kept.getByRole('button', { name: uiMessages.staleSave.restore }).click();
  await expect(kept).toBeHidden();
  await expect(innField).toHaveValue(`${inn} lysine`);
  await expect(page.getByLabel('HS code')).toHaveValue('29163900');
  await expect(page.getByLabel('CAS number')).toHaveValue('50-78-2');

  // Saved from the colleague's revision: both changes are stored.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Your draft has been saved')).toBeVisible();
  const stored = await (await page.request.get(`/api/substance/${id}`, { headers })).json();
  expect(stored).toMatchObject({
    inn: `${inn} lysine`,
    cas: '50-78-2',
    codeHs: '29163900',
    revision: revision + 2,
  });
});

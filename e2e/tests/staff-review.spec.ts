import {
  expect,
  expectNoSidewaysScroll,
  extractLink,
  openScreen,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  saveScreenshot,
  test,
} from '../fixtures';
import { logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { downloadAndVerifyCertificate } from '../fixtures/label-certificate';
import { addPrecursor, treeDialog, validateManufacturers } from '../fixtures/route-tree';
import { footprintSubmitted, secondPartOf } from '../fixtures/second-part';
import { panelRow } from '../fixtures/staff-panel';

/** A unique mark per run, so that the panel's search finds this run's project only. */
const run = Date.now().toString(36);

test("staff amend a client's substance label, the client checks the highlighted change, staff complete it", async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const inn = `e2e-review-${run}`;
  // Two people at once: the client and the provider's staff, each in their own browser context.
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  const { email } = await logInAsNewClient(client, client.request, mailbox, 'review');

  // The client submits a substance label: a French final step and a precursor made in two places.
  await client.goto('/drug_substance/new');
  await client.getByLabel('INN').fill(inn);
  await client.getByLabel('CAS number').fill('15687-27-1');
  await client.getByLabel('Type').selectOption('CHEMICAL');
  await client.getByLabel('HS code').fill('29163900');
  await client.getByRole('button', { name: 'Next step' }).click();
  await client.getByRole('button', { name: 'Got it' }).click();
  await validateManufacturers(client, [
    { company: `Synthèse ${run}`, country: 'France', percentage: 100, city: 'Lyon' },
  ]);
  await addPrecursor(client, inn, {
    cas: '538-93-2',
    name: 'isobutylbenzene',
    manufacturers: [
      { company: `Chimica ${run}`, country: 'Italy', percentage: 60, city: 'Milano' },
      { company: `Zhejiang ${run}`, country: 'China', percentage: 40, city: 'Hangzhou' },
    ],
  });
  await client.getByRole('button', { name: 'Validate your synthetic route' }).click();
  await client.getByRole('button', { name: 'Submit', exact: true }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Staff find it on the panel and open its validation screen: the client's wizard in staff mode.
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const row = await panelRow(staff, inn);
  await expect(row).toContainText('On-going');
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(staff).toHaveURL(/\/admin\/drug_substance\/[^/?]+/);
  const id = new URL(staff.url()).pathname.split('/').pop()!;
  await expect(staff.getByText(/Version 1: Submitted by E2E Tester \(client\)/)).toBeVisible();

  // Staff move the precursor's production: 70 % in Italy, 30 % in China.
  await staff.goto(`/admin/drug_substance/${id}?step=tree`);
  const precursor = staff.getByRole('treeitem', { name: /^isobutylbenzene/ });
  await precursor.locator('[data-route-tree-row]').first().click();
  const dialog = treeDialog(staff);
  await dialog.getByRole('region', { name: 'Manufacturer #1' }).getByLabel('Percentage').fill('70');
  await dialog.getByRole('region', { name: 'Manufacturer #2' }).getByLabel('Percentage').fill('30');
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog).toBeHidden();
  await staff.getByRole('button', { name: 'Validate your synthetic route' }).click();
  // Only the moves the workflow table allows from ON-GOING: complete, or ask the client to check.
  await expect(staff.getByRole('button', { name: 'Save as Completed' })).toBeVisible();
  await staff.getByRole('button', { name: 'Save as Check' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');

  // The client is e-mailed, follows the link and sees the change highlighted.
  const mail = await mailbox.waitFor({ to: email, subject: /Please check our amendments/ });
  await client.goto(extractLink(mail, `/drug_substance/${id}`));
  const notice = client.getByRole('alert', { name: 'Changes by the provider' });
  await expect(notice.getByText('2 changes by the provider')).toBeVisible();
  const changed = notice.getByRole('listitem').filter({ hasText: 'Manufacturer #1 › Percentage' });
  await expect(changed.locator('del')).toHaveText('60');
  await expect(changed.locator('ins')).toHaveText('70');
  await client.goto(`/drug_substance/${id}?step=tree`);
  await expect(
    client.getByRole('treeitem', { name: /^isobutylbenzene/ }).getByText('Changed by the provider'),
  ).toBeVisible();
  await saveScreenshot(client, 'staff-amendment-highlighted');

  // The client validates the amendments.
  await client.getByRole('button', { name: 'Validate your synthetic route' }).click();
  await client.getByRole('button', { name: 'Validate the amendments' }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Staff complete it.
  await staff.goto(`/admin/drug_substance/${id}?step=submit`);
  const proposal = staff.getByRole('table', { name: 'European origin to confirm' });
  await expect(proposal.getByRole('row', { name: /Whole synthetic route/ })).toContainText('85 % EU');
  // On a phone too (issue #27): the proposal's table, wider than 390 px with its inputs, scrolls
  // inside its own container and the page never sideways; checked at 1366 and 390 px.
  await expectNoSidewaysScroll(staff, 'staff-substance-submit');
  await staff.getByRole('button', { name: 'Save as Completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');

  // The client is told, and sees it Completed.
  await mailbox.waitFor({ to: email, subject: /is completed/ });
  await client.goto('/my_labels');
  const labelRow = client.getByRole('row').filter({ hasText: inn });
  await expect(labelRow.getByText('Completed')).toBeVisible();
  // With the European-origin figures staff confirmed (issue #14): France 100 %, then the
  // precursor 70 % Italy and 30 % China after the amendment: the route is (100 + 70) / 2 = 85 %.
  await labelRow.getByRole('link', { name: /European origin/ }).click();
  const figures = client.getByRole('table', { name: 'European origin, confirmed by our team' });
  await expect(figures.getByRole('row', { name: /Whole synthetic route/ })).toContainText('85 % EU');
  await expect(figures.getByRole('row', { name: /Intermediates/ })).toContainText('70 % EU');

  // The label certificate, and its code checked by anyone, without a login (issue #14).
  const answer = await downloadAndVerifyCertificate(client, baseURL!);
  expect(answer.productName).toBe(inn);
  expect(answer.figures.find((f) => f.key === 'route')?.eu).toBe(85);

  // The panel with filters applied (kept in the URL).
  await staff.goto('/admin/panel?status=COMPLETED&kind=SUBSTANCE');
  await expect(staff.getByRole('row').filter({ hasText: inn })).toBeVisible();
  await expect(staff.getByLabel('Status')).toContainText('Completed');
  await saveScreenshot(staff, 'admin-panel-filtered');

  await clientContext.close();
  await staffContext.close();
});

test('a carbon footprint goes first part → second part open → sent → checked → COMPLETED, client and staff at once', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const name = `E2E Staff footprint ${run}`;
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  const { email } = await logInAsNewClient(client, client.request, mailbox, 'footprint');
  const { id } = await footprintSubmitted(client, client.request, name);

  // Staff complete the first part: the second part opens to the client (DRAFT2).
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  const row = await panelRow(staff, name);
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(staff).toHaveURL((url) => url.pathname === `/admin/carbon_footprint/first_part/${id}`);
  await staff.goto(`/admin/carbon_footprint/first_part/${id}?step=submission`);
  await staff.getByRole('button', { name: 'Save first part as completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');

  // The client follows the e-mail and sends the mass balance: three reactions of unknown data.
  const opened = await mailbox.waitFor({ to: email, subject: /The second part of .* is open/ });
  await client.goto(extractLink(opened, `/carbon_footprint/second_part/${id}`));
  await client.getByRole('button', { name: 'Next step' }).click();
  await client.getByRole('button', { name: 'Got it' }).click();
  for (const reaction of ['1/3', '2/3', '3/3']) {
    await client.getByRole('button', { name: `Unknown data for reaction ${reaction}` }).click();
  }
  for (const [index, plant] of [
    'Pharma Synthèse, Lyon',
    'API Works, Hyderabad',
    'API Works, Hyderabad',
  ].entries()) {
    await client.getByLabel(`Manufacturing plant of reaction ${index + 1}/3`).selectOption({ label: plant });
    await client.getByRole('button', { name: 'Next step' }).click();
  }
  await client.getByRole('button', { name: 'Send my data' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Staff open step 5 on the client's plants (issue #29: asked once, in step 5).
  const sent = await secondPartOf(client, client.request, id);
  type Reaction = {
    linkedWithPlant: string | null;
    productBy: { carbonReactionProductionSites: string | null };
  };
  const plantsOf = (doc: { substances: Reaction[] }) =>
    doc.substances.map((s) => [s.linkedWithPlant, s.productBy.carbonReactionProductionSites]);
  expect(plantsOf(sent).every(([plant, site]) => plant && plant === site)).toBe(true);
  await staff.goto(`/admin/carbon_footprint/second_part/${id}?step=plant-1`);
  await expect(staff.getByLabel('Manufacturing plant of reaction 1/3')).toHaveValue(
    sent.substances[0]!.linkedWithPlant,
  );
  // Staff amend the plant of reaction 3 and send the second part back to the client (CHECK2).
  await staff.goto(`/admin/carbon_footprint/second_part/${id}?step=plant-3`);
  const plant3 = staff.getByLabel('Manufacturing plant of reaction 3/3');
  await expect(plant3).toHaveValue(sent.substances[2]!.linkedWithPlant);
  await plant3.selectOption({ label: 'Nitro Chemicals, Shanghai' });
  await staff.getByRole('button', { name: 'Next step' }).click();
  await expect(staff.getByRole('button', { name: 'Save as completed' })).toBeVisible();
  await staff.getByRole('button', { name: 'Save as Check' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');
  // What staff did not touch is saved unchanged; reaction 3 has the one plant staff chose.
  const amended = plantsOf(await secondPartOf(client, client.request, id));
  expect(amended.slice(0, 2)).toEqual(plantsOf(sent).slice(0, 2));
  expect(amended[2]![0]).toBe(amended[2]![1]);
  expect(amended[2]![0]).not.toBe(sent.substances[2]!.linkedWithPlant);

  // The client sees the provider's change and validates it (ONGOING2).
  const check = await mailbox.waitFor({ to: email, subject: /Please check our amendments/ });
  await client.goto(extractLink(check, `/carbon_footprint/second_part/${id}`));
  const notice = client.getByRole('alert', { name: 'Changes by the provider' });
  await expect(notice.getByText(/changes? by the provider/)).toBeVisible();
  await expect(
    notice
      .getByRole('listitem')
      .filter({ hasText: /Plant|plant/ })
      .first(),
  ).toBeVisible();
  await openScreen(client, `/carbon_footprint/second_part/${id}?step=save`);
  await client.getByRole('button', { name: 'Validate the amendments' }).click();
  // Sending the second part validates every reaction and writes the version: on CI's busy lanes it
  // once took longer than the default wait, so this one state gets a minute.
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 60_000 });

  // Staff complete the footprint; the client is told and sees it Completed.
  await staff.goto(`/admin/carbon_footprint/second_part/${id}?step=save`);
  await staff.getByRole('button', { name: 'Save as completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');
  await mailbox.waitFor({ to: email, subject: /is completed/ });
  await client.goto('/my_footprints');
  await expect(client.getByRole('row').filter({ hasText: name }).getByText('Completed')).toBeVisible();

  await clientContext.close();
  await staffContext.close();
});

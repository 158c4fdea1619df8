import { demoPactConnection } from '../../apps/api/src/seed/demo-accounts';
import { expect, expectAccessible, STAFF_EMAIL, STAFF_PASSWORD, saveScreenshot, test } from '../fixtures';
import { accessTokenOf, demoAccounts, logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { footprintInDraft2, secondPartOf } from '../fixtures/second-part';

const run = Date.now().toString(36);

test('staff complete a footprint, the client publishes it over PACT and creates a connection, a PACT client reads it', async ({
  browser,
  baseURL,
  mailbox,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `E2E PACT footprint ${run}`;
  const clientContext = await browser.newContext({ baseURL });
  const staffContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  await logInAsNewClient(client, client.request, mailbox, 'pact');

  // The client's footprint reaches the provider's final check (ONGOING2): its first part through
  // the API, staff open the second part, the client sends it with every reaction's data unknown.
  const id = await footprintInDraft2(client, client.request, name);
  const second = await secondPartOf(client, client.request, id);
  const token = await accessTokenOf(client);
  const plants = (await (
    await client.request.get('/api/plant', { headers: { authorization: token } })
  ).json()) as {
    id: string;
  }[];
  const sent = await client.request.post(`/api/carbon/second_part/validate/${id}`, {
    headers: { authorization: token },
    data: {
      plants: ['substance_a', 'substance_b', 'substance_c'].map((_, i) => plants[i % plants.length]!.id),
      substances: ['substance_a', 'substance_b', 'substance_c'].map((reaction) => ({
        usedInReactionId: reaction,
        dataUnknown: true,
      })),
      revision: second.revision,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // 1. Staff complete it ('Save as completed') and enter its result on the project's documents.
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  await staff.goto(`/admin/carbon_footprint/second_part/${id}?step=save`);
  await staff.getByRole('button', { name: 'Save as completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel');
  await staff.goto(`/admin/documents/carbon/${id}`);
  await staff.getByLabel('Footprint (kgCO2e per kg of product)').fill('18.4');
  await staff.getByLabel('Uncertainty (± kgCO2e per kg)').fill('2.6');
  // Issue #23: a figure that differs from the preliminary estimate needs a reason.
  await staff.getByLabel('Reason, when it differs from the estimate').fill('Reviewed with the supplier');
  await staff.getByRole('button', { name: 'Save result' }).click();
  await expect(staff.getByText('Footprint result saved')).toBeVisible();

  // 2. The client opens the completed footprint from My Footprints and publishes it over PACT.
  await client.goto('/my_footprints');
  const row = client.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('18.4 kgCO2e/kg', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Result of ${name}` }).click();
  await expect(client.getByTestId('pact-publication')).toHaveText(/Not published/);
  await expectAccessible(client, 'completed footprint with its PACT panel');
  await client.getByLabel('Your product code (optional)').fill(`IBU-${run}`);
  await client.getByRole('button', { name: 'Publish over PACT' }).click();
  // Issue #36: publishing is confirmed first.
  await client
    .getByRole('dialog', { name: 'Publish this footprint over PACT?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(client.getByTestId('pact-publication')).toHaveText(
    /Published on .* \(version 1\), readable by 0 connections/,
  );

  // ... and creates a connection for its customer: the secret is shown once.
  await client.goto('/my_account');
  await client.getByRole('link', { name: 'PACT connections' }).click();
  await expect(client.getByRole('heading', { name: 'PACT connections' })).toBeVisible();
  await client.getByRole('button', { name: 'New connection' }).click();
  const dialog = client.getByRole('dialog');
  await dialog.getByLabel('Customer').fill('Hospital purchasing group');
  await dialog.getByRole('button', { name: 'Create connection' }).click();
  await expect(dialog.getByRole('heading', { name: 'Connection created' })).toBeVisible();
  const clientId = (await dialog.getByTestId('pact-client-id').textContent())!.trim();
  const clientSecret = (await dialog.getByTestId('pact-client-secret').textContent())!.trim();
  expect(clientSecret).toMatch(/^pts_/);
  await expectAccessible(client, 'the new connection and its secret');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const listed = client.getByRole('row').filter({ hasText: 'Hospital purchasing group' });
  await expect(listed.getByText('Never')).toBeVisible();
  await expect(client.getByText(clientSecret)).toHaveCount(0);

  // 3. A PACT client takes a token with these credentials and reads the footprint.
  const tokenAnswer = await request.post('/api/pact/auth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'grant_type=client_credentials',
  });
  expect(tokenAnswer.status()).toBe(200);
  const pact = { authorization: `Bearer ${(await tokenAnswer.json()).access_token}` };
  const list = await request.get('/api/pact/3/footprints', { headers: pact });
  expect(list.status()).toBe(200);
  const [footprint] = (await list.json()).data;
  expect(footprint).toMatchObject({
    productNameCompany: name,
    status: 'Active',
    productIds: [
      'urn:pact:cas.org:substance-number:15687-27-1',
      expect.stringContaining(`supplier-id:IBU-${run}`),
    ],
    pcf: {
      pcfExcludingBiogenicUptake: '18.4',
      declaredUnitOfMeasurement: 'kilogram',
      geographyCountry: 'FR',
    },
  });
  const one = await request.get(`/api/pact/3/footprints/${footprint.id}`, { headers: pact });
  expect((await one.json()).data.id).toBe(footprint.id);

  // The connection now shows its last use.
  await client.reload();
  await expect(
    client.getByRole('row').filter({ hasText: 'Hospital purchasing group' }).getByText('Never'),
  ).toHaveCount(0);

  // Staff see the footprint published, to one connection.
  await staff.goto('/admin/pact_footprints');
  const published = staff.getByRole('row').filter({ hasText: name });
  await expect(published.getByText('Active')).toBeVisible();
  await expect(published.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await clientContext.close();
  await staffContext.close();
});

test('the demo account answers a footprint request from its inbox, and a sub-user sees no PACT screen', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The demo's customer asks, over the demo connection, for a product no published footprint is of.
  const product = `urn:pact:hopitaux-reunis.example:buyer-id:${run}`;
  const basic = Buffer.from(`${demoPactConnection.clientId}:${demoPactConnection.clientSecret}`).toString(
    'base64',
  );
  const tokenAnswer = await request.post('/api/pact/auth/token', {
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'grant_type=client_credentials',
  });
  const sent = await request.post('/api/pact/3/events', {
    headers: {
      authorization: `Bearer ${(await tokenAnswer.json()).access_token}`,
      'content-type': 'application/cloudevents+json; charset=UTF-8',
    },
    data: JSON.stringify({
      type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
      specversion: '1.0',
      id: `e2e-${run}`,
      source: 'https://pact.hopitaux-reunis.example/3/events',
      time: new Date().toISOString(),
      data: { productId: [product], comment: `E2E request ${run}` },
    }),
  });
  expect(sent.status()).toBe(200);

  await logInAs(page, demoAccounts.main.email, demoAccounts.main.password);
  await page.getByRole('link', { name: 'Footprint requests' }).click();
  await expect(page.getByRole('heading', { name: 'Footprint requests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `E2E request ${run}` });
  await expect(row.getByText('To answer')).toBeVisible();
  await expectAccessible(page, 'Footprint requests');
  await row.getByRole('button', { name: /^Reject/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('We do not sell this product to hospitals.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByText(/^Rejected, /)).toBeVisible();
  await expect(row.getByText('Your reason: We do not sell this product to hospitals.')).toBeVisible();

  const subContext = await browser.newContext({ baseURL });
  const sub = await subContext.newPage();
  await logInAs(sub, demoAccounts.subUser.email, demoAccounts.subUser.password);
  await expect(sub.getByRole('link', { name: 'My Footprints' })).toBeVisible();
  await expect(sub.getByRole('link', { name: 'Footprint requests' })).toHaveCount(0);
  await sub.goto('/my_account/pact_connections');
  await expect(sub).not.toHaveURL(/pact_connections/);
  await subContext.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the PACT screens fit ${viewport.width} px without scrolling sideways and pass the accessibility scan`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    await logInAs(page, demoAccounts.main.email, demoAccounts.main.password);

    await page.goto('/my_account/pact_connections');
    await expect(page.getByText(demoPactConnection.name).first()).toBeVisible();
    await noSidewaysScroll();
    await expectAccessible(page, `PACT connections at ${viewport.width} px`);

    await page.goto('/footprint_requests');
    await expect(page.getByText('Hôpitaux Réunis purchasing (demo)').first()).toBeVisible();
    await noSidewaysScroll();
    await expectAccessible(page, `Footprint requests at ${viewport.width} px`);

    await page.goto('/my_footprints');
    await page.getByRole('link', { name: 'Result of Ibuprofen API' }).first().click();
    await expect(page.getByTestId('pact-publication')).toHaveText(/Published on/);
    await noSidewaysScroll();
    await expectAccessible(page, `a published footprint at ${viewport.width} px`);
    await saveScreenshot(page, 'pact-publish-panel', { width: 'current' });

    const staffContext = await browser.newContext({ baseURL, viewport });
    const staff = await staffContext.newPage();
    await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
    await staff.getByRole('link', { name: 'PACT footprints' }).click();
    // The admin panel lists 'Ibuprofen API' too: wait for the PACT page itself before measuring.
    await expect(staff).toHaveURL(/\/admin\/pact/);
    await expect(staff.getByRole('heading', { name: 'PACT footprints' })).toBeVisible();
    // A table on a desktop, cards on a phone.
    await expect(staff.getByRole('main').getByText('Ibuprofen API').first()).toBeVisible();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectAccessible(staff, `PACT footprints (staff) at ${viewport.width} px`);
    await staffContext.close();
    await context.close();
  });
}

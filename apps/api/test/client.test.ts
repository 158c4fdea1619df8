import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL: 'staff@example.com', STAFF_PASSWORD: 'Staff-Passw0rd!' });
  await t.app.services.staffBootstrap.ensureStaffUser('staff@example.com', 'Staff-Passw0rd!');
});
afterAll(() => t.close());

describe('GET /api/client', () => {
  it('answers the caller’s own client with the spec’s field names', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({ method: 'GET', url: '/api/client', token: main.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Acme Pharma',
      contactName: 'Jane Doe',
      email: main.email,
      companylegalName: 'Acme Pharma SAS',
      addressLine1: '1 rue de la Paix',
      addressLine2: '75002 Paris',
      addressLine3: 'France',
      accountType: 'PREMIUM',
      subscriptionsUrl: [],
      pricingUrl: null,
    });
  });

  it('never shows one client another client’s data', async () => {
    const a = await registerConfirmedClient(t);
    const b = await registerConfirmedClient(t);
    await t.request({
      method: 'POST',
      url: '/api/client/general_information',
      token: b.accessToken,
      payload: { companyName: 'Beta Labs', contactName: 'Bob', phone: '2', email: b.email },
    });
    const seenByA = await t.request({ method: 'GET', url: '/api/client', token: a.accessToken });
    expect(seenByA.json().companyName).toBe('Acme Pharma');
    expect(seenByA.json().email).toBe(a.email);
  });

  it('is refused to visitors (401) and staff (403)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/client' })).statusCode).toBe(401);
    const staff = await login(t, 'staff@example.com', 'Staff-Passw0rd!');
    expect(
      (await t.request({ method: 'GET', url: '/api/client', token: staff.accessToken })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/client/general_information and invoicing_information', () => {
  it('updates the fields and answers the updated client', async () => {
    const main = await registerConfirmedClient(t);
    const general = await t.request({
      method: 'POST',
      url: '/api/client/general_information',
      token: main.accessToken,
      payload: { companyName: 'Acme Health', contactName: 'Janet', phone: '+33 6', email: 'contact@acme.fr' },
    });
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({
      companyName: 'Acme Health',
      contactName: 'Janet',
      email: 'contact@acme.fr',
    });

    const invoicing = await t.request({
      method: 'POST',
      url: '/api/client/invoicing_information',
      token: main.accessToken,
      payload: {
        companylegalName: 'Acme Health SA',
        addressLine1: '2 av. X',
        addressLine2: '69000 Lyon',
        addressLine3: 'France',
      },
    });
    expect(invoicing.statusCode).toBe(200);
    const again = await t.request({ method: 'GET', url: '/api/client', token: main.accessToken });
    expect(again.json()).toMatchObject({
      companyName: 'Acme Health',
      companylegalName: 'Acme Health SA',
      addressLine2: '69000 Lyon',
    });
  });

  it('refuses empty fields with the spec messages', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/client/general_information',
      token: main.accessToken,
      payload: { companyName: '', contactName: '', phone: '', email: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      companyName: "Company name can't be empty",
      contactName: "Contact name can't be empty",
      phone: "Phone can't be empty",
      email: "Email can't be empty",
    });
    const inv = await t.request({
      method: 'POST',
      url: '/api/client/invoicing_information',
      token: main.accessToken,
      payload: { companylegalName: ' ', addressLine1: '', addressLine2: '', addressLine3: '' },
    });
    expect(inv.statusCode).toBe(400);
    expect(inv.json().fields.addressLine3).toBe("Address line 3 can't be empty");
  });
});

describe('GET /api/admin/check', () => {
  it('answers 200 for staff and 403 for a client', async () => {
    const staff = await login(t, 'staff@example.com', 'Staff-Passw0rd!');
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/check', token: staff.accessToken })).statusCode,
    ).toBe(200);
    const main = await registerConfirmedClient(t);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/check', token: main.accessToken })).statusCode,
    ).toBe(403);
  });

  it('keeps STAFF_EMAIL idempotent and updates its password', async () => {
    expect(await t.app.services.staffBootstrap.ensureStaffUser('staff@example.com', 'Staff-Passw0rd!')).toBe(
      'updated',
    );
    await t.app.services.staffBootstrap.ensureStaffUser('staff@example.com', 'Another-Passw0rd!');
    await login(t, 'staff@example.com', 'Another-Passw0rd!');
    await t.app.services.staffBootstrap.ensureStaffUser('staff@example.com', 'Staff-Passw0rd!');
  });
});

import { accountMessages } from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../src/db/schema';
import { registerConfirmedClient, uniqueEmail, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeSubstance } from './helpers/projects';
import { activatedSubUser, clientIdOf, staffAccount, staffLogin } from './helpers/staff';
import { docxFile, multipartForm, pdfFile, pdfOfSize, windowsExecutable } from './helpers/upload-files';

/** Issue #13: client accounts as staff run them, and the validation gate on new projects. */

let t: TestApp;
let staff: string;
let staffUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  staffUserId = (await userByEmail(t, staffAccount.email)).id;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const pdfForm = (data: Buffer, filename = 'doc.pdf', extra: { name: string; value: string }[] = []) =>
  multipartForm([...extra, { name: 'file', file: { filename, contentType: 'application/pdf', data } }]);
const upload = (token: string, url: string, form: ReturnType<typeof multipartForm>) =>
  t.request({ method: 'POST', url, token, ...form });

async function newAccount(validated = false) {
  const main = await registerConfirmedClient(t, uniqueEmail('acct'), { validated });
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

async function auditRows(clientId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, action)));
}

describe('an account awaiting validation (decision 0014)', () => {
  it('logs in and reads its pages, but creating a project answers 409 with the notice', async () => {
    const client = await newAccount(false);
    expect((await get(client.accessToken, '/api/client')).statusCode).toBe(200);
    expect((await get(client.accessToken, '/api/substance')).statusCode).toBe(200);
    expect((await get(client.accessToken, '/api/client/validation')).json()).toEqual({ validated: false });

    for (const url of ['/api/substance/create', '/api/substance/draft/create']) {
      const res = await post(client.accessToken, url, completeSubstance('ibuprofen'));
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ message: accountMessages.awaitingValidation });
    }
    const sub = await activatedSubUser(t, client.accessToken);
    expect((await get(sub, '/api/client/validation')).json()).toEqual({ validated: false });
    expect((await post(sub, '/api/substance/draft/create', { inn: 'x' })).statusCode).toBe(409);

    const validated = await post(staff, `/api/admin/accounts/${client.clientId}/validate`);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ id: client.clientId, validatedBy: 'Pharmatrace staff' });
    expect(validated.json().validatedAt).toEqual(expect.any(String));
    expect((await get(client.accessToken, '/api/client/validation')).json()).toEqual({ validated: true });
    // The main user is told, with a link to start a project.
    const mail = await t.smtp.waitFor(client.email, /Your Pharmatrace account is validated/);
    expect(mail.text).toContain('You can now order origin labels and carbon footprint studies.');
    expect(mail.html).toContain('/home"');
    expect(
      (await post(client.accessToken, '/api/substance/create', completeSubstance('ibuprofen'))).statusCode,
    ).toBe(201);
    // Once only: a second validation changes nothing.
    const again = await post(staff, `/api/admin/accounts/${client.clientId}/validate`);
    expect(again.statusCode).toBe(409);
    expect(await auditRows(client.clientId, 'account.validated')).toEqual([
      expect.objectContaining({
        actorUserId: staffUserId,
        details: expect.objectContaining({ accountType: 'PREMIUM' }),
      }),
    ]);
  });
});

describe('GET /api/admin/accounts', () => {
  it('lists accounts with their main user, sub-users, confirmation and validation, filtered and sorted', async () => {
    const a = await newAccount(false);
    const b = await newAccount(true);
    await activatedSubUser(t, b.accessToken);
    await t.database.db.update(clients).set({ companyName: 'Zeta Labs' }).where(eq(clients.id, b.clientId));

    const byEmail = await get(staff, `/api/admin/accounts?q=${encodeURIComponent(a.email)}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: a.clientId,
          companyName: 'Acme Pharma',
          accountType: 'PREMIUM',
          mainUser: { email: a.email, name: 'Jane Doe', emailConfirmed: true },
          subUserCount: 0,
          validatedAt: null,
        },
      ],
    });
    const zeta = (await get(staff, '/api/admin/accounts?q=zeta')).json();
    expect(zeta.items).toEqual([expect.objectContaining({ id: b.clientId, subUserCount: 1 })]);
    expect(zeta.items[0].validatedAt).toEqual(expect.any(String));

    const awaiting = (await get(staff, '/api/admin/accounts?validation=AWAITING&pageSize=100')).json();
    expect(awaiting.items.map((r: { id: string }) => r.id)).toContain(a.clientId);
    expect(awaiting.items.map((r: { id: string }) => r.id)).not.toContain(b.clientId);

    const byName = (await get(staff, '/api/admin/accounts?sort=companyName&order=desc&pageSize=100')).json();
    expect(byName.items[0].companyName).toBe('Zeta Labs');

    const bad = await get(staff, '/api/admin/accounts?sort=password&pageSize=1000');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the staff account calls', () => {
  it('are refused to clients and sub-users (403) and to anonymous callers (401)', async () => {
    const client = await newAccount(true);
    const sub = await activatedSubUser(t, client.accessToken);
    const calls: [string, string][] = [
      ['GET', '/api/admin/accounts'],
      ['GET', `/api/admin/accounts/${client.clientId}`],
      ['POST', `/api/admin/accounts/${client.clientId}/validate`],
      ['POST', `/api/admin/accounts/${client.clientId}/subscription`],
      ['POST', `/api/admin/accounts/${client.clientId}/pricing`],
      ['POST', `/api/admin/accounts/${client.clientId}/subscription-invoices`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit/actors'],
    ];
    for (const [method, url] of calls) {
      for (const token of [client.accessToken, sub]) {
        const res = await t.request({ method: method as 'GET', url, token });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.request({ method: method as 'GET', url })).statusCode).toBe(401);
    }
  });

  it('set the subscription, refusing an end before the start and a bad amount', async () => {
    const client = await newAccount(true);
    const url = `/api/admin/accounts/${client.clientId}/subscription`;
    const wrong = await post(staff, url, {
      subscriptionStartDate: '2026-12-31',
      subscriptionEndDate: '2026-01-01',
      prepaidAmount: 10,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ subscriptionEndDate: accountMessages.subscriptionEndBeforeStart });
    const cents = await post(staff, url, {
      subscriptionStartDate: '2026-01-01',
      subscriptionEndDate: '2026-02-30',
      prepaidAmount: 10.001,
    });
    expect(cents.json().fields).toEqual({
      subscriptionEndDate: accountMessages.dateFormat,
      prepaidAmount: accountMessages.prepaidAmount,
    });

    const set = await post(staff, url, {
      subscriptionStartDate: '2026-01-01',
      subscriptionEndDate: '2026-12-31',
      prepaidAmount: 15000.5,
    });
    expect(set.statusCode).toBe(200);
    const seen = (await get(client.accessToken, '/api/client')).json();
    expect(seen).toMatchObject({
      subscriptionStartDate: '2026-01-01',
      subscriptionEndDate: '2026-12-31',
      prepaidAmount: 15000.5,
    });
    const [row] = await auditRows(client.clientId, 'account.subscription_set');
    expect(row).toMatchObject({
      actorUserId: staffUserId,
      details: { before: { subscriptionStartDate: null }, after: { prepaidAmount: '15000.50' } },
    });
  });

  it('upload the pricing document and one invoice per year, which the client downloads', async () => {
    const client = await newAccount(true);
    const pricing = await upload(
      staff,
      `/api/admin/accounts/${client.clientId}/pricing`,
      pdfForm(pdfFile('Pricing 2026'), 'pricing.pdf'),
    );
    expect(pricing.statusCode, pricing.body).toBe(200);
    expect(pricing.json().pricing).toMatchObject({ filename: 'pricing.pdf' });

    const invoiceUrl = `/api/admin/accounts/${client.clientId}/subscription-invoices`;
    for (const year of ['2026', '2025', '2026']) {
      const res = await upload(
        staff,
        invoiceUrl,
        pdfForm(pdfFile(`Invoice ${year}`), `inv-${year}.pdf`, [{ name: 'year', value: year }]),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const badYear = await upload(
      staff,
      invoiceUrl,
      pdfForm(pdfFile(), 'x.pdf', [{ name: 'year', value: '1999' }]),
    );
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().fields).toEqual({ year: accountMessages.year });

    const seen = (await get(client.accessToken, '/api/client')).json();
    expect(seen.subscriptionsUrl.map((s: { year: number }) => s.year)).toEqual([2025, 2026]);
    const latest2026 = await t.request({ method: 'GET', url: seen.subscriptionsUrl[1].url });
    expect(latest2026.statusCode).toBe(200);
    expect(latest2026.rawPayload.equals(pdfFile('Invoice 2026'))).toBe(true);
    const pricingFile = await t.request({ method: 'GET', url: seen.pricingUrl });
    expect(pricingFile.rawPayload.equals(pdfFile('Pricing 2026'))).toBe(true);

    const invoiceRows = await auditRows(client.clientId, 'account.subscription_invoice_uploaded');
    expect(invoiceRows).toHaveLength(3);
    expect(invoiceRows.filter((r) => r.details.previousFileId)).toHaveLength(1);
    expect(await auditRows(client.clientId, 'account.pricing_uploaded')).toHaveLength(1);
  });

  it('judge documents by their bytes: only a PDF, at most 10 MB', async () => {
    const client = await newAccount(true);
    const url = `/api/admin/accounts/${client.clientId}/pricing`;
    for (const [name, data] of [
      ['renamed.pdf', docxFile()],
      ['setup.pdf', windowsExecutable()],
    ] as const) {
      const res = await upload(staff, url, pdfForm(data, name));
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(accountMessages.pdfOnly);
    }
    const atLimit = await upload(staff, url, pdfForm(pdfOfSize(10 * 1024 * 1024), 'big.pdf'));
    expect(atLimit.statusCode).toBe(200);
    const over = await upload(staff, url, pdfForm(pdfOfSize(10 * 1024 * 1024 + 1), 'bigger.pdf'));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(accountMessages.documentTooLarge);
    const empty = await upload(staff, url, multipartForm([{ name: 'other', value: 'x' }]));
    expect(empty.statusCode).toBe(400);
    // Only the accepted upload was recorded.
    expect(await auditRows(client.clientId, 'account.pricing_uploaded')).toHaveLength(1);
  });

  it('answer 404 for an unknown account', async () => {
    expect((await get(staff, '/api/admin/accounts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await post(staff, '/api/admin/accounts/nope/validate')).statusCode).toBe(404);
  });
});

describe('GET /api/client/summary.pdf', () => {
  it('gives the main user a real PDF of its account; sub-users and staff get 403', async () => {
    const client = await newAccount(true);
    await post(staff, `/api/admin/accounts/${client.clientId}/subscription`, {
      subscriptionStartDate: '2026-01-01',
      subscriptionEndDate: '2026-12-31',
      prepaidAmount: 1200,
    });
    const res = await get(client.accessToken, '/api/client/summary.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit writes the document information in clear: the title says what it is.
    expect(res.rawPayload.toString('latin1')).toContain('Account summary');
    expect(res.rawPayload.length).toBeGreaterThan(1500);

    const sub = await activatedSubUser(t, client.accessToken);
    expect((await get(sub, '/api/client/summary.pdf')).statusCode).toBe(403);
    expect((await get(staff, '/api/client/summary.pdf')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/client/summary.pdf' })).statusCode).toBe(401);
  });
});

import { en, fr, serverMessages } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema';
import { registerConfirmedClient, strongPassword, uniqueEmail, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { insertProject } from './helpers/staff';

/**
 * Issue #27: the messages messages.ts builds with values follow Accept-Language like the others,
 * and the account summary PDF is written in the user's language, numbers with decimal commas.
 */

const MAX_PER_ACCOUNT = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
    AUTH_LOCKOUT_MAX_SECONDS: '2',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('a message built with values (a rate-limit wait)', () => {
  it('is said in French with its wait when asked, and in the spec’s English otherwise', async () => {
    const { email } = await registerConfirmedClient(t, uniqueEmail('wait'));
    for (let i = 0; i < MAX_PER_ACCOUNT; i++)
      expect((await login(email, 'Wrong-Passw0rd!')).statusCode).toBe(400);

    const french = await login(email, strongPassword, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.statusCode).toBe(429);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.json().message).toBe(
      'Trop de tentatives infructueuses. Veuillez patienter 1 seconde puis réessayer.',
    );

    const english = await login(email, strongPassword);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe(
      serverMessages.tooManyFailedAttempts(Number(english.headers['retry-after'])),
    );
    expect(english.json().message).toMatch(
      /^Too many failed attempts\. Please wait \d+ seconds? and try again\.$/,
    );
  });
});

describe('GET /api/client/summary.pdf in the user’s language', () => {
  it('is in French for a French user, with decimal commas, and in English otherwise', async () => {
    const client = await registerConfirmedClient(t, uniqueEmail('summary'));
    const { clientId } = await userByEmail(t, client.email);
    await t.database.db.update(clients).set({ prepaidAmount: '1200.50' }).where(eq(clients.id, clientId!));
    const summary = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/client/summary.pdf',
        token: client.accessToken,
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };

    const english = await summary();
    expect(english).toContain(en['account.pdf.title']);
    expect(english).toContain('Prepaid amount');
    expect(english).toContain('1,200.50 EUR');

    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'fr' },
    });
    expect(changed.statusCode).toBe(200);
    const french = await summary();
    for (const words of [
      'Récapitulatif du compte',
      'Informations de facturation',
      'Montant prépayé',
      'Abonnement',
    ]) {
      expect(french).toContain(words);
    }
    expect(french).toContain(fr['account.pdf.noProject']);
    // The French groups with a no-break space (the standard fonts have no narrow one) and a comma.
    expect(french).toContain('1\u00a0200,50 EUR');
    for (const words of ['Prepaid amount', 'Invoicing information', 'Account summary', 'No project yet.']) {
      expect(french).not.toContain(words);
    }
  });

  it('says each project’s type and status from their codes (issue #40)', async () => {
    const client = await registerConfirmedClient(t, uniqueEmail('summary-project'));
    const { clientId } = await userByEmail(t, client.email);
    await insertProject(t, { clientId: clientId!, kind: 'CARBON', status: 'ONGOING2', name: 'Aspirin API' });
    const summary = async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/client/summary.pdf',
        token: client.accessToken,
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload).replace(/\s+/g, ' ');
    };
    expect(await summary()).toContain(`Aspirin API - ${en['kind.CARBON.type']} - ${en['status.On-going']}`);
    await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'fr' },
    });
    const french = await summary();
    expect(fr['kind.CARBON.type']).not.toBe(en['kind.CARBON.type']);
    expect(french).toContain(`Aspirin API - ${fr['kind.CARBON.type']} - ${fr['status.On-going']}`);
  });
});

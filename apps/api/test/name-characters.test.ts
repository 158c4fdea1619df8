import { translate, validationMessages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, registerConfirmedClient, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #35: CR/LF and U+202E were accepted in company, contact and sub-user names; in an e-mail's
 * text part such a name forged a 'Bcc:' line. Control characters, line separators and the marks
 * that turn the direction of text are refused in names, with one message (English and French).
 * On PGlite and PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hostileNames = [
  'Acme\r\nBcc: victim@evil.test',
  'Acme\nBcc: victim@evil.test',
  'Acme\u202Egpj.exe',
  'Acme\u2066isolated\u2069',
  'Acme\u2028Ltd',
  'Acme\tLtd',
];

describe('names refuse control and text-direction characters', () => {
  it.each(hostileNames)(
    'POST /api/auth/register refuses %j as the company and the contact name',
    async (name) => {
      for (const field of ['companyName', 'contactName']) {
        const res = await register(t, uniqueEmail('names'), { overrides: { [field]: name } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields[field]).toBe(validationMessages.nameCharacters);
      }
    },
  );

  it('says so in French, and keeps the names people really have', async () => {
    const french = await register(t, uniqueEmail('names'), {
      overrides: { companyName: 'Acme\r\nBcc: victim@evil.test' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().fields.companyName).toBe(translate('fr', 'validation.nameCharacters'));
    const real = await register(t, uniqueEmail('names'), {
      overrides: { companyName: 'Société d’Études Pharmaceutiques', contactName: 'Zoë O’Brien-Łukasz عربي' },
    });
    expect(real.statusCode, real.body).toBe(201);
  });

  it('POST /api/client/general_information and /api/auth/create-sub-user refuse them too; nothing is sent', async () => {
    const main = await registerConfirmedClient(t);
    const general = await t.request({
      method: 'POST',
      url: '/api/client/general_information',
      token: main.accessToken,
      payload: {
        companyName: 'Acme\u202EHealth',
        contactName: 'Janet',
        phone: '+33 6',
        email: 'contact@acme.fr',
      },
    });
    expect(general.statusCode).toBe(400);
    expect(general.json().fields.companyName).toBe(validationMessages.nameCharacters);

    const email = uniqueEmail('sub');
    const sub = await t.request({
      method: 'POST',
      url: '/api/auth/create-sub-user',
      token: main.accessToken,
      payload: { name: 'Sam\r\nBcc: victim@evil.test', function: 'Buyer', email },
    });
    expect(sub.statusCode).toBe(400);
    expect(sub.json().fields.name).toBe(validationMessages.nameCharacters);
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
  });
});

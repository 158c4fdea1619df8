import {
  en,
  fr,
  messages,
  type Phrase,
  type StageSaid,
  sayPhrase,
  serverMessages,
  substanceStagePhrases,
} from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCertificatePdf } from '../src/features/label-certificates/certificate-pdf';
import { sayAnswerIn } from '../src/plugins/language';
import {
  login,
  register as registerClient,
  registerConfirmedClient,
  strongPassword,
  uniqueAddress,
  uniqueEmail,
  userByEmail,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { completeSubstance, fromStored } from './helpers/projects';
import { staffLogin } from './helpers/staff';

/** Issue #27: the language on the user, the API's messages, the e-mails and the certificate. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string, headers: Record<string, string> = {}, overrides = {}) =>
  registerClient(t, email, { headers, overrides });

describe('the language of a new user', () => {
  it("comes from the registration's Accept-Language, and the confirmation e-mail is in French", async () => {
    const email = uniqueEmail('fr');
    const res = await register(email, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(fr['server.accountCreated']);
    expect(res.headers['content-language']).toBe('fr');
    expect((await userByEmail(t, email)).language).toBe('fr');

    // The real SMTP capture: the words the user reads.
    const mail = await t.smtp.waitFor(email, /Confirmez/);
    expect(mail.subject).toBe(fr['mail.confirm.subject']);
    expect(mail.text).toContain('Bonjour Jane Doe,');
    expect(mail.text).toContain(fr['mail.confirm.intro']);
    expect(mail.text).toContain(fr['mail.footer']);
    expect(mail.text).not.toContain(en['mail.confirm.intro']);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('is the one chosen on the page, whatever the browser asks', async () => {
    const email = uniqueEmail('chosen');
    const res = await register(email, { 'accept-language': 'en-GB' }, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await userByEmail(t, email)).language).toBe('fr');
  });

  it('is English by default, with the English e-mail of the spec', async () => {
    const email = uniqueEmail('en');
    const res = await register(email);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(serverMessages.accountCreated);
    expect((await userByEmail(t, email)).language).toBe('en');
    const mail = await t.smtp.waitFor(email, /Confirm your/);
    expect(mail.subject).toBe(en['mail.confirm.subject']);
    expect(mail.text).toContain('Hello Jane Doe,');
  });

  it('refuses a language the portal does not speak', async () => {
    const res = await register(uniqueEmail('de'), {}, { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.language).toBeTruthy();
  });
});

describe('GET and PUT /api/auth/language', () => {
  it('reads and changes the signed-in user’s language, and its e-mails follow', async () => {
    const client = await registerConfirmedClient(t);
    const get = () => t.request({ method: 'GET', url: '/api/auth/language', token: client.accessToken });
    expect((await get()).json()).toEqual({ language: 'en' });

    const put = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'fr' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get()).json()).toEqual({ language: 'fr' });

    // The reset code e-mail is now French.
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: client.email },
      remoteAddress: uniqueAddress(),
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const mail = await t.smtp.waitFor(client.email, /réinitialisation/);
    expect(mail.subject).toBe(fr['mail.reset.subject']);
    expect(mail.text).toContain(fr['mail.reset.validity']);
  });

  it('needs a session, checked before the body, and a supported language', async () => {
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'fr' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/language' })).statusCode).toBe(401);
    const client = await registerConfirmedClient(t);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'x'.repeat(5000) },
    });
    expect(bad.statusCode).toBe(400);
    expect((await userByEmail(t, client.email)).language).toBe('en');
  });
});

describe('the API messages follow Accept-Language', () => {
  it('answers a wrong password in French when asked, in the spec’s English otherwise', async () => {
    const client = await registerConfirmedClient(t);
    const wrong = (headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: client.email, password: `${strongPassword}x`, keepLogged: false },
        headers,
        remoteAddress: uniqueAddress(),
      });
    const french = await wrong({ 'accept-language': 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe(fr['server.incorrectCredentials']);
    const english = await wrong({});
    expect(english.json().message).toBe(serverMessages.incorrectCredentials);
    const german = await wrong({ 'accept-language': 'de-DE' });
    expect(german.json().message).toBe(serverMessages.incorrectCredentials);
    // Still the right one afterwards.
    expect((await login(t, client.email, strongPassword)).accessToken).toBeTruthy();
  });

  it('translates the field messages of a refused form', async () => {
    const res = await register(uniqueEmail('empty'), { 'accept-language': 'fr' }, { companyName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.companyName).toBe(fr['register.companyName']);
    const english = await register(uniqueEmail('empty'), {}, { companyName: '' });
    expect(english.json().fields.companyName).toBe(messages.register.companyName);
  });
});

describe('the API messages are said from their phrases (issue #40)', () => {
  it('says a zod message with values in French from its phrase, and keeps the English beside it', async () => {
    const client = await registerConfirmedClient(t);
    const choose = (headers: Record<string, string>) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/language',
        token: client.accessToken,
        payload: { language: 'de' },
        headers,
      });
    const french = await choose({ 'accept-language': 'fr' });
    expect(french.statusCode).toBe(400);
    const said: Phrase = { key: 'common.message.notOneOf', values: { choices: 'en, fr' } };
    expect(french.json()).toEqual({
      message: 'Choisissez parmi : en, fr',
      code: 'VALIDATION_ERROR',
      fields: { language: 'Choisissez parmi : en, fr' },
      said,
      fieldsSaid: { language: said },
    });
    const english = await choose({});
    expect(english.json().message).toBe('Choose one of: en, fr');
    expect(english.json().said).toEqual(said);
  });

  it('says an AppError with values in French, a phrase nested in it', async () => {
    const client = await registerConfirmedClient(t);
    const missing = (headers: Record<string, string>) =>
      t.request({
        method: 'GET',
        url: '/api/carbon/00000000-0000-4000-8000-000000000000',
        token: client.accessToken,
        headers,
      });
    const french = await missing({ 'accept-language': 'fr' });
    expect(french.statusCode).toBe(404);
    expect(french.json().said).toEqual({
      key: 'common.message.kindNotFound',
      values: { label: { key: 'kind.CARBON.name', values: {} } },
    });
    expect(french.json().message).toBe(`${fr['kind.CARBON.name']} introuvable`);
    expect((await missing({})).json().message).toBe(serverMessages.kindNotFound(en['kind.CARBON.name']));
  });

  it('takes the French from the key, whatever the English words say', () => {
    // The English of a message changed (here: words no catalogue holds): its French still follows its key.
    const answer = sayAnswerIn('fr', {
      message: 'Words someone rewrote',
      said: { key: 'password.tooShort', values: {} },
      fields: { password: 'Other rewritten words', name: 'No phrase: kept as written' },
      fieldsSaid: { password: { key: 'password.tooShort', values: {} } },
    });
    expect(answer.message).toBe(fr['password.tooShort']);
    expect(answer.fields).toEqual({ password: fr['password.tooShort'], name: 'No phrase: kept as written' });
    // A phrase whose key the catalogue does not hold is not said: the words stay as sent.
    expect(sayAnswerIn('fr', { message: 'As sent', said: { key: 'no.such.key', values: {} } }).message).toBe(
      'As sent',
    );
  });
});

describe('the label certificate in the user’s language', () => {
  it('is written in French for a French user, with decimal commas, and in English otherwise', async () => {
    const staff = await staffLogin(t);
    const client = await registerConfirmedClient(t);
    const body = completeSubstance();
    const created = await t.request({
      method: 'POST',
      url: '/api/substance/create',
      token: client.accessToken,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const done = await t.request({
      method: 'POST',
      url: `/api/admin/substance/validate/${id}`,
      token: staff,
      payload: await fromStored(t, id, { ...body, status: 'COMPLETED' }),
    });
    expect(done.statusCode, done.body).toBe(200);
    const certificate = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/substance/${id}/certificate.pdf`,
        token: client.accessToken,
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };

    const english = await certificate();
    expect(english).toContain(en['certificate.title']);
    expect(english).toContain(en['certificate.shares']);
    expect(english).toContain(en['stage.finalStep']);

    await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'fr' },
    });
    const french = await certificate();
    expect(french).toContain(fr['certificate.title']);
    expect(french).toContain(fr['certificate.shares']);
    expect(french).toContain(fr['stage.finalStep']);
    expect(french).toContain('Substance active');
    expect(french).toMatch(/\d+ % UE\/EEE/);
    expect(french).not.toContain(en['certificate.shares']);
  });
});

describe('the label certificate of a natural or biologic substance', () => {
  it("names a production scheme's stages in French, and in English otherwise", async () => {
    // Figures as the domain makes them (issue #40): each stage's English and its phrase.
    const natural = substanceStagePhrases('NATURAL');
    const stage = (key: string, said: Phrase, eu: number, unknown: number) => ({
      key,
      label: sayPhrase('en', said),
      said: said as StageSaid,
      eu,
      unknown,
    });
    const figures = [
      stage('api.0.finalStep', { key: natural.named.finalStep, values: { name: 'Heparin' } }, 40, 10),
      stage('api.0.route', { key: natural.named.route, values: { name: 'Heparin' } }, 60, 0),
      stage('finalStep', natural.finalStep, 100, 0),
      stage('route', natural.route, 75, 5),
    ];
    const confirmed = {
      rulesVersion: 1,
      figures,
      proposed: figures,
      overridden: false,
      reason: null,
      confirmedAt: '2026-11-26T05:00:00.000Z',
      confirmedBy: null,
      verificationCode: 'ABCD-EF01-2345',
    };
    const pdf = (language: 'en' | 'fr') =>
      labelCertificatePdf({ productName: 'Heparin', kind: 'SUBSTANCE', confirmed }, language).then(pdfText);

    const french = await pdf('fr');
    expect(french).toContain(fr['staff.stage.manufacturingFinalStep']);
    expect(french).toContain(fr['staff.stage.productionScheme']);
    expect(french).toContain('Heparin : schéma de production');
    expect(french).toContain('Heparin : dernière étape');
    expect(french).not.toContain(en['staff.stage.productionScheme']);
    expect(french).not.toContain('production scheme');

    const english = await pdf('en');
    expect(english).toContain('Final manufacturing step');
    expect(english).toContain('Whole production scheme');
    expect(english).toContain('Heparin: production scheme');
  });

  it('reads a figure confirmed before stages kept their phrase as its stored English (decision 0073)', async () => {
    const figures = [{ key: 'api.0.route', label: 'Heparin: production scheme', eu: 60, unknown: 0 }];
    const confirmed = {
      rulesVersion: 1,
      figures,
      proposed: figures,
      overridden: false,
      reason: null,
      confirmedAt: '2026-11-26T05:00:00.000Z',
      confirmedBy: null,
      verificationCode: 'ABCD-EF01-2345',
    };
    const french = await labelCertificatePdf(
      { productName: 'Heparin', kind: 'SUBSTANCE', confirmed },
      'fr',
    ).then(pdfText);
    expect(french).toContain(fr['certificate.shares']);
    expect(french).toContain('Heparin: production scheme');
  });
});

describe('the e-mail sent when staff move a project', () => {
  it("is written in the client's language: French for a French main user", async () => {
    const client = await registerConfirmedClient(t);
    const put = await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: client.accessToken,
      payload: { language: 'fr' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: '/api/substance/create',
      token: client.accessToken,
      payload: completeSubstance('métformine'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as { id: string; tree: ReturnType<typeof completeSubstance>['tree'] };
    const tree = structuredClone(project.tree);
    tree.children[0]!.manufacturers[0]!.percentage = 100;
    const staff = await staffLogin(t);
    const moved = await t.request({
      method: 'POST',
      url: `/api/admin/substance/validate/${project.id}`,
      token: staff,
      payload: await fromStored(t, project.id, { ...completeSubstance('métformine'), tree, status: 'CHECK' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const mail = await t.smtp.waitFor(client.email, /Veuillez vérifier nos modifications de métformine/);
    expect(mail.subject).toBe('Veuillez vérifier nos modifications de métformine');
    expect(mail.text).toContain(`Bonjour`);
    expect(mail.text).toContain(
      'Notre équipe a relu votre label substance active « métformine » et l’a modifié.',
    );
    expect(mail.text).toContain(fr['mail.projectReviewed.check.button']);
    expect(mail.text).toContain(`http://portal.test/drug_substance/${project.id}`);
    expect(mail.text).not.toContain(en['mail.projectReviewed.check.text']);
  });
});

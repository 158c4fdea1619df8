import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { FileUrlSigner } from '../src/features/files/signed-urls';
import { registrationPayload, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signed download links', () => {
  async function storedPdf() {
    return t.app.services.files.save({
      clientId: null,
      filename: 'report é.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4 demo'),
    });
  }

  it('serve the file with a valid signature', async () => {
    const file = await storedPdf();
    const res = await t.request({ method: 'GET', url: t.app.services.fileUrls.sign(file.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body).toBe('%PDF-1.4 demo');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''report%20%C3%A9.pdf");
  });

  it('refuse a tampered link with 403', async () => {
    const file = await storedPdf();
    const url = t.app.services.fileUrls.sign(file.id);
    const tampered = url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 1000}`);
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(403);
    const other = await storedPdf();
    const swapped = url.replace(file.id, other.id);
    expect((await t.request({ method: 'GET', url: swapped })).statusCode).toBe(403);
  });

  it('refuse an expired link with 403', async () => {
    const file = await storedPdf();
    const url = t.app.services.fileUrls.sign(file.id, -10);
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('expired');
  });

  it('verify in constant shape: wrong length and garbage are invalid, not errors', () => {
    const signer = new FileUrlSigner('x'.repeat(40), () => 1_000_000);
    expect(signer.verify('abc', '2000', 'short')).toBe('invalid');
    expect(signer.verify('abc', 'NaN', 'short')).toBe('invalid');
    expect(signer.verify('abc', undefined, undefined)).toBe('invalid');
  });
});

describe('the mail outbox', () => {
  it('never fails the request when SMTP refuses, and delivers once the server accepts again', async () => {
    t.smtp.refuse = true;
    const email = uniqueEmail('retry');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationPayload(email),
    });
    expect(res.statusCode).toBe(201);

    // The first attempt fails and is scheduled again; the message is kept.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.lastError,
        {
          timeout: 10_000,
        },
      )
      .toBeTruthy();
    const [pending] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(pending!.status).toBe('PENDING');
    expect(pending!.lastError).toBeTruthy();

    t.smtp.refuse = false;
    // Make it due now instead of in 5 s, then let the worker run.
    await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.to, email));
    t.app.services.outbox.kick();
    const mail = await t.smtp.waitFor(email, /Confirm/, 10_000);
    expect(mail.subject).toBe('Confirm your Pharmatrace account');
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.status,
      )
      .toBe('SENT');
  });
});

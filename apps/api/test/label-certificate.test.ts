import { labelCertificateMessages, labelCodePattern } from '@pharmatrace/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { completedLabelWithCode } from '../src/features/label-certificates/routes';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeSubstance, fromStored } from './helpers/projects';
import { staffLogin } from './helpers/staff';

/** Issue #14: the label certificate and the public check of its verification code. */

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const get = (token: string | undefined, url: string, remoteAddress = '203.0.113.7') =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}), remoteAddress });

async function completedSubstance() {
  const client = await registerConfirmedClient(t);
  const body = completeSubstance();
  const created = await post(client.accessToken, '/api/substance/create', body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const done = await post(
    staff,
    `/api/admin/substance/validate/${id}`,
    await fromStored(t, id, { ...body, status: 'COMPLETED' }),
  );
  expect(done.statusCode, done.body).toBe(200);
  const code = (await get(client.accessToken, `/api/substance/${id}`)).json().euOriginConfirmed
    .verificationCode as string;
  return { client, id, body, code };
}

describe('the label certificate (issue #14)', () => {
  it('is a PDF of a completed label for its own client only', async () => {
    const { client, id, code } = await completedSubstance();
    expect(code).toMatch(labelCodePattern);

    const pdf = await get(client.accessToken, `/api/substance/${id}/certificate.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another client gets the same 404 as for a label that does not exist; no token, 401.
    const other = await registerConfirmedClient(t);
    expect((await get(other.accessToken, `/api/substance/${id}/certificate.pdf`)).statusCode).toBe(404);
    expect((await get(undefined, `/api/substance/${id}/certificate.pdf`)).statusCode).toBe(401);
    expect((await get(staff, `/api/substance/${id}/certificate.pdf`)).statusCode).toBe(403);
    expect((await get(client.accessToken, `/api/origin/${id}/certificate.pdf`)).statusCode).toBe(404);
  });

  it('is refused while the label is not completed', async () => {
    const client = await registerConfirmedClient(t);
    const created = await post(client.accessToken, '/api/substance/create', completeSubstance());
    const res = await get(client.accessToken, `/api/substance/${created.json().id}/certificate.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(labelCertificateMessages.notCompleted);
  });
});

describe('GET /api/labels/verify/{code} (public)', () => {
  it('answers the confirmed figures without a login, in any case of letters', async () => {
    const { code, body } = await completedSubstance();
    const res = await get(undefined, `/api/labels/verify/${code.toLowerCase()}`, '203.0.113.10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code,
      productName: body.inn,
      kind: 'SUBSTANCE',
      confirmedAt: expect.any(String),
      figures: [
        {
          key: 'finalStep',
          label: 'Final API synthesis step',
          said: { key: 'stage.finalStep', values: {} },
          eu: 100,
          unknown: 0,
        },
        {
          key: 'intermediates',
          label: 'Intermediates',
          said: { key: 'stage.intermediates', values: {} },
          eu: 0,
          unknown: 0,
        },
        {
          key: 'route',
          label: 'Whole synthetic route',
          said: { key: 'stage.route', values: {} },
          eu: 33,
          unknown: 0,
        },
      ],
    });
  });

  it('answers 404 for a wrong code, and for the code of a withdrawn label', async () => {
    expect((await get(undefined, '/api/labels/verify/0000-0000-0000', '203.0.113.11')).statusCode).toBe(404);
    const wrong = await get(undefined, '/api/labels/verify/not-a-code', '203.0.113.11');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(labelCertificateMessages.unknownCode);

    // A completed label cannot move again (409), so its code stands until the label is withdrawn.
    const { id, body, code } = await completedSubstance();
    expect(
      (
        await post(
          staff,
          `/api/admin/substance/validate/${id}`,
          await fromStored(t, id, { ...body, status: 'CHECK' }),
        )
      ).statusCode,
    ).toBe(409);
    expect((await get(undefined, `/api/labels/verify/${code}`, '203.0.113.11')).statusCode).toBe(200);
    await t.database.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id));
    expect((await get(undefined, `/api/labels/verify/${code}`, '203.0.113.11')).statusCode).toBe(404);
  });

  it('finds the code through its own index, not by reading every completed document', async () => {
    const { code } = await completedSubstance();
    const plan = await t.database.db.transaction(async (tx) => {
      // The table is tiny here: forbid the sequential scan to see whether the index can serve the lookup.
      await tx.execute(sql`set local enable_seqscan = off`);
      // Without statistics every index of a tiny table costs the same and the planner's pick is arbitrary
      // (the admin panel's partial indexes tie with this one); with them, only this index has the code as its condition.
      await tx.execute(sql`analyze projects`);
      const lookup = tx.select({ id: projects.id }).from(projects).where(completedLabelWithCode(code));
      const result = await tx.execute(sql`explain ${lookup}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('projects_label_code_idx');
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await get(undefined, '/api/labels/verify/0000-0000-0000', '203.0.113.99')).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await get(undefined, '/api/labels/verify/0000-0000-0000', '203.0.113.100')).statusCode).toBe(404);
  });
});

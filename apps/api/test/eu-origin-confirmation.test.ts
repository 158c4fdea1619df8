import { euOriginMessages, labelCodePattern } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeOrigin, completeSubstance, fromStored, versionsOf } from './helpers/projects';
import { staffLogin } from './helpers/staff';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });

/**
 * completeSubstance's tree: the final step in France (70 %) and Italy (30 %), two isolated
 * intermediates in India and China. By the rules of decision 0007: final step 100 % EU,
 * intermediates 0 %, whole route (100 + 0 + 0) / 3 = 33 %; nothing unknown.
 */
const proposedSubstance = [
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
];

async function submitted(kind: 'substance' | 'origin') {
  const client = await registerConfirmedClient(t);
  const body = kind === 'substance' ? completeSubstance() : completeOrigin();
  const res = await post(client.accessToken, `/api/${kind}/create`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { client, id: res.json().id as string, body };
}

describe('European-origin figures confirmed when staff complete a label (issue #14)', () => {
  it('stores the proposed figures when staff complete without changing them, in the document and its version', async () => {
    const { client, id, body } = await submitted('substance');
    const res = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, { ...body, status: 'COMPLETED' }),
    );
    expect(res.statusCode, res.body).toBe(200);

    const seen = await get(client.accessToken, `/api/substance/${id}`);
    expect(seen.json().euOriginConfirmed).toEqual({
      rulesVersion: 1,
      figures: proposedSubstance,
      proposed: proposedSubstance,
      overridden: false,
      reason: null,
      confirmedAt: expect.any(String),
      confirmedBy: expect.any(String),
      // The certificate's code, new at each completion (label-certificate.test.ts).
      verificationCode: expect.stringMatching(labelCodePattern),
    });
    const versions = await versionsOf(t, id);
    const last = versions.at(-1)!;
    expect(last.action).toBe('complete');
    expect(last.document.euOriginConfirmed).toMatchObject({ figures: proposedSubstance, overridden: false });
  });

  it('stores figures staff override, with their reason, beside the proposal', async () => {
    const { client, id, body } = await submitted('substance');
    const figures = proposedSubstance.map((f) => (f.key === 'route' ? { ...f, eu: 40 } : f));
    const res = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, {
        ...body,
        status: 'COMPLETED',
        euOrigin: { figures, reason: '  The intermediate from India moves to Ireland in January.  ' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await get(client.accessToken, `/api/substance/${id}`)).json().euOriginConfirmed;
    expect(stored).toMatchObject({
      figures,
      proposed: proposedSubstance,
      overridden: true,
      reason: 'The intermediate from India moves to Ireland in January.',
    });
  });

  it('refuses an override without a reason, or figures for other stages, and changes nothing', async () => {
    const { client, id, body } = await submitted('substance');
    const overridden = proposedSubstance.map((f) => (f.key === 'finalStep' ? { ...f, eu: 90 } : f));
    for (const [euOrigin, message] of [
      [{ figures: overridden }, euOriginMessages.reasonRequired],
      [{ figures: overridden, reason: '   ' }, euOriginMessages.reasonRequired],
      [{ figures: proposedSubstance.slice(0, 2), reason: 'x' }, euOriginMessages.stagesMismatch],
      [
        { figures: [...proposedSubstance.slice(0, 2), { ...proposedSubstance[1]!, label: 'again' }] },
        euOriginMessages.stagesMismatch,
      ],
    ] as const) {
      const res = await post(
        staff,
        `/api/admin/substance/validate/${id}`,
        await fromStored(t, id, {
          ...body,
          status: 'COMPLETED',
          euOrigin,
        }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const bad = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, {
        ...body,
        status: 'COMPLETED',
        euOrigin: { figures: proposedSubstance.map((f) => ({ ...f, eu: 80, unknown: 30 })), reason: 'x' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(euOriginMessages.tooMuch);
    const seen = (await get(client.accessToken, `/api/substance/${id}`)).json();
    expect(seen.status).toBe('ONGOING');
    expect(seen.euOriginConfirmed).toBeUndefined();
  });

  it('stores nothing for a move to CHECK, and a client cannot write the figures itself', async () => {
    const { client, id, body } = await submitted('substance');
    const check = await post(
      staff,
      `/api/admin/substance/validate/${id}`,
      await fromStored(t, id, { ...body, status: 'CHECK' }),
    );
    expect(check.statusCode, check.body).toBe(200);
    const forged = { rulesVersion: 1, figures: [], proposed: [], overridden: false, reason: null };
    const saved = await post(
      client.accessToken,
      `/api/substance/update/${id}`,
      await fromStored(t, id, {
        ...body,
        euOriginConfirmed: { ...forged, confirmedAt: '2026-01-01', confirmedBy: 'me' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(client.accessToken, `/api/substance/${id}`)).json().euOriginConfirmed).toBeUndefined();
  });

  it('proposes a drug product’s figures per substance and for the product', async () => {
    const { client, id, body } = await submitted('origin');
    const res = await post(
      staff,
      `/api/admin/origin/validate/${id}`,
      await fromStored(t, id, { ...body, status: 'COMPLETED' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await get(client.accessToken, `/api/origin/${id}`)).json().euOriginConfirmed;
    const byKey = Object.fromEntries(
      stored.figures.map((f: { key: string; eu: number }) => [f.key, f.eu] as const),
    );
    // Formulation: France 80 % and Spain 20 %; packaging France; each route 33 %:
    // the product is (33 + 100 + 100) / 3 = 78 %.
    expect(byKey).toMatchObject({
      'api.0.finalStep': 100,
      'api.0.route': 33,
      'api.1.route': 33,
      activeSubstances: 33,
      formulation: 100,
      packaging: 100,
      product: 78,
    });
    expect(stored.figures.find((f: { key: string }) => f.key === 'api.1.route').label).toBe(
      'caffeine: synthetic route',
    );
  });
});

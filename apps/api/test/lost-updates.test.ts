import { serverMessages } from '@pharmatrace/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import {
  completeOrigin,
  completeSubstance,
  manufacturer,
  setProjectStatus,
  versionsOf,
} from './helpers/projects';
import {
  activatedSubUser,
  carbonWithoutProduction,
  clientIdOf,
  completeCarbon,
  insertProject,
  secondPart,
  staffLogin,
  uploadStructure,
} from './helpers/staff';

/**
 * Issue #22 'Lost updates' (decision 0027): every save of a stored project, client's and staff's,
 * names the revision it started from. Two saves from the same revision: the second answers 409
 * STALE_SAVE and writes nothing, so the first change survives. A save without one is refused.
 */

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, token, payload, headers });
const get = async (token: string, url: string) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const kinds = [
  { kind: 'ORIGIN', path: 'origin', nameField: 'drugProductName', name: 'Doliprane 500 mg' },
  { kind: 'SUBSTANCE', path: 'substance', nameField: 'inn', name: 'paracetamol' },
  { kind: 'CARBON', path: 'carbon', nameField: 'name', name: 'Ibuprofen API' },
] as const;
type Kind = (typeof kinds)[number];

const stale = {
  message: serverMessages.staleSave,
  code: 'STALE_SAVE',
  said: { key: 'server.staleSave', values: {} },
};

async function client() {
  const main = await registerConfirmedClient(t);
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

async function draftOf({ path, nameField, name }: Kind, token: string) {
  const res = await post(token, `/api/${path}/draft/create`, { [nameField]: name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; revision: number };
}

async function plantCount(clientId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(plants).where(eq(plants.clientId, clientId));
  return row!.n;
}

describe.each(kinds)('saves of a $path', (k) => {
  const { path, nameField } = k;
  const saveUrl = (id: string) => `/api/${path}/update/${id}`;

  it('answers the revision with the project, and every save moves it on', async () => {
    const main = await client();
    const { id, revision } = await draftOf(k, main.accessToken);
    expect(revision).toBe(0);
    expect((await get(main.accessToken, `/api/${path}/${id}`)).revision).toBe(0);
    const saved = await post(main.accessToken, saveUrl(id), { [nameField]: 'A', revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).toBe(1);
    expect((await get(main.accessToken, `/api/${path}/${id}`)).revision).toBe(1);
  });

  it('two tabs save from one revision: the second is 409 and the first change survives, untouched', async () => {
    const main = await client();
    const { id } = await draftOf(k, main.accessToken);
    const { revision } = await get(main.accessToken, `/api/${path}/${id}`);
    const tabA = await post(main.accessToken, saveUrl(id), { [nameField]: 'typed in tab A', revision });
    expect(tabA.statusCode, tabA.body).toBe(200);
    const plantsBefore = await plantCount(main.clientId);
    // Tab B also types a manufacturer: the stale save must not create its plant either.
    const tree = {
      id: 'substance_root',
      name: 'typed in tab B',
      manufacturers: [manufacturer('Tab B Chemicals', 'Gent', 'BE', 100)],
    };
    const tabB = await post(main.accessToken, saveUrl(id), {
      [nameField]: 'typed in tab B',
      ...(path === 'origin' ? { api: [{ inn: 'x', tree }] } : { tree }),
      revision,
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toEqual(stale);
    const stored = await get(main.accessToken, `/api/${path}/${id}`);
    expect(stored[nameField]).toBe('typed in tab A');
    expect(stored.revision).toBe(revision + 1);
    expect((await versionsOf(t, id)).map((v) => v.action)).toEqual(['draft.created', 'draft.saved']);
    expect(await plantCount(main.clientId)).toBe(plantsBefore);
  });

  it('the main user and a sub-user of the company: whoever saves second from the same revision gets 409', async () => {
    const main = await client();
    const sub = await activatedSubUser(t, main.accessToken);
    const { id } = await draftOf(k, main.accessToken);
    const { revision } = await get(sub, `/api/${path}/${id}`);
    expect((await post(sub, saveUrl(id), { [nameField]: 'by the sub-user', revision })).statusCode).toBe(200);
    const late = await post(main.accessToken, saveUrl(id), { [nameField]: 'by the main user', revision });
    expect(late.json()).toEqual(stale);
    // Read again, the main user saves on top of the sub-user's change.
    const again = await get(main.accessToken, `/api/${path}/${id}`);
    expect(again[nameField]).toBe('by the sub-user');
    const retried = await post(main.accessToken, saveUrl(id), {
      [nameField]: 'by the main user',
      revision: again.revision,
    });
    expect(retried.statusCode).toBe(200);
    expect((await get(sub, `/api/${path}/${id}`))[nameField]).toBe('by the main user');
  });

  it('two saves sent at once from one revision: exactly one lands, and it is what is stored', async () => {
    const main = await client();
    const { id, revision } = await draftOf(k, main.accessToken);
    const answers = await Promise.all(
      ['first', 'second'].map((name) => post(main.accessToken, saveUrl(id), { [nameField]: name, revision })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json()[nameField];
    expect((await get(main.accessToken, `/api/${path}/${id}`))[nameField]).toBe(winner);
    expect(await versionsOf(t, id)).toHaveLength(2);
  });

  it('the client and staff in CHECK: each refuses the other’s stale save, in both directions', async () => {
    const main = await client();
    const { id } = await draftOf(k, main.accessToken);
    await setProjectStatus(t, id, 'CHECK');
    const { revision } = await get(staff, `/api/admin/${path}/${id}`);
    expect((await get(main.accessToken, `/api/${path}/${id}`)).revision).toBe(revision);

    // Staff amend first: the client's save from the same revision would erase the amendment.
    const amended = await post(staff, `/api/admin/${path}/update/${id}`, {
      [nameField]: 'amended by staff',
      revision,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().revision).toBe(revision + 1);
    const clientSave = await post(main.accessToken, saveUrl(id), { [nameField]: 'client', revision });
    expect(clientSave.json()).toEqual(stale);

    // The client reads again and saves; now the staff screen opened before is the stale one.
    const clientAgain = await post(main.accessToken, saveUrl(id), {
      [nameField]: 'client on top of staff',
      revision: revision + 1,
    });
    expect(clientAgain.statusCode).toBe(200);
    const staffLate = await post(staff, `/api/admin/${path}/update/${id}`, {
      [nameField]: 'staff, stale',
      revision: revision + 1,
    });
    expect(staffLate.json()).toEqual(stale);
    const staffMove = await post(staff, `/api/admin/${path}/validate/${id}`, {
      [nameField]: 'staff, stale',
      status: 'CHECK',
      revision: revision + 1,
    });
    expect(staffMove.json()).toEqual(stale);
    const stored = await get(staff, `/api/admin/${path}/${id}`);
    expect(stored).toMatchObject({ [nameField]: 'client on top of staff', status: 'CHECK' });
    expect(stored.versions.map((v: { action: string }) => v.action)).toEqual([
      'draft.saved',
      'amended',
      'draft.created',
    ]);
  });

  it('two staff screens on one project: the second save is 409', async () => {
    const main = await client();
    const { id } = await draftOf(k, main.accessToken);
    await setProjectStatus(t, id, 'ONGOING');
    const other = await staffLogin(t);
    const { revision } = await get(staff, `/api/admin/${path}/${id}`);
    expect(
      (await post(staff, `/api/admin/${path}/update/${id}`, { [nameField]: 'one', revision })).statusCode,
    ).toBe(200);
    const second = await post(other, `/api/admin/${path}/update/${id}`, { [nameField]: 'two', revision });
    expect(second.json()).toEqual(stale);
  });
});

describe('submissions and staff moves name their revision too', () => {
  const completeOf = async (path: string, token: string) =>
    path === 'origin'
      ? completeOrigin()
      : path === 'substance'
        ? completeSubstance()
        : completeCarbon('Ibuprofen API', await uploadStructure(t, token));

  it.each(kinds)(
    '$path/validate/{id} from a stale revision is 409 and the draft stays a draft',
    async (k) => {
      const main = await client();
      const { id, revision } = await draftOf(k, main.accessToken);
      expect(
        (await post(main.accessToken, `/api/${k.path}/update/${id}`, { [k.nameField]: 'B', revision }))
          .statusCode,
      ).toBe(200);
      const sent = await post(main.accessToken, `/api/${k.path}/validate/${id}`, {
        ...(await completeOf(k.path, main.accessToken)),
        revision,
      });
      expect(sent.json()).toEqual(stale);
      expect((await get(main.accessToken, `/api/${k.path}/${id}`)).status).toBe('DRAFT');
    },
  );

  it('a replayed keyed submission still replays, though its revision is no longer current', async () => {
    const main = await client();
    const { id, revision } = await draftOf(kinds[1], main.accessToken);
    const body = { ...completeSubstance(), revision };
    const key = { 'idempotency-key': 'submit-once' };
    const first = await post(main.accessToken, `/api/substance/validate/${id}`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().revision).toBe(revision + 1);
    const replay = await post(main.accessToken, `/api/substance/validate/${id}`, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The same key with the new revision is another request: refused, not run.
    const other = await post(
      main.accessToken,
      `/api/substance/validate/${id}`,
      { ...body, revision: 1 },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect((await versionsOf(t, id)).map((v) => v.action)).toEqual(['draft.created', 'submit']);
  });

  it('a footprint without production data, client and staff', async () => {
    const main = await client();
    const { id, revision } = await draftOf(kinds[2], main.accessToken);
    await post(main.accessToken, `/api/carbon/update/${id}`, { name: 'moved on', revision });
    const clientSent = await post(main.accessToken, `/api/carbon/validate_without_production/${id}`, {
      ...carbonWithoutProduction('Aspirin API'),
      revision,
    });
    expect(clientSent.json()).toEqual(stale);
    const sent = await post(main.accessToken, `/api/carbon/validate_without_production/${id}`, {
      ...carbonWithoutProduction('Aspirin API'),
      revision: revision + 1,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const staffStale = await post(staff, `/api/admin/carbon/validate_without_production/${id}`, {
      ...carbonWithoutProduction('Aspirin API'),
      revision: revision + 1,
    });
    expect(staffStale.json()).toEqual(stale);
    const staffDone = await post(staff, `/api/admin/carbon/validate_without_production/${id}`, {
      ...carbonWithoutProduction('Aspirin API'),
      revision: sent.json().revision,
    });
    expect(staffDone.json().status).toBe('COMPLETED');
  });
});

describe('the second part', () => {
  async function secondPartOf(status: 'DRAFT2' | 'CHECK2' | 'ONGOING2') {
    const main = await client();
    const id = await insertProject(t, {
      clientId: main.clientId,
      kind: 'CARBON',
      status,
      name: 'Ibuprofen API',
      document: completeCarbon('Ibuprofen API', await uploadStructure(t, main.accessToken)),
    });
    return { main, id };
  }

  it('a sub-user’s autosave and the main user’s: the second from one revision is 409', async () => {
    const { main, id } = await secondPartOf('DRAFT2');
    const sub = await activatedSubUser(t, main.accessToken);
    const { revision } = await get(sub, `/api/carbon/second_part/${id}`);
    const first = await post(sub, `/api/carbon/second_part/update/${id}`, { ...secondPart('100'), revision });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      ...secondPart('999'),
      revision,
    });
    expect(second.json()).toEqual(stale);
    expect((await get(main.accessToken, `/api/carbon/second_part/${id}`)).substances[0].weightPerBatch).toBe(
      '100',
    );
  });

  it('staff and the client in CHECK2, both ways, and the staff move', async () => {
    const { main, id } = await secondPartOf('CHECK2');
    const { revision } = await get(main.accessToken, `/api/carbon/second_part/${id}`);
    const clientSave = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      ...secondPart('100'),
      revision,
    });
    expect(clientSave.statusCode).toBe(200);
    const staffSave = await post(staff, `/api/admin/carbon/second_part/update/${id}`, {
      ...secondPart('5'),
      revision,
    });
    expect(staffSave.json()).toEqual(stale);
    const staffMove = await post(staff, `/api/admin/carbon/second_part/validate/${id}`, {
      ...secondPart('5'),
      status: 'CHECK2',
      revision,
    });
    expect(staffMove.json()).toEqual(stale);
    const amended = await post(staff, `/api/admin/carbon/second_part/update/${id}`, {
      ...secondPart('5'),
      revision: revision + 1,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const clientLate = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      ...secondPart('100'),
      revision: revision + 1,
    });
    expect(clientLate.json()).toEqual(stale);
    expect((await get(main.accessToken, `/api/carbon/second_part/${id}`)).substances[0].weightPerBatch).toBe(
      '5',
    );
  });
});

describe('a save without its revision is refused (400)', () => {
  it.each([
    ['client', 'substance/update/{id}', { inn: 'x' }],
    ['client', 'substance/validate/{id}', completeSubstance()],
    ['client', 'origin/update/{id}', { drugProductName: 'x' }],
    ['client', 'origin/validate/{id}', completeOrigin()],
    ['client', 'carbon/update/{id}', { name: 'x' }],
    ['client', 'carbon/validate/{id}', completeCarbon('x', 'key')],
    ['client', 'carbon/validate_without_production/{id}', carbonWithoutProduction('x')],
    ['client', 'carbon/second_part/update/{id}', secondPart()],
    ['client', 'carbon/second_part/validate/{id}', secondPart()],
    ['staff', 'admin/substance/update/{id}', { inn: 'x' }],
    ['staff', 'admin/substance/validate/{id}', { inn: 'x', status: 'CHECK' }],
    ['staff', 'admin/origin/update/{id}', { drugProductName: 'x' }],
    ['staff', 'admin/origin/validate/{id}', { drugProductName: 'x', status: 'CHECK' }],
    ['staff', 'admin/carbon/update/{id}', { name: 'x' }],
    ['staff', 'admin/carbon/validate/{id}', { name: 'x', status: 'CHECK' }],
    ['staff', 'admin/carbon/second_part/update/{id}', secondPart()],
    ['staff', 'admin/carbon/second_part/validate/{id}', { ...secondPart(), status: 'CHECK2' }],
    ['staff', 'admin/carbon/validate_without_production/{id}', carbonWithoutProduction('x')],
  ] as const)('%s %s', async (who, call, body) => {
    const main = await client();
    const token = who === 'staff' ? staff : main.accessToken;
    const path = call.replace(/^admin\//, '').split('/')[0]!;
    const id = (await draftOf(kinds.find((k) => k.path === path)!, main.accessToken)).id;
    const url = `/api/${call.replace('{id}', id)}`;
    for (const revision of [undefined, '0', -1, 0.5]) {
      const res = await post(token, url, revision === undefined ? body : { ...body, revision });
      expect(res.statusCode, `${revision}`).toBe(400);
      expect(res.json()).toMatchObject({
        message: serverMessages.revisionMissing,
        code: 'VALIDATION_ERROR',
        fields: { revision: serverMessages.revisionMissing },
      });
    }
    expect(await versionsOf(t, id)).toHaveLength(1);
  });
});

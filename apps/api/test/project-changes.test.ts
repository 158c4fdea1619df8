import { changeLabelIn } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { chemicalNode, completeSubstance, fromStored, manufacturer } from './helpers/projects';
import { staffLogin } from './helpers/staff';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, token, payload });
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });

/** A substance the client sent, then amended twice by staff: a percentage, then a new precursor and 'Save as Check'. */
async function amendedSubstance() {
  const client = await registerConfirmedClient(t);
  const created = await post(client.accessToken, '/api/substance/create', completeSubstance());
  const { id, inn, cas, codeHs, type, tree } = created.json();
  // The stored tree: node ids are what changes are matched by.
  const document = { inn, cas, codeHs, type, tree } as ReturnType<typeof completeSubstance>;
  document.tree.manufacturers = [
    manufacturer('Pharma Synthèse', 'Lyon', 'FR', 60),
    manufacturer('Chimica Lombarda', 'Milano', 'IT', 40),
  ];
  expect(
    (await post(staff, `/api/admin/substance/update/${id}`, await fromStored(t, id, document))).statusCode,
  ).toBe(200);
  const withPrecursor = structuredClone(document);
  withPrecursor.tree.children[0]!.children.push({
    ...chemicalNode('phenol', { manufacturers: [manufacturer('Phenol Werke', 'Leuna', 'DE', 100)] }),
    id: 'substance_phenol',
  });
  const checked = await post(
    staff,
    `/api/admin/substance/validate/${id}`,
    await fromStored(t, id, {
      ...withPrecursor,
      status: 'CHECK',
    }),
  );
  expect(checked.statusCode, checked.body).toBe(200);
  return { client, id, document: withPrecursor };
}

describe('GET /api/{kind}/{id}/changes', () => {
  it('is empty right after the client’s submission', async () => {
    const client = await registerConfirmedClient(t);
    const created = await post(client.accessToken, '/api/substance/create', completeSubstance());
    const res = await get(client.accessToken, `/api/substance/${created.json().id}/changes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      since: { version: 1, createdAt: expect.any(String) },
      amendments: [],
      changes: [],
      total: 0,
    });
  });

  it('lists what the provider changed since the submission, over all its versions, old value beside new', async () => {
    const { client, id } = await amendedSubstance();
    const res = await get(client.accessToken, `/api/substance/${id}/changes`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.since.version).toBe(1);
    expect(
      body.amendments.map((a: { version: number; action: string }) => `${a.version} ${a.action}`),
    ).toEqual(['2 amended', '3 askClientToCheck']);
    expect(body.total).toBe(4);
    expect(body.changes).toEqual([
      {
        change: 'changed',
        path: 'tree.manufacturers.0.percentage',
        label: 'Synthetic route › paracetamol › Manufacturer #1 › Percentage',
        labelParts: [
          { key: 'labels.changes.syntheticRoute' },
          { text: 'paracetamol' },
          { key: 'tree.manufacturer', values: { number: '1' } },
          { key: 'tree.percentage' },
        ],
        nodeId: 'substance_root',
        before: 70,
        after: 60,
      },
      {
        change: 'changed',
        path: 'tree.manufacturers.1.percentage',
        label: 'Synthetic route › paracetamol › Manufacturer #2 › Percentage',
        labelParts: [
          { key: 'labels.changes.syntheticRoute' },
          { text: 'paracetamol' },
          { key: 'tree.manufacturer', values: { number: '2' } },
          { key: 'tree.percentage' },
        ],
        nodeId: 'substance_root',
        before: 30,
        after: 40,
      },
      {
        change: 'added',
        path: 'tree.children.0.children.1',
        label: 'Synthetic route › phenol',
        labelParts: [{ key: 'labels.changes.syntheticRoute' }, { text: 'phenol' }],
        nodeId: 'substance_phenol',
        before: null,
        after: 'phenol',
        // A node's name as a value goes as parts too (issue #27): typed, so shown as typed.
        afterParts: [{ text: 'phenol' }],
      },
      {
        change: 'added',
        path: 'tree.children.0.children.1.manufacturers.0',
        label: 'Synthetic route › phenol › Manufacturer #1',
        labelParts: [
          { key: 'labels.changes.syntheticRoute' },
          { text: 'phenol' },
          { key: 'tree.manufacturer', values: { number: '1' } },
        ],
        nodeId: 'substance_phenol',
        before: null,
        after: 'Phenol Werke, Leuna (DE), 100 %',
      },
    ]);
    // Each piece of a place comes over the wire apart, so a French screen translates it (issue #27).
    expect(changeLabelIn('fr', body.changes[1].labelParts)).toBe(
      'Voie de synthèse › paracetamol › Fabricant n° 2 › Pourcentage',
    );
    // The staff names stay with the provider.
    expect(JSON.stringify(body)).not.toContain('Pharmatrace staff');
  });

  it('leaves out the client’s own saves, and is empty again once the client accepts the amendments', async () => {
    const { client, id, document } = await amendedSubstance();
    const edited = structuredClone(document);
    edited.tree.children[0]!.cas = '123-30-9';
    expect(
      (await post(client.accessToken, `/api/substance/update/${id}`, await fromStored(t, id, edited)))
        .statusCode,
    ).toBe(200);
    const pending = (await get(client.accessToken, `/api/substance/${id}/changes`)).json();
    expect(pending.total).toBe(4);
    expect(pending.changes.map((c: { path: string }) => c.path)).not.toContain('tree.children.0.cas');

    const accepted = await post(
      client.accessToken,
      `/api/substance/validate/${id}`,
      await fromStored(t, id, edited),
    );
    expect(accepted.json().status).toBe('ONGOING');
    const after = (await get(client.accessToken, `/api/substance/${id}/changes`)).json();
    expect(after).toMatchObject({ since: { version: 5 }, amendments: [], changes: [], total: 0 });
  });

  it('is empty for a draft never submitted, 404 for another client, 403 for staff, 401 anonymous', async () => {
    const client = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const draft = await post(client.accessToken, '/api/carbon/draft/create', { name: 'Draft' });
    const url = `/api/carbon/${draft.json().id}/changes`;
    expect((await get(client.accessToken, url)).json()).toEqual({
      since: null,
      amendments: [],
      changes: [],
      total: 0,
    });
    expect((await get(other.accessToken, url)).statusCode).toBe(404);
    expect((await get(client.accessToken, `/api/origin/${draft.json().id}/changes`)).statusCode).toBe(404);
    expect((await get(client.accessToken, '/api/carbon/nope/changes')).statusCode).toBe(404);
    expect((await get(staff, url)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/{kind}/{id}/versions/{version}/changes', () => {
  it('compares a version with the one before, naming who wrote it and when', async () => {
    const { id } = await amendedSubstance();
    const res = await get(staff, `/api/admin/substance/${id}/versions/2/changes`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toEqual({
      version: 2,
      action: 'amended',
      statusBefore: 'ONGOING',
      statusAfter: 'ONGOING',
      author: { id: expect.any(String), name: 'Pharmatrace staff', role: 'STAFF' },
      createdAt: expect.any(String),
    });
    expect(body.previousVersion).toBe(1);
    expect(
      body.changes.map((c: { path: string; before: number; after: number }) => [c.path, c.before, c.after]),
    ).toEqual([
      ['tree.manufacturers.0.percentage', 70, 60],
      ['tree.manufacturers.1.percentage', 30, 40],
    ]);
    const third = (await get(staff, `/api/admin/substance/${id}/versions/3/changes`)).json();
    expect(third.version).toMatchObject({ action: 'askClientToCheck', statusAfter: 'CHECK' });
    expect(third.changes.map((c: { label: string }) => c.label)).toEqual([
      'Synthetic route › phenol',
      'Synthetic route › phenol › Manufacturer #1',
    ]);
  });

  it('lists the first version against an empty document, and answers 404 and 400 for unknown versions', async () => {
    const { id } = await amendedSubstance();
    const first = (await get(staff, `/api/admin/substance/${id}/versions/1/changes`)).json();
    expect(first.previousVersion).toBeNull();
    expect(first.version.author).toMatchObject({ name: 'Jane Doe', role: 'MAIN' });
    expect(first.changes.every((c: { change: string }) => c.change === 'added')).toBe(true);
    expect(first.changes[0]).toMatchObject({ path: 'inn', label: 'INN', after: 'paracetamol' });
    expect((await get(staff, `/api/admin/substance/${id}/versions/9/changes`)).statusCode).toBe(404);
    expect((await get(staff, `/api/admin/origin/${id}/versions/1/changes`)).statusCode).toBe(404);
    expect((await get(staff, `/api/admin/substance/${id}/versions/zero/changes`)).statusCode).toBe(400);
  });
});

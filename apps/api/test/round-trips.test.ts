import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeOrigin, completeSubstance, setProjectStatus } from './helpers/projects';
import { clientIdOf, completeCarbon, secondPart, staffLogin, uploadStructure } from './helpers/staff';

/**
 * Issue #22 'Round trips': for every kind, client and staff, a GET followed by a POST of the same
 * answer succeeds and changes nothing but the revision (and the time of the change). GET
 * admin/carbon/{id} used to answer the client's plant options under `plants`, the footprint's own
 * field, so posting it back was a 400; they are `plantOptions` now.
 */

let t: TestApp;
let staff: string;
let main: { accessToken: string; email: string };
let plantId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  plantId = 'plant_round_trip';
  await t.database.db.insert(plants).values({
    id: plantId,
    clientId: await clientIdOf(t, main.email),
    companyName: 'Pharma Synthèse',
    city: 'Lyon',
    countryId: 'FR',
  });
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, token, payload });
async function get(token: string, url: string) {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { revision: number };
}

/** What may differ after a save of the same document: the revision, when, and the history that records it. */
function unchangedPart({ revision, updatedAt, versions, ...rest }: Record<string, unknown>) {
  return rest;
}

/** A footprint with everything a first part holds, and a second part (plants, a reaction) too. */
async function fullCarbon() {
  const [entry] = secondPart().substances;
  return {
    ...completeCarbon('Ibuprofen API', await uploadStructure(t, main.accessToken)),
    nameOfSupplier: 'Bulk Chem Ltd',
    productionCountry: 'IN',
    reportDataComments: 'Batch records of 2025',
    plants: [plantId],
    substances: [{ ...entry, linkedWithPlant: plantId }],
    wizardStep: 3,
  };
}

const kinds = [
  { path: 'origin', document: async () => ({ ...completeOrigin(), wizardStep: 2 }) },
  { path: 'substance', document: async () => ({ ...completeSubstance(), wizardStep: 1 }) },
  { path: 'carbon', document: fullCarbon },
] as const;

async function draft(path: string, document: object) {
  const res = await post(main.accessToken, `/api/${path}/draft/create`, document);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function expectRoundTrip(token: string, read: string, write: string, extra: object = {}) {
  const before = await get(token, read);
  const saved = await post(token, write, { ...before, ...extra });
  expect(saved.statusCode, saved.body).toBe(200);
  const after = await get(token, read);
  expect(after.revision).toBe(before.revision + 1);
  // A move changes what it names (the status), and nothing else.
  expect(unchangedPart({ ...after, ...extra })).toEqual(unchangedPart({ ...before, ...extra }));
  expect(after).toMatchObject(extra);
  return after;
}

describe.each(kinds)('$path: GET then POST of the same answer', ({ path, document }) => {
  it('the client: GET {kind}/{id}, then POST {kind}/update/{id}', async () => {
    const id = await draft(path, await document());
    await expectRoundTrip(main.accessToken, `/api/${path}/${id}`, `/api/${path}/update/${id}`);
  });

  it('staff: GET admin/{kind}/{id}, then POST admin/{kind}/update/{id} and a Save as Check', async () => {
    const id = await draft(path, await document());
    await setProjectStatus(t, id, 'ONGOING');
    const amended = await expectRoundTrip(
      staff,
      `/api/admin/${path}/${id}`,
      `/api/admin/${path}/update/${id}`,
    );
    expect(amended.plantOptions).toEqual(expect.arrayContaining([expect.objectContaining({ id: plantId })]));
    if (path === 'carbon') expect(amended.plants).toEqual([plantId]);
    await expectRoundTrip(staff, `/api/admin/${path}/${id}`, `/api/admin/${path}/validate/${id}`, {
      status: 'CHECK',
    });
  });
});

describe("a footprint's second part: GET then POST of the same answer", () => {
  async function inStatus(status: 'DRAFT2' | 'ONGOING2') {
    const id = await draft('carbon', await fullCarbon());
    await setProjectStatus(t, id, status);
    return id;
  }

  it('the client: GET carbon/second_part/{id}, then POST carbon/second_part/update/{id}', async () => {
    const id = await inStatus('DRAFT2');
    const after = await expectRoundTrip(
      main.accessToken,
      `/api/carbon/second_part/${id}`,
      `/api/carbon/second_part/update/${id}`,
    );
    expect(after.plants).toEqual([plantId]);
  });

  it('staff: GET admin/carbon/second_part/{id}, then POST admin/carbon/second_part/update/{id}', async () => {
    const id = await inStatus('ONGOING2');
    const after = await expectRoundTrip(
      staff,
      `/api/admin/carbon/second_part/${id}`,
      `/api/admin/carbon/second_part/update/${id}`,
    );
    expect(after.plants).toEqual([plantId]);
  });
});

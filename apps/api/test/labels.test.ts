import { messages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import {
  completeOrigin,
  completeSubstance,
  completeTree,
  fromStored,
  manufacturer,
  setProjectStatus,
  versionsOf,
} from './helpers/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(token: string, url: string, payload: unknown) {
  return t.request({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
}

describe('POST /api/substance/create', () => {
  it('sends a complete substance label to the provider as ONGOING, with a version row', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/substance/create', completeSubstance());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ inn: 'paracetamol', codeHs: '29242930', status: 'ONGOING' });
    // The root is the product itself (spec 001 §2).
    expect(body.tree).toMatchObject({ name: 'paracetamol', cas: '103-90-2', type: 'CHEMICAL' });
    const versions = await versionsOf(t, body.id);
    expect(versions.map((v) => [v.action, v.statusBefore, v.statusAfter])).toEqual([
      ['submit', null, 'ONGOING'],
    ]);
    const list = (await t.request({ method: 'GET', url: '/api/substance', token: main.accessToken })).json();
    expect(list).toMatchObject([{ id: body.id, inn: 'paracetamol', status: 'ONGOING' }]);
  });

  it.each([
    ['2924', messages.label.hsCodeTooShort],
    ['29242A', messages.label.hsCodeDigitsOnly],
    ['', messages.label.hsCodeEmpty],
  ])('refuses the HS code %j with the spec message', async (codeHs, message) => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/substance/create', { ...completeSubstance(), codeHs });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.codeHs).toBe(message);
  });

  it('refuses a tree whose manufacturers do not total 100', async () => {
    const main = await registerConfirmedClient(t);
    const tree = completeTree('paracetamol');
    tree.manufacturers = [manufacturer('A', 'Lyon', 'FR', 60), manufacturer('B', 'Rome', 'IT', 30)];
    const res = await post(main.accessToken, '/api/substance/create', { ...completeSubstance(), tree });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['tree.manufacturers']).toBe(messages.percentage.totalNot100);
  });

  it('refuses a precursor without its CAS number, pointing at the node', async () => {
    const main = await registerConfirmedClient(t);
    const tree = completeTree('paracetamol');
    (tree.children[0] as { cas?: string }).cas = '';
    const res = await post(main.accessToken, '/api/substance/create', { ...completeSubstance(), tree });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['tree.children.0.cas']).toBe(messages.tree.casEmpty);
  });

  it('refuses an unknown country in a manufacturer block', async () => {
    const main = await registerConfirmedClient(t);
    const tree = completeTree('paracetamol');
    tree.manufacturers = [manufacturer('A', 'Atlantis', 'XX', 100)];
    const res = await post(main.accessToken, '/api/substance/create', { ...completeSubstance(), tree });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['tree.manufacturers.0.countryId']).toBe('Unknown country');
  });
});

describe('POST /api/origin/create', () => {
  it('sends a drug product with two substances, storing its production countries by type', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/origin/create', completeOrigin());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('ONGOING');
    expect(body.api.map((api: { inn: string; tree: { name: string } }) => [api.inn, api.tree.name])).toEqual([
      ['paracetamol', 'paracetamol'],
      ['caffeine', 'caffeine'],
    ]);
    expect(body.productionCountriesDrugFormulation).toEqual([
      { countryId: 'FR', percentage: 80 },
      { countryId: 'ES', percentage: 20 },
    ]);
  });

  it('refuses production countries that do not total 100', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/origin/create', {
      ...completeOrigin(),
      productionCountriesPrimaryPackaging: [
        { countryId: 'FR', percentage: 50 },
        { countryId: 'DE', percentage: 40 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.productionCountriesPrimaryPackaging).toBe(messages.percentage.totalNot100);
  });

  it('refuses more than three production countries and an empty list', async () => {
    const main = await registerConfirmedClient(t);
    const four = ['FR', 'DE', 'IT', 'ES'].map((countryId) => ({ countryId, percentage: 25 }));
    const res = await post(main.accessToken, '/api/origin/create', {
      ...completeOrigin(),
      productionCountriesDrugFormulation: four,
      productionCountriesPrimaryPackaging: [],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['productionCountriesDrugFormulation', 'productionCountriesPrimaryPackaging']),
    );
  });

  it('turns the plants typed in every tree into plants of the client, once each', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/origin/create', completeOrigin());
    expect(res.statusCode).toBe(201);
    const plants = (await t.request({ method: 'GET', url: '/api/plant', token: main.accessToken })).json();
    // Both trees name the same four sites: Lyon, Milano, Hyderabad, Shanghai.
    expect(plants.map((p: { city: string }) => p.city).sort()).toEqual([
      'Hyderabad',
      'Lyon',
      'Milano',
      'Shanghai',
    ]);
    const ids = new Set(plants.map((p: { id: string }) => p.id));
    for (const api of res.json().api) {
      for (const m of api.tree.manufacturers) expect(ids.has(m.plantId)).toBe(true);
    }
  });

  it('never lets a manufacturer block point at another client’s plant', async () => {
    const other = await registerConfirmedClient(t);
    const foreign = (
      await post(other.accessToken, '/api/plant/create', {
        companyName: 'Secret Site',
        reportingYear: 2025,
        countryId: 'DE',
        city: 'Berlin',
      })
    ).json();
    const main = await registerConfirmedClient(t);
    const tree = completeTree('paracetamol');
    tree.manufacturers = [{ ...manufacturer('Mine', 'Lyon', 'FR', 100), plantId: foreign.id } as never];
    const res = await post(main.accessToken, '/api/substance/draft/create', { inn: 'paracetamol', tree });
    expect(res.statusCode).toBe(201);
    expect(res.json().tree.manufacturers[0].plantId).not.toBe(foreign.id);
    const incomplete = await post(main.accessToken, '/api/substance/draft/create', {
      inn: 'paracetamol',
      tree: { id: 'substance_root', manufacturers: [{ plantId: foreign.id, percentage: 100 }] },
    });
    expect(incomplete.json().tree.manufacturers[0].plantId).toBeNull();
  });
});

describe.each([
  ['substance', completeSubstance, 'inn'],
  ['origin', completeOrigin, 'drugProductName'],
] as const)('the %s status rules', (path, complete, nameField) => {
  async function draft(token: string) {
    const res = await post(token, `/api/${path}/draft/create`, { [nameField]: 'draft one' });
    return res.json().id as string;
  }

  it('validate/{id} moves a DRAFT to ONGOING, saving the whole form', async () => {
    const main = await registerConfirmedClient(t);
    const id = await draft(main.accessToken);
    const res = await post(
      main.accessToken,
      `/api/${path}/validate/${id}`,
      await fromStored(t, id, complete()),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ONGOING');
    expect(res.json()[nameField]).toBe(complete()[nameField as keyof ReturnType<typeof complete>]);
    expect((await versionsOf(t, id)).map((v) => v.statusAfter)).toEqual(['DRAFT', 'ONGOING']);
  });

  it('lets the client save and then accept amendments in CHECK (CHECK → ONGOING)', async () => {
    const main = await registerConfirmedClient(t);
    const id = await draft(main.accessToken);
    await setProjectStatus(t, id, 'CHECK');
    const saved = await post(
      main.accessToken,
      `/api/${path}/update/${id}`,
      await fromStored(t, id, { [nameField]: 'checked' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().status).toBe('CHECK');
    const res = await post(
      main.accessToken,
      `/api/${path}/validate/${id}`,
      await fromStored(t, id, complete()),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ONGOING');
    const versions = await versionsOf(t, id);
    expect(versions.at(-1)).toMatchObject({
      action: 'acceptAmendments',
      statusBefore: 'CHECK',
      statusAfter: 'ONGOING',
    });
  });

  it.each(['ONGOING', 'COMPLETED'] as const)(
    'answers 409 to an update, a validation or a delete in %s',
    async (status) => {
      const main = await registerConfirmedClient(t);
      const id = await draft(main.accessToken);
      await setProjectStatus(t, id, status);
      const update = await post(
        main.accessToken,
        `/api/${path}/update/${id}`,
        await fromStored(t, id, { [nameField]: 'late' }),
      );
      const validate = await post(
        main.accessToken,
        `/api/${path}/validate/${id}`,
        await fromStored(t, id, complete()),
      );
      const remove = await t.request({
        method: 'DELETE',
        url: `/api/${path}/${id}`,
        token: main.accessToken,
      });
      expect([update.statusCode, validate.statusCode, remove.statusCode]).toEqual([409, 409, 409]);
      const stored = (
        await t.request({ method: 'GET', url: `/api/${path}/${id}`, token: main.accessToken })
      ).json();
      expect(stored).toMatchObject({ [nameField]: 'draft one', status });
    },
  );

  it('refuses to delete a project in CHECK (only a draft can be deleted, spec 000 §4)', async () => {
    const main = await registerConfirmedClient(t);
    const id = await draft(main.accessToken);
    await setProjectStatus(t, id, 'CHECK');
    const res = await t.request({ method: 'DELETE', url: `/api/${path}/${id}`, token: main.accessToken });
    expect(res.statusCode).toBe(409);
  });

  it('keeps the step the wizard reached with the draft', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, `/api/${path}/draft/create`, {
      [nameField]: 'x',
      wizardStep: 2,
    });
    expect(res.json().wizardStep).toBe(2);
  });

  it('never lets another client validate it (404)', async () => {
    const owner = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const id = await draft(owner.accessToken);
    const res = await post(
      other.accessToken,
      `/api/${path}/validate/${id}`,
      await fromStored(t, id, complete()),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/carbon/create_without_production', () => {
  it('sends step 1 of a footprint without production data as ONGOING', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/carbon/create_without_production', {
      name: 'Ibuprofen API',
      cas: '15687-27-1',
      reactionNumber: 3,
      reactionNumberWithInformation: 1,
      reactionNumberWithoutInformation: 2,
      nameOfSupplier: 'BASF',
      productionCountry: 'DE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ibuprofen API', nameOfSupplier: 'BASF', status: 'ONGOING' });
  });

  it('refuses counters whose sum is wrong (3 ≠ 1 + 1) with the spec message', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/carbon/create_without_production', {
      name: 'Ibuprofen API',
      cas: '15687-27-1',
      reactionNumber: 3,
      reactionNumberWithInformation: 1,
      reactionNumberWithoutInformation: 1,
      nameOfSupplier: 'BASF',
      productionCountry: 'DE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.reactionNumber).toBe(messages.footprint.stepsSum);
  });
});

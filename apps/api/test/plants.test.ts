import { MAX_NEW_PLANTS_PER_SAVE, MAX_PLANTS_PER_CLIENT, serverMessages } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../src/db/schema';
import { inviteActiveSubUser, registerConfirmedClient, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { manufacturer } from './helpers/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fullPlant = {
  companyName: 'Acme Chemicals',
  reportingYear: 2025,
  countryId: 'FR',
  city: 'Lyon',
  comments: 'Main API site',
  employees: '250',
  capex: { value: '12.5', unit: 'Million €' },
  coolingWater: { value: 1200, unit: 'm3' },
  energyConsumption: {
    Electricity: { value: '3400', unit: 'MWh' },
    NaturalGas: { value: '', unit: 'MWh' },
    Coal: { value: null, unit: 'MWh' },
    FuelOil: { value: 1000, unit: 'Litres' },
    Gasoline: { value: null, unit: 'Litres' },
    Steam: { value: 50, unit: 'Tons' },
    Heat: { value: null, unit: 'MJ' },
    LiquidNitrogen: { value: 3, unit: 'Tons' },
  },
  energyProduction: { value: null, unit: 'MWh' },
  scope1: { value: '800', unit: 'TonsCO2eq' },
  scope2: { value: 450, unit: 'TonsCO2eq' },
  productionFPValue: 12,
  productionIntFPValue: '',
  refrigerantGases: [{ value: '20', type: 'R-410A' }],
  volatileOrganicCompounds: [{ name: 'Toluene', quantity: '1.5' }],
};

describe('plants', () => {
  it('creates a plant with every field, turning numbers typed as text into numbers and empties into null', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: fullPlant,
    });
    expect(res.statusCode).toBe(201);
    const plant = res.json();
    expect(plant.id).toMatch(/^plant_/);
    expect(plant).toMatchObject({
      companyName: 'Acme Chemicals',
      reportingYear: 2025,
      countryId: 'FR',
      country: { name: 'France' },
      city: 'Lyon',
      employees: 250,
      capex: { value: 12.5, unit: 'Million €' },
      energyConsumption: {
        Electricity: { value: 3400, unit: 'MWh' },
        NaturalGas: { value: null, unit: 'MWh' },
      },
      scope1: { value: 800, unit: 'TonsCO2eq' },
      productionIntFPValue: null,
      refrigerantGases: [{ value: 20, type: 'R-410A' }],
      volatileOrganicCompounds: [{ name: 'Toluene', quantity: 1.5 }],
    });

    const read = await t.request({ method: 'GET', url: `/api/plant/${plant.id}`, token: main.accessToken });
    expect(read.json()).toEqual(plant);
    const list = await t.request({ method: 'GET', url: '/api/plant', token: main.accessToken });
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([plant.id]);
  });

  it('updates a plant', async () => {
    const main = await registerConfirmedClient(t);
    const plant = (
      await t.request({
        method: 'POST',
        url: '/api/plant/create',
        token: main.accessToken,
        payload: fullPlant,
      })
    ).json();
    const res = await t.request({
      method: 'POST',
      url: `/api/plant/update/${plant.id}`,
      token: main.accessToken,
      payload: { ...fullPlant, city: 'Grenoble', scope2: { value: null, unit: 'KgCO2eq' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Grenoble', scope2: { value: null, unit: 'KgCO2eq' } });
  });

  it('refuses missing fields and non-numbers with the spec messages', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: {
        ...fullPlant,
        companyName: '',
        city: '',
        countryId: '',
        reportingYear: '',
        employees: 'many',
        energyConsumption: { ...fullPlant.energyConsumption, Electricity: { value: 'lots', unit: 'MWh' } },
        refrigerantGases: [{ value: 'x', type: 'R-410A' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      companyName: "Company name can't be empty",
      city: "City can't be empty",
      countryId: "Country can't be empty",
      reportingYear: "Reporting year can't be empty",
      employees: 'Number of employees must be a number',
      'energyConsumption.Electricity.value': 'Electricity must be a number',
      'refrigerantGases.0.value': 'Annual leakage/recharge must be a number',
    });
  });

  it('refuses a number written with a decimal comma, naming the field, and stores nothing (decision 0060)', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: {
        ...fullPlant,
        companyName: 'Comma Chemicals',
        capex: { value: '109,13', unit: 'Million €' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'capex.value': 'Capex must be a number' });
    const list = await t.request({ method: 'GET', url: '/api/plant', token: main.accessToken });
    expect(JSON.stringify(list.json())).not.toContain('Comma Chemicals');
  });

  it('creates a plant from its four required fields alone: the rest reads back empty with its default unit', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: { companyName: 'Minimal Pharma', reportingYear: 2024, countryId: 'DE', city: 'Köln' },
    });
    expect(res.statusCode).toBe(201);
    const read = (
      await t.request({ method: 'GET', url: `/api/plant/${res.json().id}`, token: main.accessToken })
    ).json();
    expect(read).toMatchObject({
      companyName: 'Minimal Pharma',
      comments: '',
      employees: null,
      capex: { value: null, unit: 'Million €' },
      coolingWater: { value: null, unit: 'm3' },
      energyConsumption: {
        Electricity: { value: null, unit: 'MWh' },
        NaturalGas: { value: null, unit: 'MWh' },
        Coal: { value: null, unit: 'MWh' },
        FuelOil: { value: null, unit: 'Litres' },
        Gasoline: { value: null, unit: 'Litres' },
        Steam: { value: null, unit: 'Tons' },
        Heat: { value: null, unit: 'MJ' },
        LiquidNitrogen: { value: null, unit: 'Tons' },
      },
      energyProduction: { value: null, unit: 'MWh' },
      scope1: { value: null, unit: 'TonsCO2eq' },
      scope2: { value: null, unit: 'TonsCO2eq' },
      productionFPValue: null,
      productionIntFPValue: null,
      refrigerantGases: [],
      volatileOrganicCompounds: [],
    });

    // Part of a group may be left out too: the other energy sources keep their default units.
    const partial = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: {
        companyName: 'Partial Pharma',
        reportingYear: 2024,
        countryId: 'DE',
        city: 'Bonn',
        capex: { value: 3 },
        energyConsumption: { Coal: { value: '7', unit: 'GJ' } },
        refrigerantGases: [{ value: 2 }],
      },
    });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({
      capex: { value: 3, unit: 'Million €' },
      energyConsumption: { Coal: { value: 7, unit: 'GJ' }, Electricity: { value: null, unit: 'MWh' } },
      refrigerantGases: [{ value: 2, type: '' }],
    });
  });

  it('refuses negative quantities and a part of an employee, each with its own message', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: {
        ...fullPlant,
        employees: '12.7',
        scope1: { value: -800, unit: 'TonsCO2eq' },
        energyConsumption: { ...fullPlant.energyConsumption, Coal: { value: '-1', unit: 'MWh' } },
        productionFPValue: '-2',
        volatileOrganicCompounds: [{ name: 'Toluene', quantity: -1.5 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      employees: 'Number of employees must be a whole number',
      'scope1.value': "Scope 1 can't be negative",
      'energyConsumption.Coal.value': "Coal can't be negative",
      productionFPValue: "The volume can't be negative",
      'volatileOrganicCompounds.0.quantity': "Tons per year can't be negative",
    });
    const negativeStaff = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: { ...fullPlant, employees: -5 },
    });
    expect(negativeStaff.json().fields).toEqual({ employees: "Number of employees can't be negative" });
  });

  it("never answers with zod's default English, whatever shape the body has", async () => {
    const main = await registerConfirmedClient(t);
    const bodies = [
      { ...fullPlant, capex: 'twelve' },
      { ...fullPlant, comments: 5 },
      { ...fullPlant, energyConsumption: [] },
      { ...fullPlant, refrigerantGases: {} },
      { ...fullPlant, refrigerantGases: [{ value: 1, type: 'x'.repeat(61) }] },
      { ...fullPlant, volatileOrganicCompounds: Array.from({ length: 51 }, () => ({ name: 'a' })) },
      { ...fullPlant, reportingYear: 1066 },
      { companyName: 'Only a name' },
      {},
    ];
    for (const payload of bodies) {
      const res = await t.request({
        method: 'POST',
        url: '/api/plant/create',
        token: main.accessToken,
        payload,
      });
      expect(res.statusCode).toBe(400);
      const { message, fields } = res.json() as { message: string; fields: Record<string, string> };
      for (const text of [message, ...Object.values(fields)]) {
        expect(text).not.toMatch(/Invalid input|expected|received|Too (big|small)/);
      }
    }
    const wrongShape = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: { ...fullPlant, capex: 'twelve', comments: 5 },
    });
    expect(wrongShape.json().fields).toEqual({
      capex: 'This field must be a group of fields',
      comments: 'This field must be text',
    });
  });

  it('refuses an unknown country', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/plant/create',
      token: main.accessToken,
      payload: { ...fullPlant, countryId: 'XX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.countryId).toBe('Unknown country');
  });

  it('one client can neither read nor change another’s plant', async () => {
    const owner = await registerConfirmedClient(t);
    const other = await registerConfirmedClient(t);
    const plant = (
      await t.request({
        method: 'POST',
        url: '/api/plant/create',
        token: owner.accessToken,
        payload: fullPlant,
      })
    ).json();
    expect(
      (await t.request({ method: 'GET', url: `/api/plant/${plant.id}`, token: other.accessToken }))
        .statusCode,
    ).toBe(404);
    const change = await t.request({
      method: 'POST',
      url: `/api/plant/update/${plant.id}`,
      token: other.accessToken,
      payload: { ...fullPlant, city: 'Hijacked' },
    });
    expect(change.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/plant', token: other.accessToken })).json()).toEqual(
      [],
    );
    const mine = await t.request({ method: 'GET', url: `/api/plant/${plant.id}`, token: owner.accessToken });
    expect(mine.json().city).toBe('Lyon');
  });

  it('reuses a plant named in a tree when company, city and country match, and creates the others', async () => {
    const main = await registerConfirmedClient(t);
    const plant = (
      await t.request({
        method: 'POST',
        url: '/api/plant/create',
        token: main.accessToken,
        payload: fullPlant,
      })
    ).json();
    const tree = {
      id: 'substance_root',
      manufacturers: [
        { companyName: 'acme chemicals ', city: 'LYON', countryId: 'fr', percentage: 60 },
        { companyName: 'Acme Chemicals', city: 'Lyon', countryId: 'DE', percentage: 40 },
      ],
    };
    const draft = await t.request({
      method: 'POST',
      url: '/api/substance/draft/create',
      token: main.accessToken,
      payload: { inn: 'paracetamol', tree },
    });
    expect(draft.statusCode).toBe(201);
    const [reused, fresh] = draft.json().tree.manufacturers;
    expect(reused.plantId).toBe(plant.id);
    expect(fresh.plantId).toMatch(/^plant_/);
    expect(fresh.plantId).not.toBe(plant.id);
    const list = (await t.request({ method: 'GET', url: '/api/plant', token: main.accessToken })).json();
    expect(list.map((p: { id: string }) => p.id).sort()).toEqual([plant.id, fresh.plantId].sort());
  });
});

/**
 * A route tree of `nodes` nodes (the root and two branches under it) whose every node names
 * three manufacturers no one has typed before: 3 × nodes new plants.
 */
function treeOfNewPlants(nodes: number, tag: string) {
  const node = (i: number) => ({
    id: `substance_${tag}_${i}`,
    name: `Intermediate ${i}`,
    manufacturers: [1, 2, 3].map((m) =>
      manufacturer(`Maker ${tag} ${i}-${m}`, 'Basel', 'CH', m === 3 ? 34 : 33),
    ),
    children: [] as unknown[],
  });
  const [root, ...rest] = Array.from({ length: nodes }, (_, i) => node(i));
  const half = Math.ceil(rest.length / 2);
  const [left, ...leftRest] = rest.slice(0, half);
  const [right, ...rightRest] = rest.slice(half);
  root!.children = [left, right].filter(Boolean);
  if (left) left.children = leftRest;
  if (right) right.children = rightRest;
  return root!;
}

/** Gives the client of `email` plants straight in the database, up to `count`. */
async function fillPlants(email: string, count: number) {
  const { clientId } = await userByEmail(t, email);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `plant_fill_${clientId!.slice(0, 8)}_${i}`,
    clientId: clientId!,
    companyName: `Filled ${String(i).padStart(4, '0')}`,
    city: 'Lyon',
    countryId: 'FR',
    reportingYear: null,
    details: {},
  }));
  for (let i = 0; i < rows.length; i += 200)
    await t.database.db.insert(plants).values(rows.slice(i, i + 200));
}

/**
 * Issue #22 'Plants': one save of a 300-node tree with three new manufacturers per node made
 * 900 plants, the next save 900 more, and GET plant grew to 1.6 MB. Now a save creates at most
 * MAX_NEW_PLANTS_PER_SAVE plants and an account holds at most MAX_PLANTS_PER_CLIENT.
 */
describe('plant limits', () => {
  const listPlants = async (token: string) => {
    const list = await t.request({ method: 'GET', url: '/api/plant', token });
    expect(list.statusCode).toBe(200);
    return list.json() as { id: string; companyName: string }[];
  };

  it('refuses a save whose trees would create too many new plants, with a message the form shows, writing nothing', async () => {
    const main = await registerConfirmedClient(t);
    const nodes = MAX_NEW_PLANTS_PER_SAVE / 3 + 1;
    const refused = await t.request({
      method: 'POST',
      url: '/api/substance/draft/create',
      token: main.accessToken,
      payload: { inn: 'too many makers', tree: treeOfNewPlants(nodes, 'a') },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: serverMessages.tooManyNewPlants(nodes * 3, MAX_NEW_PLANTS_PER_SAVE),
      code: 'PLANT_LIMIT',
      said: {
        key: 'common.message.tooManyNewPlants',
        values: { count: nodes * 3, max: MAX_NEW_PLANTS_PER_SAVE },
      },
    });
    expect(await listPlants(main.accessToken)).toEqual([]);
    const drafts = await t.request({ method: 'GET', url: '/api/substance', token: main.accessToken });
    expect(drafts.json()).toEqual([]);

    // Exactly the limit passes, and the same tree saved again creates nothing more.
    const tree = treeOfNewPlants(MAX_NEW_PLANTS_PER_SAVE / 3, 'b');
    const saved = await t.request({
      method: 'POST',
      url: '/api/substance/draft/create',
      token: main.accessToken,
      payload: { inn: 'as many makers as allowed', tree },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await listPlants(main.accessToken)).toHaveLength(MAX_NEW_PLANTS_PER_SAVE);
    const stored = saved.json() as { id: string } & Record<string, unknown>;
    const again = await t.request({
      method: 'POST',
      url: `/api/substance/update/${stored.id}`,
      token: main.accessToken,
      payload: { ...stored, inn: 'saved again' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await listPlants(main.accessToken)).toHaveLength(MAX_NEW_PLANTS_PER_SAVE);
  });

  it('stops an account at its limit, from the plant form and from trees, for the main user and sub-users alike', async () => {
    const main = await registerConfirmedClient(t);
    const sub = await inviteActiveSubUser(t, main.accessToken);
    await fillPlants(main.email, MAX_PLANTS_PER_CLIENT - 2);
    const limit = {
      message: serverMessages.plantLimitReached(MAX_PLANTS_PER_CLIENT),
      code: 'PLANT_LIMIT',
      said: { key: 'common.message.plantLimitReached', values: { max: MAX_PLANTS_PER_CLIENT } },
    };

    // The last two free places go to the plant form, even to four creations at once; then it is refused.
    const creations = await Promise.all(
      [main, sub, main, sub].map((user) =>
        t.request({ method: 'POST', url: '/api/plant/create', token: user.accessToken, payload: fullPlant }),
      ),
    );
    expect(creations.map((c) => c.statusCode).sort()).toEqual([201, 201, 400, 400]);
    for (const refused of creations.filter((c) => c.statusCode === 400))
      expect(refused.json()).toEqual(limit);
    const last = creations.find((c) => c.statusCode === 201)!;

    // A tree that reuses existing plants still saves; one new plant in it is refused.
    const reusing = {
      id: 'substance_root',
      manufacturers: [
        manufacturer('Acme Chemicals', 'Lyon', 'FR', 60),
        manufacturer('Filled 0001', 'Lyon', 'FR', 40),
      ],
    };
    const kept = await t.request({
      method: 'POST',
      url: '/api/substance/draft/create',
      token: sub.accessToken,
      payload: { inn: 'reuses plants', tree: reusing },
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const withNew = await t.request({
      method: 'POST',
      url: '/api/substance/draft/create',
      token: main.accessToken,
      payload: { inn: 'one new plant', tree: treeOfNewPlants(1, 'c') },
    });
    expect(withNew.statusCode).toBe(400);
    expect(withNew.json()).toEqual(limit);

    // Editing an existing plant is never refused.
    const edited = await t.request({
      method: 'POST',
      url: `/api/plant/update/${last.json().id}`,
      token: main.accessToken,
      payload: { ...fullPlant, comments: 'still editable' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await listPlants(sub.accessToken)).toHaveLength(MAX_PLANTS_PER_CLIENT);
  });

  it('answers at most the limit, even for an account that had more before it existed', async () => {
    const main = await registerConfirmedClient(t);
    await fillPlants(main.email, MAX_PLANTS_PER_CLIENT + 20);
    const list = await t.request({ method: 'GET', url: '/api/plant', token: main.accessToken });
    expect(list.json()).toHaveLength(MAX_PLANTS_PER_CLIENT);
    // By name: the first ones.
    expect(list.json()[0].companyName).toBe('Filled 0000');
    // Bounded: tree-made plants are small, so the whole list stays well under a megabyte.
    expect(list.body.length).toBeLessThan(1_000_000);
  });
});

describe('reference lists', () => {
  it('GET /api/countries lists every ISO 3166 country with EU/EEA membership', async () => {
    const main = await registerConfirmedClient(t);
    const res = await t.request({ method: 'GET', url: '/api/countries', token: main.accessToken });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string; isEuEea: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list.find((c) => c.id === 'FR')).toEqual({ id: 'FR', name: 'France', isEuEea: true });
    expect(list.find((c) => c.id === 'NO')!.isEuEea).toBe(true);
    expect(list.find((c) => c.id === 'CH')!.isEuEea).toBe(false);
    expect(list.find((c) => c.id === 'IN')!.isEuEea).toBe(false);
    expect(list.filter((c) => c.isEuEea)).toHaveLength(30);
    // Names people know, sorted as they expect (issue #16): China under C, not "People's Republic of".
    const names = list.map((c) => c.name);
    expect(list.find((c) => c.id === 'CN')!.name).toBe('China');
    expect(list.find((c) => c.id === 'US')!.name).toBe('United States');
    expect(names.indexOf('China')).toBeGreaterThan(names.indexOf('Chile'));
    expect(names.indexOf('China')).toBeLessThan(names.indexOf('Colombia'));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('GET /api/transformationType/natural and /biologic answer the seeded lists', async () => {
    const main = await registerConfirmedClient(t);
    const natural = (
      await t.request({ method: 'GET', url: '/api/transformationType/natural', token: main.accessToken })
    ).json();
    const biologic = (
      await t.request({ method: 'GET', url: '/api/transformationType/biologic', token: main.accessToken })
    ).json();
    expect(natural.map((x: { name: string }) => x.name)).toContain('Extraction');
    expect(biologic.map((x: { name: string }) => x.name)).toContain('Cell culture');
    expect(natural[0]).toEqual({ id: expect.any(Number), name: 'Cultivation' });
  });
});

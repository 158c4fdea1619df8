import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

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

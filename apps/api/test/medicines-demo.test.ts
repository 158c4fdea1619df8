import { createHash } from 'node:crypto';
import {
  fr,
  medicineInfoSchema,
  medicineListSchema,
  medicineSuggestionsSchema,
  purchaseBasketListSchema,
  purchaseBasketSchema,
  uiMessages,
} from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicines } from '../src/db/schema';
import { demoAccounts, seedDemoData } from '../src/seed/demo';
import { DEMO_BASKET_NAME, seedDemoBasket } from '../src/seed/demo-basket';
import {
  DEMO_MEAN_CARBON,
  DEMO_MEDIAN_CARBON,
  generateDemoMedicines,
  inverseNormal,
  seedDemoMedicines,
} from '../src/seed/demo-medicines';
import { login, registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let token: string;
let seeded: number;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  const started = Date.now();
  seeded = await seedDemoMedicines(t.database.db);
  // Printed, not asserted: it runs at first start, so its time is worth seeing in the test log.
  console.info(`demo medicines seeded in ${Date.now() - started} ms`);
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

describe('the demonstration medicine data set', () => {
  it('creates about 12,000 tablet and capsule medicines with unique names, all marked as demo', async () => {
    expect(seeded).toBe(12_000);
    const [stats] = await t.database.db
      .select({
        count: sql<number>`count(*)::int`,
        names: sql<number>`count(distinct ${medicines.name})::int`,
        demo: sql<number>`(count(*) filter (where ${medicines.isDemo}))::int`,
        otherForms: sql<number>`(count(*) filter (where ${medicines.form} not in ('tablet', 'capsule')))::int`,
        badShares: sql<number>`(count(*) filter (where abs(${medicines.emCreation} + ${medicines.emProduction} + ${medicines.emStorage} - 1) > 0.002 or least(${medicines.emCreation}, ${medicines.emProduction}, ${medicines.emStorage}) < 0))::int`,
        withWiselist: sql<number>`count(${medicines.wiselist})::int`,
        withInn: sql<number>`count(${medicines.inn})::int`,
      })
      .from(medicines);
    expect(stats).toMatchObject({ count: 12_000, names: 12_000, demo: 12_000, otherForms: 0, badShares: 0 });
    expect(stats!.withInn).toBe(12_000);
    expect(stats!.withWiselist).toBeGreaterThan(500);
    expect(stats!.withWiselist).toBeLessThan(6_000);
  });

  it('matches the published median (1.46 kg) and mean (8.5 kg) per box within 3%', async () => {
    const [stats] = await t.database.db
      .select({
        median: sql<number>`percentile_cont(0.5) within group (order by ${medicines.carbon})`,
        mean: sql<number>`avg(${medicines.carbon})`,
      })
      .from(medicines);
    expect(Math.abs(Number(stats!.median) / DEMO_MEDIAN_CARBON - 1)).toBeLessThan(0.03);
    expect(Math.abs(Number(stats!.mean) / DEMO_MEAN_CARBON - 1)).toBeLessThan(0.03);
  });

  it('is the same set on every run', () => {
    const digest = () =>
      createHash('sha256')
        .update(JSON.stringify(generateDemoMedicines(500)))
        .digest('hex');
    expect(digest()).toBe(digest());
  });

  it('is only loaded on an empty table', async () => {
    expect(await seedDemoMedicines(t.database.db)).toBe(0);
  });

  it('is searchable like real data and says plainly that it is demonstration data', async () => {
    const complete = await t.request({ method: 'GET', url: '/api/medicine/complete/doliprane', token });
    const suggestions = medicineSuggestionsSchema.parse(complete.json());
    expect(suggestions).toContain('DOLIPRANE 1000 mg, comprimé');

    const accents = await t.request({
      method: 'GET',
      url: `/api/medicine/complete/${encodeURIComponent('ibuproféne')}`,
      token,
    });
    expect(accents.json()[0]).toMatch(/^IBUPROFENE /);

    const list = await t.request({ method: 'GET', url: '/api/medicine/list?name=paracetamol arrow', token });
    expect(list.json()).toMatchObject({ isDemo: true, demoNotice: uiMessages.medicine.demoNotice });
    expect(list.json().results[0]).toMatchObject({
      name: 'PARACETAMOL ARROW 1000 mg, comprimé',
      isDemo: true,
    });

    // A suggestion is a name: the page opens it through a search for that name.
    const byName = await t.request({
      method: 'GET',
      url: '/api/medicine/list',
      query: { name: 'DOLIPRANE 1000 mg, comprimé' },
      token,
    });
    const doliprane = medicineListSchema
      .parse(byName.json())
      .results.find((m) => m.name === 'DOLIPRANE 1000 mg, comprimé')!;
    const info = await t.request({ method: 'GET', url: `/api/medicine/info/${doliprane.id}`, token });
    const body = medicineInfoSchema.parse(info.json());
    expect(body).toMatchObject({
      isDemo: true,
      demoNotice: uiMessages.medicine.demoNotice,
      inn: 'PARACETAMOL',
    });
    expect(body.comparison!.count).toBeGreaterThan(20);
    expect(body.comparison!.rank).toBeGreaterThanOrEqual(1);
    expect(body.comparison!.rank).toBeLessThanOrEqual(body.comparison!.count);
  });

  it("writes the demo notice in the requester's language, the medicines' names as they are (issue #27)", async () => {
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const list = await t.request({ method: 'GET', url: '/api/medicine/list?name=doliprane', token, headers });
    const found = medicineListSchema.parse(list.json());
    expect(found.demoNotice).toBe(fr['ui.medicine.demoNotice']);
    const doliprane = found.results.find((m) => m.name === 'DOLIPRANE 1000 mg, comprimé')!;
    const info = await t.request({
      method: 'GET',
      url: `/api/medicine/info/${doliprane.id}`,
      token,
      headers,
    });
    expect(medicineInfoSchema.parse(info.json()).demoNotice).toBe(fr['ui.medicine.demoNotice']);
  });
});

describe('inverseNormal', () => {
  it('inverts the standard normal distribution', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 6);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 4);
    expect(inverseNormal(0.001)).toBeCloseTo(-3.090232, 4);
  });
});

describe('the demo purchases basket (issue #25)', () => {
  it('is saved once for the demo account and opens for its sub-user, with every match level and a bad line', async () => {
    // Its own database: the demo accounts are only seeded where no client exists yet, as at first start.
    const demo = await createTestApp();
    try {
      await checkDemoBasket(demo);
    } finally {
      await demo.close();
    }
  });
});

async function checkDemoBasket(t: TestApp) {
  expect(await seedDemoBasket(t.app)).toBe(false); // no demo account yet
  expect(await seedDemoData(t.app)).not.toBeNull();
  await seedDemoMedicines(t.database.db);
  expect(await seedDemoBasket(t.app)).toBe(true);
  expect(await seedDemoBasket(t.app)).toBe(false);

  const sub = await login(t, demoAccounts.subUser.email, demoAccounts.subUser.password);
  const list = await t.request({ method: 'GET', url: '/api/medicine/baskets', token: sub.accessToken });
  expect(list.statusCode).toBe(200);
  const baskets = purchaseBasketListSchema.parse(list.json());
  expect(baskets.map((b) => b.name)).toEqual([DEMO_BASKET_NAME]);

  const opened = await t.request({
    method: 'GET',
    url: `/api/medicine/baskets/${baskets[0]!.id}`,
    token: sub.accessToken,
  });
  const { answer } = purchaseBasketSchema.parse(opened.json());
  expect(answer.lines.map((l) => l.matchLevel)).toEqual(['CIP13', 'CIS', 'NAME', 'MONETARY']);
  expect(answer.errors.map((e) => e.line)).toEqual([6]);
  expect(answer.totals.kgCO2e).toBeGreaterThan(0);
}

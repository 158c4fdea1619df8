import { medicineSuggestionsSchema, messages, serverMessages } from '@pharmatrace/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importMedicineFile } from '../src/features/medicines/import';
import { FairUseLimiter } from '../src/lib/fair-use-limiter';
import { login, registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { medicineCsv, sampleMedicines } from './helpers/medicines';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '1000' });
  const result = await importMedicineFile(t.database.db, medicineCsv(sampleMedicines));
  if (!result.ok) throw new Error(`fixture import failed: ${JSON.stringify(result.parsed.rejected)}`);
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(() => t.close());

const complete = async (name: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/medicine/complete/${encodeURIComponent(name)}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  // Spec 001 §7: 'returns a list of names', exactly: a JSON array of strings.
  const names: unknown = res.json();
  expect(Array.isArray(names)).toBe(true);
  for (const n of names as unknown[]) expect(typeof n).toBe('string');
  return medicineSuggestionsSchema.parse(names);
};
const list = async (name: string) => {
  const res = await t.request({ method: 'GET', url: '/api/medicine/list', query: { name }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/medicine/complete/{name}', () => {
  it('answers a JSON array of names, nothing else', async () => {
    const res = await t.request({ method: 'GET', url: '/api/medicine/complete/doliprane', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(['DOLIPRANE 1000 mg, comprimé', 'DOLIPRANE 500 mg, gélule']);
    const names = await complete('doliprane');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^DOLIPRANE/);
  });

  it('suggests names starting with the text, in name order', async () => {
    expect(await complete('parac')).toEqual([
      'PARACETAMOL ARROW 500 mg, comprimé',
      'PARACETAMOL BIOGARAN 1000 mg, comprimé',
    ]);
    expect(await complete('doliprane 1')).toEqual(['DOLIPRANE 1000 mg, comprimé']);
  });

  it('ignores case and accents on both sides', async () => {
    expect(await complete('doliprane')).toEqual(['DOLIPRANE 1000 mg, comprimé', 'DOLIPRANE 500 mg, gélule']);
    expect(await complete('PARACÉT')).toHaveLength(2);
    // The query has an accent the name lacks, and the other way round.
    expect(await complete('ibuproféne')).toEqual([
      'IBUPROFENE BIOGARAN 400 mg, comprimé pelliculé',
      'IBUPROFÈNE EXEMPLE 200 mg, gélule',
    ]);
  });

  it('puts names starting with the text before names containing it', async () => {
    expect(await complete('arrow')).toEqual([
      'ARROWROOT EXEMPLE 10 mg, comprimé',
      'AMOXICILLINE ARROW 500 mg, gélule',
      'AMOXICILLINE/ACIDE CLAVULANIQUE ARROW 1000 mg/125 mg, comprimé pelliculé',
      'PARACETAMOL ARROW 500 mg, comprimé',
    ]);
  });

  it('finds every word of the query anywhere in the name', async () => {
    expect(await complete('arrow 500')).toEqual([
      'AMOXICILLINE ARROW 500 mg, gélule',
      'PARACETAMOL ARROW 500 mg, comprimé',
    ]);
    expect(await complete('clavulanique')).toEqual([
      'AMOXICILLINE/ACIDE CLAVULANIQUE ARROW 1000 mg/125 mg, comprimé pelliculé',
    ]);
  });

  it('tolerates typos when nothing matches exactly', async () => {
    expect(await complete('paracetamool')).toEqual([
      'PARACETAMOL ARROW 500 mg, comprimé',
      'PARACETAMOL BIOGARAN 1000 mg, comprimé',
    ]);
    expect(await complete('dolipane')).toContain('DOLIPRANE 1000 mg, comprimé');
    expect(await complete('amoxiciline')).toContain('AMOXICILLINE ARROW 500 mg, gélule');
    // Word similarity 0.54: below pg_trgm's default threshold (0.6), above the one the search sets.
    expect(await complete('levotyrox')).toEqual(['LEVOTHYROXINE EXEMPLE 50 microgrammes, comprimé sécable']);
    expect(await complete('qwertzuiop')).toEqual([]);
  });

  it('answers at most 10 suggestions', async () => {
    const names = await complete('atorva');
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('ATORVASTATINE LABO000 10 mg, comprimé pelliculé');
  });

  it('treats LIKE wildcards in the text literally', async () => {
    expect(await complete('%')).toEqual([]);
    expect(await complete('_')).toEqual([]);
    expect(await complete('a%r_')).toEqual([]);
    // Control characters count as spaces (a NUL is refused before: hostile-input.test.ts).
    expect(await complete('doliprane\u00071000')).toEqual(['DOLIPRANE 1000 mg, comprimé']);
  });

  it("answers 400 'Name can't be empty' for a blank name", async () => {
    for (const url of [
      '/api/medicine/complete/%20%20',
      '/api/medicine/complete/',
      '/api/medicine/complete/%07',
    ]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(messages.medicineSearch.nameEmpty);
    }
  });
});

describe('GET /api/medicine/complete/{name} when medicines share a name', () => {
  // Twelve boxes of one name, then ten other names: the first rows read are all the same name.
  const shared = 'XYLOCARD A 10 mg, comprimé';
  const others = 'BCDEFGHIJK'.split('').map((letter) => `XYLOCARD ${letter} 10 mg, comprimé`);
  beforeAll(async () => {
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => ({
        id: `xa${i}`,
        name: shared,
        form: 'tablet',
        carbon: 10 + i,
      })),
      ...others.map((name, i) => ({ id: `xo${i}`, name, form: 'tablet', carbon: 50 + i })),
    ];
    const result = await importMedicineFile(t.database.db, medicineCsv(rows));
    if (!result.ok) throw new Error(`fixture import failed: ${JSON.stringify(result.parsed.rejected)}`);
  });

  it('answers each name once, in the same order, still up to 10 names', async () => {
    // Prefix matches.
    expect(await complete('xylocard')).toEqual([shared, ...others.slice(0, 9)]);
    // Word matches, found after the repeated name filled the first rows read.
    expect(await complete('card 10')).toEqual([shared, ...others.slice(0, 9)]);
    // Typo matches.
    expect(await complete('xylocadr a')).toContain(shared);
    const typo = await complete('xylocadr');
    expect(new Set(typo).size).toBe(typo.length);
  });
});

describe('GET /api/medicine/list?name=', () => {
  it('answers the result rows, prefix matches first', async () => {
    const body = await list('Arrow');
    expect(body).toMatchObject({ truncated: false, approximate: false, isDemo: false, demoNotice: null });
    expect(body.results.map((r: { id: string }) => r.id)).toEqual(['r1', 'a1', 'a2', 'p1']);
    expect(body.results[3]).toEqual({
      id: 'p1',
      name: 'PARACETAMOL ARROW 500 mg, comprimé',
      smallName: 'PARACETAMOL ARROW 500 mg',
      form: 'tablet',
      carbon: 40,
      uncertainty: 8,
      isDemo: false,
    });
  });

  it('finds misspelt names and accents alike', async () => {
    expect((await list('ibuprofene')).results).toHaveLength(2);
    const misspelt = await list('dolipranne');
    expect(misspelt.results.map((r: { id: string }) => r.id).sort()).toEqual(['p3', 'p4']);
    expect(misspelt.approximate).toBe(true);
  });

  it('answers at most 100 rows and says when there were more', async () => {
    const body = await list('atorvastatine');
    expect(body.results).toHaveLength(100);
    expect(body.truncated).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await list('sirop pour la toux')).toMatchObject({
      results: [],
      truncated: false,
      approximate: false,
      isDemo: false,
    });
  });

  it("answers 400 'Name can't be empty' for an empty or missing name", async () => {
    for (const url of ['/api/medicine/list?name=', '/api/medicine/list?name=%20', '/api/medicine/list']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(messages.medicineSearch.nameEmpty);
      expect(res.json().fields).toEqual({ name: messages.medicineSearch.nameEmpty });
    }
  });
});

describe('GET /api/medicine/info/{id}', () => {
  it('answers the footprint, its segments and its rank among medicines of the same INN', async () => {
    const res = await t.request({ method: 'GET', url: '/api/medicine/info/p1', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'p1',
      name: 'PARACETAMOL ARROW 500 mg, comprimé',
      smallName: 'PARACETAMOL ARROW 500 mg',
      inn: 'PARACETAMOL',
      form: 'tablet',
      carbon: 40,
      uncertainty: 8,
      wiselist: 'https://example.org/wise/paracetamol',
      emCreation: 0.8,
      emProduction: 0.15,
      emStorage: 0.05,
      // An imported row (issue #37): no end-of-life share, no study behind it.
      emEndOfLife: null,
      source: 'imported',
      study: null,
      commercializationCountry: 'France',
      isDemo: false,
      demoNotice: null,
      // PARACETAMOL: 20, 40, 90, 120 gCO2eq per box.
      comparison: { inn: 'PARACETAMOL', rank: 2, count: 4, median: 65, min: 20, max: 120 },
      cis: null,
      cip13: [],
      atc: null,
      // The only other PARACETAMOL 500 mg tablet is not lower.
      alternatives: [],
    });
  });

  it('has no comparison for a medicine without INN', async () => {
    const res = await t.request({ method: 'GET', url: '/api/medicine/info/s1', token });
    expect(res.json()).toMatchObject({ id: 's1', inn: null, comparison: null, wiselist: null });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/medicine/info/nope', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: serverMessages.medicineNotFound,
      code: 'NOT_FOUND',
      said: { key: 'server.medicineNotFound', values: {} },
    });
  });
});

describe('medicine calls and the caller', () => {
  it('answer 401 without a token and 403 to staff', async () => {
    await t.app.services.staffBootstrap.ensureStaffUser('staff-med@example.com', 'Staff-Passw0rd!');
    const staff = await login(t, 'staff-med@example.com', 'Staff-Passw0rd!');
    for (const url of [
      '/api/medicine/complete/para',
      '/api/medicine/list?name=para',
      '/api/medicine/info/p1',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request({ method: 'GET', url, token: staff.accessToken })).statusCode, url).toBe(403);
    }
  });
});

describe('search rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ MEDICINE_SEARCHES_PER_MINUTE: '3' });
    await importMedicineFile(limited.database.db, medicineCsv(sampleMedicines.slice(0, 4)));
  });
  afterAll(() => limited.close());

  it('answers 429 with a clear message and Retry-After once a user has searched too often', async () => {
    const a = (await registerConfirmedClient(limited)).accessToken;
    const b = (await registerConfirmedClient(limited)).accessToken;
    const search = (url: string, token: string) => limited.request({ method: 'GET', url, token });

    expect((await search('/api/medicine/complete/pa', a)).statusCode).toBe(200);
    expect((await search('/api/medicine/list?name=para', a)).statusCode).toBe(200);
    expect((await search('/api/medicine/complete/par', a)).statusCode).toBe(200);
    const refused = await search('/api/medicine/list?name=parac', a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many searches in a short time\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Counted per user.
    expect((await search('/api/medicine/complete/pa', b)).statusCode).toBe(200);
  });

  it('counts product pages in the same budget, so ids cannot be read one by one past it (issue #22)', async () => {
    const a = (await registerConfirmedClient(limited)).accessToken;
    const b = (await registerConfirmedClient(limited)).accessToken;
    const get = (url: string, token: string) => limited.request({ method: 'GET', url, token });

    // Pages alone: the fourth within the minute is refused, an unknown id counting like any other.
    expect((await get('/api/medicine/info/p1', a)).statusCode).toBe(200);
    expect((await get('/api/medicine/info/p2', a)).statusCode).toBe(200);
    expect((await get('/api/medicine/info/no-such-id', a)).statusCode).toBe(404);
    const refused = await get('/api/medicine/info/p3', a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many searches in a short time\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The search then finds the budget spent too: one budget, not one per call.
    expect((await get('/api/medicine/complete/pa', a)).statusCode).toBe(429);

    // Searches and pages together: two searches leave one page.
    expect((await get('/api/medicine/list?name=para', b)).statusCode).toBe(200);
    expect((await get('/api/medicine/complete/pa', b)).statusCode).toBe(200);
    expect((await get('/api/medicine/info/p1', b)).statusCode).toBe(200);
    expect((await get('/api/medicine/info/p2', b)).statusCode).toBe(429);
  });
});

describe('FairUseLimiter in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` hits in a window that starts with the first hit, then says how long to wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = FairUseLimiter.inMemory(2, 60);
    expect((await limiter.hit('u')).allowed).toBe(true); // t = 0
    vi.setSystemTime(30_000);
    expect((await limiter.hit('u')).allowed).toBe(true); // t = 30 s
    vi.setSystemTime(45_000);
    expect(await limiter.hit('u')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    vi.setSystemTime(60_001); // the window of the first hit has ended
    expect((await limiter.hit('u')).allowed).toBe(true);
    expect((await limiter.hit('u')).allowed).toBe(true);
    expect(await limiter.hit('u')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

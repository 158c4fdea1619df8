import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  footprintCategories,
  footprintEstimateMessages,
  footprintEstimateSchema,
  footprintResultDetailSchema,
  formatFootprintHeadline,
  headlineOfEstimate,
  headlineOfResultDetail,
  MAX_SENSITIVITY_INPUTS,
  type ProjectStatus,
} from '@pharmatrace/domain';
import { NUSS_ECKELMAN, STARTER_LIBRARY_VERSION } from '@pharmatrace/footprint';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { auditLog, emissionFactorImports, emissionFactors, plants, projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeTree } from './helpers/projects';
import { activatedSubUser, clientIdOf, insertProject, staffLogin } from './helpers/staff';
import { multipartForm } from './helpers/upload-files';

/**
 * Issue #23: the preliminary footprint through the API, on PGlite and PostgreSQL: the client's and
 * staff's estimate and who may read them, adoption as the result and its audit row, staff's own
 * result with a reason, the provider's factor import (file and command), and the per-account switch
 * of the client's live estimate.
 */

let t: TestApp;
let staff: string;
let main: { email: string; accessToken: string };
let clientId: string;
let sub: string;
let other: { accessToken: string };
let plantId: string;

const get = (token: string | undefined, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string | undefined, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

/** The route of completeTree: reaction 1 makes the product from 4-aminophenol, reaction 2 that from 4-nitrophenol. */
function secondPart(site: string, productWeight = '640') {
  return {
    plants: [site],
    substances: [
      {
        linkedWithPlant: site,
        molecularWeight: '151.16',
        weightPerBatch: productWeight,
        dataUnknown: false,
        productBy: {
          processType: 'ChemicalReaction',
          carbonReactionProductionSites: site,
          carbonReactionRawMaterials: [
            {
              name: '4-aminophenol',
              cas: '123-30-8',
              productionPlace: 'Asia',
              molecularWeight: '109.13',
              weightPerBatch: '500',
            },
            {
              name: 'acetic anhydride',
              cas: '108-24-7',
              productionPlace: 'Europe',
              molecularWeight: '102.09',
              weightPerBatch: '480',
            },
          ],
          carbonReactionAqueousWastes: [
            { roughComposition: 'acetic acid 20 % in water', type: 'BioStation', weightPerBatch: '330' },
          ],
        },
      },
      {
        linkedWithPlant: site,
        molecularWeight: '109.13',
        weightPerBatch: '400',
        productBy: {
          processType: 'ChemicalReaction',
          carbonReactionProductionSites: site,
          carbonReactionRawMaterials: [
            {
              name: '4-nitrophenol',
              cas: '100-02-7',
              productionPlace: 'Asia',
              molecularWeight: '139.11',
              weightPerBatch: '560',
            },
          ],
        },
      },
    ],
  };
}

async function footprint(
  status: ProjectStatus,
  document: Record<string, unknown> = secondPart(plantId),
  owner = clientId,
) {
  return insertProject(t, {
    clientId: owner,
    kind: 'CARBON',
    status,
    name: `Paracetamol API ${status}`,
    document: { cas: '103-90-2', tree: completeTree('Paracetamol API'), ...document },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
  sub = await activatedSubUser(t, main.accessToken);
  other = await registerConfirmedClient(t);
  plantId = 'plant_estimate_site';
  await t.database.db.insert(plants).values({
    id: plantId,
    clientId,
    companyName: 'Pharma Synthèse',
    city: 'Lyon',
    countryId: 'FR',
    reportingYear: 2025,
    details: {
      scope1: { value: 1_200, unit: 'TonsCO2eq' },
      scope2: { value: 300, unit: 'TonsCO2eq' },
      productionFPValue: 500,
      productionIntFPValue: 250,
    },
  });
});
afterAll(() => t.close());

describe('GET /api/carbon/{id}/estimate and /api/admin/carbon/{id}/estimate', () => {
  /** The estimate as the route answers it in a language (none: no Accept-Language), its phrases said. */
  const estimateAt = async (token: string, url: string, language?: string) => {
    const res = await t.request({
      method: 'GET',
      url,
      token,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataGaps[0]).not.toHaveProperty('phrase');
    return footprintEstimateSchema.parse(res.json());
  };
  it('answers the client’s own footprint: breakdowns that sum to the value, no factor values', async () => {
    const id = await footprint('ONGOING2');
    const res = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = footprintEstimateSchema.parse(res.json());
    expect(estimate.value).toBeGreaterThan(0);
    expect(estimate.iterations).toBe(200_000);
    expect(estimate.byReaction.map((r) => r.reaction)).toEqual([1, 2]);
    const byReaction = estimate.byReaction.reduce((s, r) => s + r.value, 0);
    const byCategory = footprintCategories.reduce((s, c) => s + estimate.byCategory[c], 0);
    expect(byReaction).toBeCloseTo(estimate.value, 9);
    expect(byCategory).toBeCloseTo(estimate.value, 9);
    // The plant reports 1,500 t CO2e for 750 t of production: 2 kg per kg at each reaction's site,
    // and the upstream its scopes leave out (method 2.1, DESNZ 2025 ratios): scope 1 1,200 t ×
    // (1 + 0.03021 ÷ 0.18296) + scope 2 300 t × (1 + 0.0684 ÷ 0.177) = 1,814.07 t ÷ 750 t =
    // 2.418765; reaction 1, which makes the product itself, carries that per kg of product there.
    const site = estimate.contributors.filter((c) => c.label.startsWith('Site: Pharma Synthèse'));
    expect(site.every((c) => c.primary)).toBe(true);
    expect(site.map((c) => Number(c.value.toFixed(6)))).toContain(2.418765);
    expect(estimate.primaryDataShare).toBeGreaterThan(0);
    expect(estimate.factorLibraryVersion).toBe(STARTER_LIBRARY_VERSION);
    expect(res.body).not.toContain('"factor":');
    // The same inputs give the same answer.
    expect((await get(main.accessToken, `/api/carbon/${id}/estimate`)).json()).toEqual(res.json());
  });

  it('ranks the inputs that drive the spread (sensitivity, issue #36), largest first, in the reader’s language', async () => {
    const id = await footprint('ONGOING2');
    const estimate = await estimateAt(main.accessToken, `/api/carbon/${id}/estimate`);
    const shares = estimate.sensitivity.map((s) => s.share);
    expect(shares.length).toBeGreaterThanOrEqual(2);
    expect(shares.length).toBeLessThanOrEqual(MAX_SENSITIVITY_INPUTS);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(shares.every(Number.isInteger)).toBe(true);
    expect(shares.reduce((sum, s) => sum + s, 0)).toBeLessThanOrEqual(100);
    // 4-nitrophenol, the route's starting material, has no factor: its class default (σ ≈ 0.85) on
    // 1.4 kg per kg of 4-aminophenol drives most of the spread.
    expect(estimate.sensitivity[0]).toMatchObject({
      input: 'factor',
      label: 'Emission factor: Raw material: 4-nitrophenol',
      at: { reaction: 2, list: 'carbonReactionRawMaterials', row: 0 },
      lines: 1,
    });
    expect(estimate.sensitivity[0]!.share).toBeGreaterThan(50);
    // The plant's intensity (2.42 kg per kg at each reaction, a plant average: σ ≈ 0.37) follows.
    expect(estimate.sensitivity.some((s) => s.input === 'site' && s.label.includes('Pharma Synthèse'))).toBe(
      true,
    );
    const french = await estimateAt(main.accessToken, `/api/carbon/${id}/estimate`, 'fr');
    expect(french.sensitivity.map((s) => s.share)).toEqual(shares);
    expect(french.sensitivity[0]!.label).toBe('Facteur d’émission : Matière première : 4-nitrophenol');
  });

  it('answers a sub-user of the account; 404 to another client, 401 to no one, 403 to a client on the staff route', async () => {
    const id = await footprint('CHECK2');
    expect((await get(sub, `/api/carbon/${id}/estimate`)).statusCode).toBe(200);
    const stranger = await get(other.accessToken, `/api/carbon/${id}/estimate`);
    expect(stranger.statusCode).toBe(404);
    expect((await get(undefined, `/api/carbon/${id}/estimate`)).statusCode).toBe(401);
    expect((await get(main.accessToken, `/api/admin/carbon/${id}/estimate`)).statusCode).toBe(403);
    expect((await get(sub, `/api/admin/carbon/${id}/estimate`)).statusCode).toBe(403);
    expect((await get(undefined, `/api/admin/carbon/${id}/estimate`)).statusCode).toBe(401);
    expect((await get(main.accessToken, '/api/carbon/not-a-uuid/estimate')).statusCode).toBe(404);
  });

  it('answers staff for any client, each hot spot with its factor', async () => {
    const id = await footprint('ONGOING2');
    const res = await get(staff, `/api/admin/carbon/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = footprintEstimateSchema.parse(res.json());
    expect(estimate.contributors.filter((c) => c.factor).length).toBeGreaterThan(0);
    const clientAnswer = (await get(main.accessToken, `/api/carbon/${id}/estimate`)).json();
    const client = footprintEstimateSchema.parse(clientAnswer);
    expect(client.value).toBe(estimate.value);
    // Method 2.0's allocation disclosure is staff's: this route has no by-product, so nothing moved.
    expect(estimate.allocation).toEqual({
      method: 'mass',
      valueWithoutAllocation: estimate.value,
      shift: 0,
      reactions: [],
    });
    expect(clientAnswer).not.toHaveProperty('allocation');
    expect(estimate.methodVersion).toBe('2.3.0');
  });

  it('charges a Pd/C 10 % line a tenth of the palladium row of Nuss & Eckelman, with no data gap (issue #36)', async () => {
    const document = secondPart(plantId);
    const reaction1 = document.substances[0]!.productBy as { carbonReactionRawMaterials: object[] };
    reaction1.carbonReactionRawMaterials.push({
      name: 'Pd/C 10 %',
      productionPlace: 'Europe',
      weightPerBatch: '3.2',
    });
    const id = await footprint('ONGOING2', document);
    const res = await get(staff, `/api/admin/carbon/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = footprintEstimateSchema.parse(res.json());
    const palladium = estimate.contributors.find(
      (c) => c.at?.reaction === 1 && c.at.row === 2 && c.category === 'rawMaterials',
    );
    // 3.2 kg in a 640 kg batch: 0.005 kg per kg of product × 0.1 × 3,880 kgCO2e per kg of palladium.
    expect(palladium?.factor).toMatchObject({ key: '7440-05-3', kind: 'material', imported: false });
    expect(palladium?.factor?.value).toBeCloseTo(0.1 * 3_880, 9);
    expect(palladium?.value).toBeCloseTo(0.005 * 0.1 * 3_880, 9);
    expect(palladium?.source).toBe(NUSS_ECKELMAN);
    // Not a data gap: the line rests on an open factor, not on a class default.
    expect(estimate.dataGaps.filter((g) => g.at?.reaction === 1 && g.at.row === 2)).toEqual([]);
    // The client reads the same open source (it is not licensed data), and no factor value.
    const client = footprintEstimateSchema.parse(
      (await get(main.accessToken, `/api/carbon/${id}/estimate`)).json(),
    );
    const seen = client.contributors.find((c) => c.at?.reaction === 1 && c.at.row === 2);
    expect(seen).toMatchObject({ source: NUSS_ECKELMAN });
    expect(seen?.value).toBeCloseTo(0.005 * 0.1 * 3_880, 9);
    expect(seen).not.toHaveProperty('factor');
  });

  it('answers an incomplete second part with its gaps, never a 500', async () => {
    const id = await footprint('DRAFT2', {
      substances: [
        {
          weightPerBatch: '12.',
          productBy: {
            carbonReactionRawMaterials: [
              { name: '4-aminophenol', weightPerBatch: '' },
              { name: 'mystery reagent', weightPerBatch: '3' },
            ],
            carbonReactionOrganicWastes: [{ roughComposition: 'mother liquors' }],
          },
        },
      ],
    });
    const res = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    const estimate = footprintEstimateSchema.parse(res.json());
    expect(estimate.dataGaps.length).toBeGreaterThan(2);
    // Reaction 2 was never typed: default figures stand for it, pointing at its page.
    expect(estimate.dataGaps).toContainEqual(
      expect.objectContaining({ at: { reaction: 2, list: 'reaction', row: null, path: 'substances.1' } }),
    );
    // Each gap says whose it is to fill (issue #36), for client and staff alike: reaction 2's
    // missing mass balance is the client's, the class default that stands for its precursor the
    // provider's.
    expect(estimate.dataGaps.filter((g) => g.at?.path === 'substances.1').map((g) => g.owner)).toEqual([
      'client',
      'provider',
    ]);
    const reagentGaps = estimate.dataGaps.filter(
      (g) => g.at?.path === 'substances.0.productBy.carbonReactionRawMaterials.1',
    );
    // The reagent's missing place is the client's; its missing factor the provider's.
    expect(reagentGaps.map((g) => g.owner)).toEqual(['client', 'provider']);
    expect(reagentGaps[1]!.message).toMatch(/^No factor for mystery reagent/);
    const staffGaps = footprintEstimateSchema.parse(
      (await get(staff, `/api/admin/carbon/${id}/estimate`)).json(),
    ).dataGaps;
    expect(staffGaps.map((g) => g.owner)).toEqual(estimate.dataGaps.map((g) => g.owner));
    expect(new Set(staffGaps.map((g) => g.owner))).toEqual(new Set(['client', 'provider']));
  });

  it('says the data gaps and warnings in the Accept-Language: French, or the same English as ever (issue #27)', async () => {
    const id = await footprint('ONGOING2', {
      ...secondPart(plantId, '1'),
      substances: [secondPart(plantId, '1').substances[0]],
    });
    // The test tree numbers its CAS numbers as it builds them.
    const said = async (token: string, url: string, language?: string) => {
      const estimate = await estimateAt(token, url, language);
      return [...estimate.warnings, ...estimate.dataGaps].map((m) => m.message.replace(/100-00-\d+/, 'CAS'));
    };
    // The hot spots' labels: the portal's words said in the language, the client's names as typed.
    const hotSpots = async (token: string, url: string, language?: string) =>
      (await estimateAt(token, url, language)).contributors.map((c) => c.label.replace(/100-00-\d+/, 'CAS'));
    const sources = async (token: string, url: string, language?: string) =>
      (await estimateAt(token, url, language)).contributors.map((c) => c.source);
    // The labels the method wrote before, unchanged in English; in French, the names stay as typed.
    const englishHotSpots = [
      'Raw material: 4-nitrophenol',
      'Solvents, reagents and waste of reaction 2 (default)',
      'Site energy (default for Other)',
      'Raw material: acetic anhydride',
      'Transport of 4-aminophenol by sea (18,000 km, Asia)',
      "Aqueous waste 'acetic acid 20 % in water' (biological station)",
      'Transport of 4-aminophenol by road (1,000 km, Asia)',
      'Transport of acetic anhydride by road (1,000 km, Europe)',
      'Site: Pharma Synthèse, Lyon',
      "Aqueous waste 'acetic acid 20 % in water' (biological station): treatment",
    ];
    const frenchHotSpots = [
      'Matière première : 4-nitrophenol',
      'Solvants, réactifs et déchets de la réaction 2 (par défaut)',
      'Énergie du site (valeur par défaut : Autre)',
      'Matière première : acetic anhydride',
      'Transport : 4-aminophenol, par mer (18\u202f000 km, Asie)',
      "Déchet aqueux 'acetic acid 20 % in water' (station biologique)",
      'Transport : 4-aminophenol, par route (1\u202f000 km, Asie)',
      'Transport : acetic anhydride, par route (1\u202f000 km, Europe)',
      'Site : Pharma Synthèse, Lyon',
      "Déchet aqueux 'acetic acid 20 % in water' (station biologique) : traitement",
    ];
    // The words the method wrote before issue #27, unchanged.
    const english = [
      'Reaction 1: the inputs (980 kg) and the outputs (331 kg: product, by-product, wastes and recovered solvent) of a batch differ by 66 %, more than 10 %.',
      'Reaction 1: 980 kg of raw materials per kg of product, outside the usual range of a pharmaceutical step (2 to 200 kg/kg).',
      "No factor for acetic anhydride (108-24-7): the class default 'Organic chemical, unspecified' is used, with a wide uncertainty.",
      'Reaction 2 has no mass balance yet: 1.25 kg of 4-nitrophenol per kg of 4-aminophenol and default solvents, reagents, waste and site energy stand for it.',
      "No factor for 4-nitrophenol (CAS): the class default 'Fine chemical or pharmaceutical intermediate, unspecified' is used, with a wide uncertainty.",
      'Reaction 2 names no production site and its product has no manufacturer among the plants: the site takes the default intensity of its process type (Other), with a wide uncertainty.',
    ];
    const french = [
      'Réaction 1 : les entrées (980 kg) et les sorties (331 kg : produit, coproduit, déchets et solvant récupéré) d’un lot diffèrent de 66 %, plus de 10 %.',
      'Réaction 1 : 980 kg de matières premières par kg de produit, hors de la plage habituelle d’une étape pharmaceutique (2 à 200 kg/kg).',
      "Aucun facteur pour acetic anhydride (108-24-7) : le facteur par défaut de sa classe 'Produit chimique organique, non spécifié' est utilisé, avec une large incertitude.",
      'La réaction 2 n’a pas encore de bilan matière : 1,25 kg de 4-nitrophenol par kg de 4-aminophenol et des solvants, réactifs, déchets et une énergie de site par défaut la représentent.',
      "Aucun facteur pour 4-nitrophenol (CAS) : le facteur par défaut de sa classe 'Produit de chimie fine ou intermédiaire pharmaceutique, non spécifié' est utilisé, avec une large incertitude.",
      'La réaction 2 ne nomme aucun site de production et son produit n’a aucun fabricant parmi les sites : le site prend l’intensité par défaut de son type de procédé (Autre), avec une large incertitude.',
    ];
    // The client's route and staff's: one estimate (cached), said in each request's language.
    for (const [token, url] of [
      [main.accessToken, `/api/carbon/${id}/estimate`],
      [staff, `/api/admin/carbon/${id}/estimate`],
    ] as const) {
      expect(await said(token, url)).toEqual(english);
      expect(await said(token, url, 'fr-FR,fr;q=0.9')).toEqual(french);
      expect(await said(token, url, 'en-GB,en;q=0.9,fr;q=0.5')).toEqual(english);
      expect(await hotSpots(token, url)).toEqual(englishHotSpots);
      expect(await hotSpots(token, url, 'fr-FR,fr;q=0.9')).toEqual(frenchHotSpots);
      // A computed factor's source is the portal's words; a library factor's title stays as written.
      const [englishSources, frenchSources] = [await sources(token, url), await sources(token, url, 'fr')];
      expect(englishSources).toContain(
        'Computed from the composition (acetic acid, water): the carbon of each formula burnt to CO2',
      );
      expect(englishSources).toContain('Scope 1 and 2 reported for Pharma Synthèse, Lyon (2025)');
      expect(frenchSources).toContain(
        'Calculé à partir de la composition (acetic acid, water) : le carbone de chaque formule brûlé en CO2',
      );
      expect(frenchSources).toContain('Scopes 1 et 2 déclarés par Pharma Synthèse, Lyon (2025)');
      expect(frenchSources).toContain(
        'UK Government GHG Conversion Factors for Company Reporting (DESNZ), 2025, flat file v1',
      );
      // The starter library's own defaults are the portal's words: said in the language too.
      expect(englishSources).toContain(footprintEstimateMessages.starterDefaultSource);
      expect(englishSources).toContain('Pharmatrace default (an assumption, not a measured value)');
      expect(frenchSources).toContain(
        'Valeur par défaut Pharmatrace (une hypothèse, non une valeur mesurée)',
      );
      expect(frenchSources).not.toContain(footprintEstimateMessages.starterDefaultSource);
    }
  });

  it("says the starter library's names in the reader's language, the English as ever (issue #27)", async () => {
    const id = await footprint('ONGOING2', {
      ...secondPart(plantId, '1'),
      substances: [secondPart(plantId, '1').substances[0]],
    });
    const gaps = async (token: string, url: string, language?: string) =>
      (await estimateAt(token, url, language)).dataGaps
        .map((g) => g.message)
        .filter((m) => /108-24-7/.test(m));
    /** The factors staff see, by kind and key: their names. */
    const factorNames = async (language?: string) =>
      Object.fromEntries(
        (await estimateAt(staff, `/api/admin/carbon/${id}/estimate`, language)).contributors.flatMap((c) =>
          c.factor ? [[`${c.factor.kind}|${c.factor.key}|${c.factor.geography}`, c.factor.name]] : [],
        ),
      );
    for (const url of [`/api/carbon/${id}/estimate`, `/api/admin/carbon/${id}/estimate`]) {
      const token = url.includes('admin') ? staff : main.accessToken;
      const english = await gaps(token, url);
      expect(english).toEqual([
        "No factor for acetic anhydride (108-24-7): the class default 'Organic chemical, unspecified' is used, with a wide uncertainty.",
      ]);
      expect(await gaps(token, url, 'en-GB')).toEqual(english);
      expect(await gaps(token, url, 'fr-FR,fr;q=0.9')).toEqual([
        "Aucun facteur pour acetic anhydride (108-24-7) : le facteur par défaut de sa classe 'Produit chimique organique, non spécifié' est utilisé, avec une large incertitude.",
      ]);
    }
    // A client's answer never names a factor; staff's names the starter rows in their language.
    expect(
      (await estimateAt(main.accessToken, `/api/carbon/${id}/estimate`, 'fr')).contributors.some(
        (c) => c.factor,
      ),
    ).toBe(false);
    const [english, french] = [await factorNames(), await factorNames('fr')];
    expect(english).toMatchObject({
      'class-default|organic-chemical|GLO': 'Organic chemical, unspecified',
      'freight|road|GLO': 'Road freight, HGV (all diesel), average laden, with its fuel’s upstream',
    });
    expect(french).toMatchObject({
      'class-default|organic-chemical|GLO': 'Produit chimique organique, non spécifié',
      'freight|road|GLO':
        'Transport routier de marchandises, poids lourd (tout diesel), chargement moyen, avec l’amont de son carburant',
    });
    // Every starter row this estimate uses has its own French name.
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(english).filter(([row, name]) => french[row] === name)).toEqual([]);
  });

  it('answers 409 before the second part is open', async () => {
    const id = await footprint('ONGOING', {});
    const res = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(footprintEstimateMessages.notAvailable);
  });
});

describe('POST /api/admin/carbon/{id}/estimate/adopt', () => {
  it('stores the estimate as the result with its versions and summary, audited; the client sees it once completed', async () => {
    const id = await footprint('ONGOING2');
    const estimate = (await get(staff, `/api/admin/carbon/${id}/estimate`)).json();
    const res = await post(staff, `/api/admin/carbon/${id}/estimate/adopt`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = footprintResultDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      origin: 'ESTIMATE',
      methodVersion: estimate.methodVersion,
      factorLibraryVersion: estimate.factorLibraryVersion,
      estimate: { value: estimate.value },
    });
    // The result keeps the figures the adopt dialog showed, to the digits shown (issue #36).
    const shown = headlineOfEstimate(estimate);
    expect({ value: detail.value, p2_5: detail.estimate?.p2_5, p97_5: detail.estimate?.p97_5 }).toEqual({
      value: shown.value,
      p2_5: shown.low,
      p97_5: shown.high,
    });
    expect(formatFootprintHeadline(headlineOfResultDetail(detail), 'fr')).toBe(
      formatFootprintHeadline(shown, 'fr'),
    );

    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ footprintValue: detail.value, footprintUncertainty: detail.uncertainty });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, id), eq(auditLog.action, 'project.footprint_estimate_adopted')));
    expect(entry?.details).toMatchObject({
      after: { value: detail.value, uncertainty: detail.uncertainty },
      methodVersion: estimate.methodVersion,
      factorLibraryVersion: estimate.factorLibraryVersion,
    });

    // Under review the client sees no number yet; completed, the result and what it rests on.
    const listed = () =>
      get(main.accessToken, '/api/carbon').then((r) => r.json().find((p: { id: string }) => p.id === id));
    expect((await listed()).footprint).toBeNull();
    expect((await get(main.accessToken, `/api/carbon/${id}/result`)).json()).toBeNull();
    await t.database.db.update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, id));
    expect((await listed()).footprint).toEqual({ value: detail.value, uncertainty: detail.uncertainty });
    const result = await get(sub, `/api/carbon/${id}/result`);
    expect(footprintResultDetailSchema.parse(result.json())).toEqual(detail);
    expect((await get(other.accessToken, `/api/carbon/${id}/result`)).statusCode).toBe(404);
  });

  it('refuses before the second part is under review, and refuses clients', async () => {
    const id = await footprint('DRAFT2');
    const res = await post(staff, `/api/admin/carbon/${id}/estimate/adopt`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(footprintEstimateMessages.adoptNeedsReview);
    expect((await post(main.accessToken, `/api/admin/carbon/${id}/estimate/adopt`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row!.footprintValue).toBeNull();
  });
});

describe('POST /api/admin/carbon/{id}/footprint-result (staff’s own figure)', () => {
  it('needs a reason when it differs from the estimate, and keeps and audits it', async () => {
    const id = await footprint('COMPLETED');
    const estimate = (await get(staff, `/api/admin/carbon/${id}/estimate`)).json();
    const differs = { value: Math.round(estimate.value * 2 * 10) / 10, uncertainty: 3 };
    const refused = await post(staff, `/api/admin/carbon/${id}/footprint-result`, differs);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ reason: footprintEstimateMessages.reasonRequired });

    const reason = 'Supplier-specific factor for 4-aminophenol from its own study';
    const res = await post(staff, `/api/admin/carbon/${id}/footprint-result`, { ...differs, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().footprintDetail).toMatchObject({
      origin: 'STAFF',
      reason,
      value: differs.value,
      estimate: { value: estimate.value },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, id), eq(auditLog.action, 'project.footprint_result_set')))
      .orderBy(desc(auditLog.id));
    expect(entry?.details).toMatchObject({ reason, estimate: { value: estimate.value } });
    // The client sees the team's figure, not the team's internal reason.
    const seen = (await get(main.accessToken, `/api/carbon/${id}/result`)).json();
    expect(seen).toMatchObject({ origin: 'STAFF', value: differs.value, reason: null });

    // The estimate's own value, rounded, needs no reason.
    const same = await post(staff, `/api/admin/carbon/${id}/footprint-result`, {
      value: Number(estimate.value.toPrecision(4)),
      uncertainty: 2,
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('the provider’s factors', () => {
  const header =
    'kind,key,name,unit,value,geography,source,licence,year,dqr_technological,dqr_geographical,dqr_temporal';
  const good = [
    header,
    'material,123-30-8,4-aminophenol production,kgCO2e/kg,12.5,GLO,Licensed LCA database 3.10,Provider licence,2024,2,3,2',
    'material,108-24-7,"acetic anhydride, production",kgCO2e/t,2900,RER,Licensed LCA database 3.10,Provider licence,2024,2,2,2',
  ].join('\n');
  const upload = (csv: string | Uint8Array, token = staff, language?: string) => {
    const form = multipartForm([
      { name: 'file', file: { filename: 'factors.csv', contentType: 'text/csv', data: Buffer.from(csv) } },
    ]);
    return t.request({
      method: 'POST',
      url: '/api/admin/factors/import',
      token,
      ...form,
      headers: { ...form.headers, ...(language ? { 'accept-language': language } : {}) },
    });
  };

  it('says every reason a line is refused for in the Accept-Language: French, or the same English as ever (issue #27)', async () => {
    const goodRow = 'material,67-64-1,acetone,kgCO2e/kg,1,GLO,src,lic,2024,1,1,1,,';
    const aliases = Array.from({ length: 21 }, (_, i) => `alias ${i}`).join('|');
    const file = [
      `${header},aliases,note`,
      'bogus,,,kg,abc,Europe,,,20x5,9,1,1,,',
      `material,${'k'.repeat(101)},${'n'.repeat(201)},kgCO2e/kg,1,GLO,${'s'.repeat(301)},${'l'.repeat(201)},2024,1,1,1,${aliases},${'x'.repeat(1001)}`,
      'material,x,y',
      goodRow,
      goodRow,
      'material,"quoted"after,z,kgCO2e/kg,1,GLO,src,lic,2024,1,1,1,,',
    ].join('\n');
    const reasons = async (language?: string) => {
      const res = await upload(file, staff, language);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().rejected as { line: number; reasons: string[] }[]).flatMap((r) => r.reasons);
    };
    const english = await reasons();
    expect(await reasons('en')).toEqual(english);
    expect(english).toHaveLength(19);
    expect(english).toContain('material 67-64-1 in GLO is already on line 5');
    expect(english).toContain('dqr_technological "9" is not a rating from 1 to 5');
    const french = await reasons('fr-FR,fr;q=0.9');
    expect(french).toHaveLength(english.length);
    // Every reason is said in French: none is left as its English words.
    expect(french.filter((reason, i) => reason === english[i])).toEqual([]);
    expect(french).toContain('material 67-64-1 en GLO figure déjà à la ligne 5');
    expect(french).toContain('dqr_technological "9" n’est pas une note de 1 à 5');
    expect(french).toContain('key dépasse 100 caractères');
    expect(french).toContain(
      'a 3 champ(s) alors que l’en-tête en a 14 (une valeur contenant le délimiteur doit être entre guillemets)',
    );
  });

  it('says a refused file’s own problems in the Accept-Language: French, or the same English as ever (issue #27)', async () => {
    const noSource = header.replace(',source,', ',').replace('key,', 'key,key,');
    // Latin-1 'é' (0xE9) alone is not UTF-8.
    const latin1 = Uint8Array.from([...Buffer.from(`${header}\nmaterial,x,caf`), 0xe9]);
    const refusals = async (language?: string) => {
      const answers = [await upload(noSource, staff, language), await upload(latin1, staff, language)];
      return answers.map((res) => {
        expect(res.statusCode, res.body).toBe(400);
        const { message, fileErrors } = res.json();
        return { message, fileErrors };
      });
    };
    const english = [
      {
        message: footprintEstimateMessages.importRefused,
        fileErrors: ['line 1: the column "key" appears twice', 'line 1: missing column(s): source'],
      },
      {
        message: footprintEstimateMessages.importRefused,
        fileErrors: ['the file is not UTF-8 text (save it as "CSV UTF-8")'],
      },
    ];
    expect(await refusals()).toEqual(english);
    expect(await refusals('en-GB,en;q=0.9')).toEqual(english);
    expect(await refusals('fr-FR,fr;q=0.9')).toEqual([
      {
        message: 'Rien n’a été importé : corrigez le fichier et importez-le à nouveau.',
        fileErrors: [
          'ligne 1\u00a0: la colonne "key" apparaît deux fois',
          'ligne 1\u00a0: colonne(s) manquante(s) : source',
        ],
      },
      {
        message: 'Rien n’a été importé : corrigez le fichier et importez-le à nouveau.',
        fileErrors: ['le fichier n’est pas du texte UTF-8 (enregistrez-le en « CSV UTF-8 »)'],
      },
    ]);
    expect(await t.database.db.select().from(emissionFactorImports)).toEqual([]);
  });

  it('refuses a unit the method cannot convert for its kind, with the line and reason; a density allows a volume (method 2.0)', async () => {
    const file = [
      `${header},density`,
      'material,67-64-1,acetone,kgCO2e/litre,1.9,GLO,src,lic,2024,1,1,1,0.784',
      'material,108-88-3,toluene,kgCO2e/litre,2.1,GLO,src,lic,2024,1,1,1,',
      'freight,road,lorry,kgCO2e/kg,0.1,GLO,src,lic,2024,1,1,1,',
      'material,7782-44-7,oxygen,kgCO2e/m3,0.3,GLO,src,lic,2024,1,1,1,',
    ].join('\n');
    const refused = async (language?: string) => {
      const res = await upload(file, staff, language);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().rejected;
    };
    // Line 2 (acetone per litre with its density) is good; the other three are not.
    expect(await refused()).toEqual([
      { line: 3, reasons: ['unit "kgCO2e/litre" needs the density column (kg per litre) for kind material'] },
      { line: 4, reasons: ['unit "kgCO2e/kg" cannot be used for kind freight: use kgCO2e/tkm'] },
      // A gas per m3 is never read at 1 t/m3: it needs its own density.
      { line: 5, reasons: ['unit "kgCO2e/m3" needs the density column (kg per litre) for kind material'] },
    ]);
    expect((await refused('fr-FR,fr;q=0.9'))[1]).toEqual({
      line: 4,
      reasons: ['unit "kgCO2e/kg" est inutilisable pour le kind freight : utilisez kgCO2e/tkm'],
    });
    expect(await t.database.db.select().from(emissionFactorImports)).toEqual([]);
  });

  it('refuses a bad file with every bad line and imports nothing', async () => {
    const bad = `${good}\nmaterial,,no key,kgCO2e/kg,1,GLO,src,lic,2024,1,1,1\nmaterial,67-64-1,acetone,kgCO2e/kg,abc,Europe,src,lic,2024,1,1,9\n`;
    const res = await upload(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FACTOR_IMPORT_REFUSED',
      message: footprintEstimateMessages.importRefused,
      rejected: [
        { line: 4, reasons: [expect.stringContaining('key is empty')] },
        {
          line: 5,
          reasons: [
            expect.stringContaining('value "abc"'),
            expect.stringContaining('geography "Europe"'),
            expect.stringContaining('dqr_temporal "9"'),
          ],
        },
      ],
    });
    expect(await t.database.db.select().from(emissionFactorImports)).toEqual([]);
    expect(await t.database.db.select().from(emissionFactors)).toEqual([]);
    expect((await get(staff, '/api/admin/factors')).json()).toMatchObject({
      factorLibraryVersion: STARTER_LIBRARY_VERSION,
      imported: null,
    });
    expect((await upload(good, main.accessToken)).statusCode).toBe(403);
  });

  it('imports a good file: the estimate uses it, staff see its source, a client only "licensed data"', async () => {
    const res = await upload(good);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({ imported: { count: 2, filename: 'factors.csv' } });
    expect(status.factorLibraryVersion).toBe(
      `${STARTER_LIBRARY_VERSION}+provider.${status.imported.version}`,
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'factors.imported'));
    expect(entry?.details).toMatchObject({ count: 2, filename: 'factors.csv' });

    const id = await footprint('ONGOING2');
    const staffView = footprintEstimateSchema.parse(
      (await get(staff, `/api/admin/carbon/${id}/estimate`)).json(),
    );
    expect(staffView.factorLibraryVersion).toBe(status.factorLibraryVersion);
    const licensed = staffView.contributors.find((c) => c.factor?.imported);
    expect(licensed).toMatchObject({
      source: 'Licensed LCA database 3.10',
      factor: { value: 2900, unit: 'kgCO2e/t' },
    });
    const clientAnswer = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(clientAnswer.body).not.toContain('Licensed LCA database');
    expect(clientAnswer.body).not.toContain('2900');
    const clientView = footprintEstimateSchema.parse(clientAnswer.json());
    expect(clientView.contributors.find((c) => c.label === licensed!.label)?.source).toBe(
      footprintEstimateMessages.licensedSource,
    );
    // A French client reads the same words in French (issue #27).
    const french = await t.request({
      method: 'GET',
      url: `/api/carbon/${id}/estimate`,
      token: main.accessToken,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body).not.toContain('Licensed LCA database');
    expect(french.body).not.toContain(footprintEstimateMessages.licensedSource);
    expect(french.body).toContain('Données sous licence de notre équipe');
  });

  it('takes an imported row’s own spread (source_sigma) as its σ: the row drives more of the range', async () => {
    const id = await footprint('ONGOING2');
    const estimate = async () =>
      footprintEstimateSchema.parse((await get(staff, `/api/admin/carbon/${id}/estimate`)).json());
    const anhydrideShare = (answer: { sensitivity: { label: string; share: number }[] }) =>
      answer.sensitivity.find((s) => s.label.toLowerCase().includes('acetic anhydride'))?.share ?? 0;
    expect((await upload(good)).statusCode).toBe(200);
    const plain = await estimate();
    // The same rows, the acetic anhydride given a σ of 2 by its source where its kind's basic σ is
    // 0.10: its share of the spread grows, and so does the range.
    const wide = good
      .split('\n')
      .map((line, i) =>
        i === 0 ? `${line},source_sigma` : `${line},${line.includes('108-24-7') ? '2' : ''}`,
      )
      .join('\n');
    expect((await upload(wide)).statusCode).toBe(200);
    const widened = await estimate();
    expect(widened.factorLibraryVersion).not.toBe(plain.factorLibraryVersion);
    expect(anhydrideShare(widened)).toBeGreaterThan(anhydrideShare(plain) + 5);
    expect(widened.p97_5 / widened.p2_5).toBeGreaterThan(plain.p97_5 / plain.p2_5);
  });

  it('lets no client recover an imported factor by dividing its answer by its own amounts (issue #36)', async () => {
    // The division attack through the routes: 4-nitrophenol at 3.456 kgCO2e/kg, licensed. The
    // client typed 560 kg of it per 400 kg of 4-aminophenol, and 500 kg of that per 640 kg of
    // product: 560/400 × 500/640 = 1.09375 kg per kg of the product.
    const licensedRow =
      'material,100-02-7,4-nitrophenol,kgCO2e/kg,3.456,GLO,Licensed LCA database 3.10,Provider licence,2024,2,3,2';
    expect((await upload(`${header}\n${licensedRow}\n`)).statusCode).toBe(200);
    const id = await footprint('ONGOING2');
    const staffView = footprintEstimateSchema.parse(
      (await get(staff, `/api/admin/carbon/${id}/estimate`)).json(),
    );
    // Staff see the exact line: 1.09375 × 3.456 = 3.78 (the route's tree names 4-nitrophenol, no CAS).
    const exact = staffView.contributors.find((c) => c.factor?.imported)!;
    expect(exact.value).toBeCloseTo(3.78, 6);

    const perKg = 1.09375;
    const clientView = footprintEstimateSchema
      .strict()
      .parse((await get(main.accessToken, `/api/carbon/${id}/estimate`)).json());
    expect(clientView.licensedLines).toBe(1);
    expect(clientView.value).toBeCloseTo(staffView.value, 9);
    // The attacks: the line ÷ its amount, and its part (raw materials) less the part's other lines,
    // which the client sees, ÷ its amount. Each gives the middle of the band [1, 28.2), 5.31
    // kgCO2e/kg, whatever the factor inside it; without the bands each gave 3.456.
    const line = clientView.contributors.find((c) => c.label === exact.label)!;
    const othersOf = (category: string, contributors: { label: string; category: string; value: number }[]) =>
      contributors
        .filter((c) => c.category === category && c.label !== exact.label)
        .reduce((sum, c) => sum + c.value, 0);
    expect(line.value / perKg).toBeCloseTo(5.31, 2);
    const part =
      (clientView.byCategory.rawMaterials - othersOf('rawMaterials', clientView.contributors)) / perKg;
    expect(part).toBeCloseTo(5.31, 2);

    // The adopted result's summary, which the client's completed view shows, is the client's too.
    expect((await post(staff, `/api/admin/carbon/${id}/estimate/adopt`)).statusCode).toBe(200);
    await t.database.db.update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, id));
    const result = footprintResultDetailSchema.parse(
      (await get(main.accessToken, `/api/carbon/${id}/result`)).json(),
    );
    expect(result.estimate!.licensedLines).toBe(1);
    expect(result.estimate!.byCategory.rawMaterials).toBeCloseTo(clientView.byCategory.rawMaterials, 9);
    expect(
      (result.estimate!.byCategory.rawMaterials - othersOf('rawMaterials', clientView.contributors)) / perKg,
    ).toBeCloseTo(5.31, 2);
  });
});

describe('npm run factors:import (the command)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pharmatrace-factors-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'INIT_CWD', 'DEMO_DATA']) delete env[name];
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-factors.ts', ...args], {
      cwd: path.join(import.meta.dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
  };

  it('refuses a bad file with its lines and reasons, then imports a good one', {
    timeout: 120_000,
  }, async () => {
    const header =
      'key,name,unit,value,geography,source,licence,year,dqr_technological,dqr_geographical,dqr_temporal';
    const bad = path.join(dir, 'bad.csv');
    await writeFile(
      bad,
      `${header}\n67-64-1,acetone,kgCO2e/kg,2.1,GLO,src,lic,2024,1,1,1\n67-64-1,acetone,kgCO2e/kg,2.2,GLO,src,lic,2024,1,1,1\n`,
    );
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('line 3: material 67-64-1 in GLO is already on line 2');
    expect(refused.stderr).toContain('Nothing was imported');

    const good = path.join(dir, 'good.csv');
    await writeFile(good, `${header}\n67-64-1,acetone,kgCO2e/kg,2.1,GLO,src,lic,2024,1,1,1\n`);
    const imported = run(good);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain(`Imported 1 factor(s) into the embedded database`);
    expect(imported.stdout).toContain(`${STARTER_LIBRARY_VERSION}+provider.1`);

    const stored = await openDatabase({ pgliteDir: path.join(dir, 'data', 'pglite') });
    try {
      const rows = await stored.db.select({ key: emissionFactors.key }).from(emissionFactors);
      expect(rows).toEqual([{ key: '67-64-1' }]);
    } finally {
      await stored.close();
    }
  });
});

describe('the client’s live estimate, per account', () => {
  it('staff turn it off: the account says so to main user and sub-user, and the estimate answers 403; audited', async () => {
    const id = await footprint('DRAFT2');
    expect((await get(sub, '/api/client/footprint-panel')).json()).toEqual({ enabled: true });
    const off = await post(staff, `/api/admin/accounts/${clientId}/footprint-panel`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().footprintPanelEnabled).toBe(false);
    expect((await get(main.accessToken, '/api/client/footprint-panel')).json()).toEqual({ enabled: false });
    expect((await get(sub, '/api/client/footprint-panel')).json()).toEqual({ enabled: false });
    const refused = await get(main.accessToken, `/api/carbon/${id}/estimate`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(footprintEstimateMessages.panelOff);
    // Staff still see it.
    expect((await get(staff, `/api/admin/carbon/${id}/estimate`)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, 'account.footprint_panel_set')));
    expect(entry?.details).toEqual({ before: true, after: false });

    expect(
      (await post(main.accessToken, `/api/admin/accounts/${clientId}/footprint-panel`, { enabled: true }))
        .statusCode,
    ).toBe(403);
    await post(staff, `/api/admin/accounts/${clientId}/footprint-panel`, { enabled: true });
    expect((await get(main.accessToken, `/api/carbon/${id}/estimate`)).statusCode).toBe(200);
    expect((await get(staff, `/api/admin/accounts/${clientId}`)).json().footprintPanelEnabled).toBe(true);
  });
});

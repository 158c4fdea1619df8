import { type ProjectStatus, secondPartMessages, serverMessages } from '@pharmatrace/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plants, projects, projectVersions } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { fromStored, versionsOf } from './helpers/projects';
import { activatedSubUser, clientIdOf, completeCarbon, insertProject } from './helpers/staff';

let t: TestApp;
let main: { email: string; accessToken: string };
let clientId: string;
let plantA: string;
let plantB: string;

const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, token, payload: payload as Record<string, unknown>, headers });
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });

let plantCounter = 0;
/** A plant of the client (its own calls and rules are plants.test.ts's). */
async function createPlant(ownerClientId: string, companyName: string) {
  plantCounter += 1;
  const id = `plant_second_part_${plantCounter}`;
  await t.database.db
    .insert(plants)
    .values({ id, clientId: ownerClientId, companyName, city: 'Lyon', countryId: 'FR' });
  return id;
}

/** A footprint whose first part staff validated: its route has three substances, two reactions. */
async function openSecondPart(status: ProjectStatus = 'DRAFT2') {
  return insertProject(t, {
    clientId,
    kind: 'CARBON',
    status,
    name: 'Ibuprofen API',
    document: completeCarbon('Ibuprofen API', 'no-upload-needed'),
  });
}

/** One reaction that passes every rule of spec 001 §5. */
const reaction = (usedInReactionId: string, weightPerBatch = '1000') => ({
  usedInReactionId,
  linkedWithPlant: plantA,
  molecularWeight: '206.28',
  weightPerBatch,
  productBy: {
    processType: 'ChemicalReaction',
    purificationType: 'Distillation',
    carbonReactionProductionSites: plantA,
    byProductName: 'acetic acid',
    byProductCas: '64-19-7',
    byProductMolecularWeight: '60.05',
    byProductWeightPerBatch: '12',
    carbonReactionRawMaterials: [
      {
        name: '4-aminophenol',
        cas: '123-30-8',
        productionPlace: 'Asia',
        molecularWeight: '109.13',
        weightPerBatch: '820',
      },
      {
        name: 'acetic anhydride',
        cas: '108-24-7',
        productionPlace: 'Europe',
        molecularWeight: '102.09',
        weightPerBatch: '790',
      },
      {},
    ],
    carbonReactionAqueousWastes: [
      { roughComposition: 'acetic acid in water', type: 'BioStation', weightPerBatch: '450' },
      {},
    ],
    carbonReactionOrganicWastes: [{}, {}],
    carbonReactionGasWastes: [{}, {}],
    carbonReactionSolventRecyclings: [
      { solventName: 'water', distillationSite: 'SameLocation', recoveredWeightPerBatch: '300' },
      {},
    ],
    carbonReactionCleanings: [{}, {}],
  },
});

async function reactionIds(id: string): Promise<string[]> {
  const tree = (await get(main.accessToken, `/api/carbon/second_part/${id}`)).json().tree;
  return [tree.children[0].id, tree.children[0].children[0].id];
}

beforeAll(async () => {
  t = await createTestApp();
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
  plantA = await createPlant(clientId, 'Pharma Synthèse');
  plantB = await createPlant(clientId, 'Chimica Lombarda');
});
afterAll(() => t.close());

describe('GET /api/carbon/second_part/{id}', () => {
  it('answers the footprint with its route tree and the revision a save names', async () => {
    const id = await openSecondPart();
    const res = await get(main.accessToken, `/api/carbon/second_part/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'DRAFT2', name: 'Ibuprofen API', revision: 0 });
    expect(res.json().tree.children[0].name).toBe('4-aminophenol');
  });

  it("answers 404 for another client's footprint, 401 without a token", async () => {
    const id = await openSecondPart();
    const other = await registerConfirmedClient(t);
    expect((await get(other.accessToken, `/api/carbon/second_part/${id}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/carbon/second_part/${id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/carbon/second_part/update/{id}', () => {
  it("stores what was typed, half-typed numbers included, under the client's by-product spelling", async () => {
    const id = await openSecondPart();
    const [first] = await reactionIds(id);
    const res = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      plants: [plantA],
      substances: [{ ...reaction(first!), weightPerBatch: '12.' }],
      revision: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().revision).toBe(1);
    const [stored] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    const entry = (
      stored!.document.substances as { weightPerBatch: string; productBy: Record<string, unknown> }[]
    )[0]!;
    expect(entry.weightPerBatch).toBe('12.');
    expect(entry.productBy).toMatchObject({ byProductsName: 'acetic acid', byProductsWeightPerBatch: '12' });
    expect(entry.productBy.byProductName).toBeUndefined();
    expect(stored!.document.revision).toBeUndefined();
    // The first part is untouched.
    expect(stored!.document.name).toBe('Ibuprofen API');
    expect(stored!.document.reportDataContactPersonName).toBe('Jane Doe');
  });

  it('refuses a figure written with a decimal comma, naming the field and its line, and stores nothing (decision 0060)', async () => {
    const id = await openSecondPart();
    const [first] = await reactionIds(id);
    const base = reaction(first!);
    const rawMaterials = base.productBy.carbonReactionRawMaterials;
    const res = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      plants: [plantA],
      substances: [
        {
          ...base,
          weightPerBatch: '109,13',
          productBy: {
            ...base.productBy,
            carbonReactionRawMaterials: [rawMaterials[0], { ...rawMaterials[1], weightPerBatch: '0,5' }],
          },
        },
      ],
      revision: 0,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toMatchObject({
      'substances.0.weightPerBatch':
        'Weight per Batch: write the decimals after a point (109.13), or send a number',
      'substances.0.productBy.carbonReactionRawMaterials.1.weightPerBatch':
        'Line 2: Weight per Batch: write the decimals after a point (109.13), or send a number',
    });
    const [stored] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(JSON.stringify(stored!.document)).not.toContain('109,13');
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const id = await openSecondPart();
    const [first] = await reactionIds(id);
    const tabA = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      substances: [reaction(first!, '100')],
      revision: 0,
    });
    expect(tabA.statusCode).toBe(200);
    const tabB = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      substances: [reaction(first!, '200')],
      revision: 0,
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toEqual({
      message: serverMessages.staleSave,
      code: 'STALE_SAVE',
      said: { key: 'server.staleSave', values: {} },
    });
    const read = await get(main.accessToken, `/api/carbon/second_part/${id}`);
    expect(read.json().substances[0].weightPerBatch).toBe('100');
    expect(read.json().revision).toBe(1);
    // A save from the revision read again goes through.
    const again = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      substances: [reaction(first!, '200')],
      revision: 1,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().revision).toBe(2);
  });

  it("is stale too after the provider's amendment", async () => {
    const id = await openSecondPart('CHECK2');
    const staffWrite = await t.app.services.projects.findOwned(t.database.db, clientId, 'CARBON', id);
    await t.database.db.transaction((tx) =>
      t.app.services.projects.overwrite(tx, staffWrite, { plants: [] }, 0),
    );
    const res = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      plants: [],
      revision: 0,
    });
    expect(res.statusCode).toBe(409);
  });

  it.each<ProjectStatus>(['DRAFT', 'ONGOING', 'CHECK', 'ONGOING2', 'COMPLETED'])(
    'answers 409 in %s',
    async (status) => {
      const id = await openSecondPart(status);
      const res = await post(
        main.accessToken,
        `/api/carbon/second_part/update/${id}`,
        await fromStored(t, id, { plants: [plantA] }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(serverMessages.projectNotEditable);
    },
  );

  it('saves in CHECK2, while the client reviews the amendments', async () => {
    const id = await openSecondPart('CHECK2');
    const res = await post(
      main.accessToken,
      `/api/carbon/second_part/update/${id}`,
      await fromStored(t, id, { plants: [plantB] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CHECK2', plants: [plantB] });
  });

  it('refuses a plant that is not one of the client’s, and a value outside its enumeration', async () => {
    const id = await openSecondPart();
    const other = await registerConfirmedClient(t);
    const foreign = await createPlant(await clientIdOf(t, other.email), 'Elsewhere');
    const plant = await post(
      main.accessToken,
      `/api/carbon/second_part/update/${id}`,
      await fromStored(t, id, { plants: [foreign] }),
    );
    expect(plant.statusCode).toBe(400);
    const enumeration = await post(
      main.accessToken,
      `/api/carbon/second_part/update/${id}`,
      await fromStored(t, id, {
        substances: [{ productBy: { processType: 'Alchemy' } }],
      }),
    );
    expect(enumeration.statusCode).toBe(400);
    expect(enumeration.json().fields['substances.0.productBy.processType']).toBe(
      'Process type: unknown value',
    );
  });

  it("collapses a user's saves within a minute into one version holding the latest, then starts a new one", async () => {
    const id = await openSecondPart();
    const [first] = await reactionIds(id);
    for (const weight of ['1', '12', '123']) {
      const res = await post(
        main.accessToken,
        `/api/carbon/second_part/update/${id}`,
        await fromStored(t, id, {
          substances: [reaction(first!, weight)],
        }),
      );
      expect(res.statusCode).toBe(200);
    }
    let versions = await versionsOf(t, id);
    expect(versions.map((v) => v.action)).toEqual(['submit', 'secondPart.saved']);
    expect((versions[1]!.document.substances as { weightPerBatch: string }[])[0]!.weightPerBatch).toBe('123');

    // A minute later, the next save is a version of its own.
    await t.database.db
      .update(projectVersions)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(projectVersions.id, versions[1]!.id));
    await post(
      main.accessToken,
      `/api/carbon/second_part/update/${id}`,
      await fromStored(t, id, {
        substances: [reaction(first!, '1234')],
      }),
    );
    // Another user of the account (a sub-user) never folds into the main user's version.
    const sub = await activatedSubUser(t, main.accessToken);
    await post(
      sub,
      `/api/carbon/second_part/update/${id}`,
      await fromStored(t, id, { substances: [reaction(first!, '5')] }),
    );
    versions = await versionsOf(t, id);
    expect(versions.map((v) => `${v.authorRole}:${v.action}`)).toEqual([
      'MAIN:submit',
      'MAIN:secondPart.saved',
      'MAIN:secondPart.saved',
      'SUB:secondPart.saved',
    ]);
    expect((versions[2]!.document.substances as { weightPerBatch: string }[])[0]!.weightPerBatch).toBe(
      '1234',
    );
    expect((versions[3]!.document.substances as { weightPerBatch: string }[])[0]!.weightPerBatch).toBe('5');
  });
});

describe('POST /api/carbon/second_part/validate/{id}', () => {
  it('refuses a reaction that breaks spec 001 §5, naming the field and its line', async () => {
    const id = await openSecondPart();
    const [first, second] = await reactionIds(id);
    const broken = reaction(second!);
    broken.productBy.carbonReactionSolventRecyclings[1] = { solventName: 'toluene' } as never;
    const res = await post(
      main.accessToken,
      `/api/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        plants: [plantA],
        substances: [reaction(first!), broken],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(
      res.json().fields['substances.1.productBy.carbonReactionSolventRecyclings.1.distillationSite'],
    ).toBe('Line 2: Distillation site is required');
    expect((await get(main.accessToken, `/api/carbon/second_part/${id}`)).json().status).toBe('DRAFT2');
  });

  it('asks for an entry per reaction of the route, known or marked unknown', async () => {
    const id = await openSecondPart();
    const [first] = await reactionIds(id);
    const res = await post(
      main.accessToken,
      `/api/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        substances: [reaction(first!)],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(secondPartMessages.reactionsMissing(2));
  });

  it('sends DRAFT2 to ONGOING2 with a reaction marked Unknown data, once per Idempotency-Key', async () => {
    const id = await openSecondPart();
    const [first, second] = await reactionIds(id);
    const body = {
      plants: [plantA],
      substances: [
        reaction(first!),
        { usedInReactionId: second, dataUnknown: true, molecularWeight: 'half typed' },
      ],
      revision: 0,
    };
    const headers = { 'idempotency-key': 'second-part-1' };
    const sent = await post(main.accessToken, `/api/carbon/second_part/validate/${id}`, body, headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'ONGOING2', plants: [plantA] });
    expect(sent.json().substances[0].productBy.byProductsCas).toBe('64-19-7');
    const replay = await post(main.accessToken, `/api/carbon/second_part/validate/${id}`, body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await versionsOf(t, id)).map((v) => `${v.action}:${v.statusAfter}`)).toEqual([
      'submit:DRAFT2',
      'submitSecondPart:ONGOING2',
    ]);
    // Sent: a new key is a new request, refused now that the provider has it.
    const again = await post(main.accessToken, `/api/carbon/second_part/validate/${id}`, {
      ...body,
      revision: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverMessages.projectMoveRefused);
  });

  it('sends CHECK2 back to ONGOING2 (the client accepts the amendments)', async () => {
    const id = await openSecondPart('CHECK2');
    const [first, second] = await reactionIds(id);
    const res = await post(
      main.accessToken,
      `/api/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        substances: [reaction(first!), reaction(second!)],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ONGOING2');
  });

  it.each<ProjectStatus>(['DRAFT', 'ONGOING', 'CHECK', 'ONGOING2', 'COMPLETED'])(
    'answers 409 in %s',
    async (status) => {
      const id = await openSecondPart(status);
      const [first, second] = await reactionIds(id);
      const res = await post(
        main.accessToken,
        `/api/carbon/second_part/validate/${id}`,
        await fromStored(t, id, {
          substances: [reaction(first!), reaction(second!)],
        }),
      );
      expect(res.statusCode).toBe(409);
    },
  );

  it('refuses a stale submission', async () => {
    const id = await openSecondPart();
    const [first, second] = await reactionIds(id);
    await post(main.accessToken, `/api/carbon/second_part/update/${id}`, { plants: [], revision: 0 });
    const res = await post(main.accessToken, `/api/carbon/second_part/validate/${id}`, {
      substances: [reaction(first!), reaction(second!)],
      revision: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_SAVE');
  });
});

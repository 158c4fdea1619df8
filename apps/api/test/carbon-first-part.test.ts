import { messages, serverMessages } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, plants } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeCarbon, fromStored, setProjectStatus, versionsOf } from './helpers/projects';
import { clientIdOf, staffLogin } from './helpers/staff';
import { pdfFile, uploadForm } from './helpers/upload-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(token: string, url: string, payload: unknown) {
  return t.request({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
}

async function uploadKey(token: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/carbon/upload',
    token,
    ...uploadForm('reportDataDownloadMolecularStructure', 'structure.pdf', pdfFile()),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().file.Key as string;
}

async function projectOfUpload(key: string) {
  const [row] = await t.database.db
    .select({ projectId: files.projectId })
    .from(files)
    .where(eq(files.id, key));
  return row?.projectId ?? null;
}

describe('POST /api/carbon/create', () => {
  it('sends a complete first part as ONGOING, keeping the swapped contact fields and the uploaded file', async () => {
    const main = await registerConfirmedClient(t);
    const key = await uploadKey(main.accessToken);
    const res = await post(main.accessToken, '/api/carbon/create', completeCarbon(key));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ONGOING',
      reportDataContactPersonEmail: 'Head of sustainability',
      reportDataContactPersonFunction: 'jane.doe@example.com',
      reportDataDownloadMolecularStructure: key,
      reportDataWrittenReport: true,
    });
    expect(body.tree.name).toBe('Ibuprofen API');
    // The upload now belongs to the project: no longer swept after a day.
    expect(await projectOfUpload(key)).toBe(body.id);
  });

  it('refuses counters whose sum is wrong (3 ≠ 1 + 1)', async () => {
    const main = await registerConfirmedClient(t);
    const key = await uploadKey(main.accessToken);
    const res = await post(main.accessToken, '/api/carbon/create', {
      ...completeCarbon(key),
      reactionNumberWithInformation: 1,
      reactionNumberWithoutInformation: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.reactionNumber).toBe(messages.footprint.stepsSum);
  });

  it('refuses a first part without its molecular structure file, or with a bad contact e-mail', async () => {
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/carbon/create', {
      ...completeCarbon(''),
      reportDataContactPersonFunction: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      reportDataDownloadMolecularStructure: messages.footprint.molecularStructureMissing,
      reportDataContactPersonFunction: messages.email.invalid,
    });
  });

  it("refuses another client's upload key, and stores nothing", async () => {
    const other = await registerConfirmedClient(t);
    const foreignKey = await uploadKey(other.accessToken);
    const main = await registerConfirmedClient(t);
    const res = await post(main.accessToken, '/api/carbon/create', completeCarbon(foreignKey));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.reportDataDownloadMolecularStructure).toBeDefined();
    const list = await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken });
    expect(list.json()).toEqual([]);
    expect(await projectOfUpload(foreignKey)).toBeNull();
  });
});

describe('POST /api/carbon/validate/{id}', () => {
  async function draft(token: string) {
    const res = await post(token, '/api/carbon/draft/create', { name: 'Ibuprofen API', wizardStep: 1 });
    return res.json().id as string;
  }

  it('sends a DRAFT, then a CHECK whose amendments the client accepts, each with a version row', async () => {
    const main = await registerConfirmedClient(t);
    const key = await uploadKey(main.accessToken);
    const id = await draft(main.accessToken);
    const sent = await post(
      main.accessToken,
      `/api/carbon/validate/${id}`,
      await fromStored(t, id, completeCarbon(key)),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('ONGOING');
    await setProjectStatus(t, id, 'CHECK');
    const accepted = await post(
      main.accessToken,
      `/api/carbon/validate/${id}`,
      await fromStored(t, id, completeCarbon(key)),
    );
    expect(accepted.json().status).toBe('ONGOING');
    expect((await versionsOf(t, id)).map((v) => [v.action, v.statusAfter])).toEqual([
      ['draft.created', 'DRAFT'],
      ['submit', 'ONGOING'],
      ['acceptAmendments', 'ONGOING'],
    ]);
  });

  it.each(['ONGOING', 'DRAFT2', 'ONGOING2', 'COMPLETED'] as const)(
    'answers 409 in %s and changes nothing',
    async (status) => {
      const main = await registerConfirmedClient(t);
      const key = await uploadKey(main.accessToken);
      const id = await draft(main.accessToken);
      await setProjectStatus(t, id, status);
      const res = await post(
        main.accessToken,
        `/api/carbon/validate/${id}`,
        await fromStored(t, id, completeCarbon(key)),
      );
      expect(res.statusCode).toBe(409);
      const update = await post(
        main.accessToken,
        `/api/carbon/update/${id}`,
        await fromStored(t, id, { name: 'late change' }),
      );
      expect(update.statusCode).toBe(409);
      const stored = (
        await t.request({ method: 'GET', url: `/api/carbon/${id}`, token: main.accessToken })
      ).json();
      expect(stored).toMatchObject({ name: 'Ibuprofen API', status });
    },
  );

  it('validate_without_production/{id} sends a stored draft without production data', async () => {
    const main = await registerConfirmedClient(t);
    const id = await draft(main.accessToken);
    const res = await post(
      main.accessToken,
      `/api/carbon/validate_without_production/${id}`,
      await fromStored(t, id, {
        name: 'Ibuprofen API',
        cas: '15687-27-1',
        reactionNumber: 2,
        reactionNumberWithInformation: 0,
        reactionNumberWithoutInformation: 2,
        nameOfSupplier: 'BASF',
        productionCountry: 'DE',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ONGOING', nameOfSupplier: 'BASF', productionCountry: 'DE' });
    const missing = await post(main.accessToken, '/api/carbon/create_without_production', {
      name: 'x',
      cas: '1-1-1',
      reactionNumber: 0,
      reactionNumberWithInformation: 0,
      reactionNumberWithoutInformation: 0,
    });
    expect(missing.json().fields).toMatchObject({
      nameOfSupplier: messages.footprint.supplierEmpty,
      productionCountry: messages.footprint.productionCountryEmpty,
    });
  });
});

describe("a footprint's plant ids on first-part saves (issue #22 'Foreign plant ids')", () => {
  let plantCounter = 0;
  async function plantOf(email: string) {
    plantCounter += 1;
    const id = `plant_first_part_${plantCounter}`;
    await t.database.db.insert(plants).values({
      id,
      clientId: await clientIdOf(t, email),
      companyName: 'Plant',
      city: 'Lyon',
      countryId: 'FR',
    });
    return id;
  }

  it.each([
    ['plants', (plant: string) => ({ plants: [plant] }), 'plants.0'],
    [
      'linkedWithPlant',
      (plant: string) => ({ substances: [{ linkedWithPlant: plant }] }),
      'substances.0.linkedWithPlant',
    ],
    [
      'a production site',
      (plant: string) => ({ substances: [{ productBy: { carbonReactionProductionSites: plant } }] }),
      'substances.0.productBy.carbonReactionProductionSites',
    ],
  ])(
    "refuses another company's plant in %s, on every save, client's and staff's",
    async (_, naming, field) => {
      const main = await registerConfirmedClient(t);
      const other = await registerConfirmedClient(t);
      const own = await plantOf(main.email);
      const foreign = await plantOf(other.email);
      const refused = {
        message: serverMessages.unknownPlant,
        fields: { [field]: serverMessages.unknownPlant },
      };

      for (const plant of [foreign, 'plant_that_does_not_exist']) {
        const created = await post(main.accessToken, '/api/carbon/draft/create', {
          name: 'x',
          ...naming(plant),
        });
        expect(created.statusCode).toBe(400);
        expect(created.json()).toMatchObject(refused);
      }
      expect(
        (await t.request({ method: 'GET', url: '/api/carbon', token: main.accessToken })).json(),
      ).toEqual([]);
      // A submission's schema carries no second part: whatever it names there is never stored.
      const key = await uploadKey(main.accessToken);
      const submitted = await post(main.accessToken, '/api/carbon/create', {
        ...completeCarbon(key),
        ...naming(foreign),
      });
      expect(submitted.statusCode).toBe(201);
      expect(JSON.stringify(submitted.json())).not.toContain(foreign);

      const draft = await post(main.accessToken, '/api/carbon/draft/create', {
        name: 'Ibuprofen',
        ...naming(own),
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().id as string;
      const updated = await post(main.accessToken, `/api/carbon/update/${id}`, {
        name: 'Ibuprofen',
        ...naming(foreign),
        revision: draft.json().revision,
      });
      expect(updated.json()).toMatchObject(refused);
      const stored = await t.request({ method: 'GET', url: `/api/carbon/${id}`, token: main.accessToken });
      expect(stored.json()).toMatchObject({ ...naming(own), revision: draft.json().revision });

      // Staff amend for the project's client: the client's plants only.
      await setProjectStatus(t, id, 'ONGOING');
      const staff = await staffLogin(t);
      const amended = await post(staff, `/api/admin/carbon/update/${id}`, {
        name: 'Ibuprofen',
        ...naming(foreign),
        revision: draft.json().revision,
      });
      expect(amended.json()).toMatchObject(refused);
    },
  );
});

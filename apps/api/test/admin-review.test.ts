import { massBalanceMessages, messages, serverMessages } from '@pharmatrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, plants } from '../src/db/schema';
import { registerConfirmedClient, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import {
  completeOrigin,
  completeSubstance,
  fromStored,
  manufacturer,
  setProjectStatus,
  versionsOf,
} from './helpers/projects';
import {
  carbonWithoutProduction,
  clientIdOf,
  completeCarbon,
  secondPart,
  staffAccount,
  staffLogin,
  uploadStructure,
} from './helpers/staff';

let t: TestApp;
let staff: string;
let staffUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  staffUserId = (await userByEmail(t, staffAccount.email)).id;
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof registerConfirmedClient>> & { clientId: string };
async function newClient(): Promise<Client> {
  const main = await registerConfirmedClient(t);
  return { ...main, clientId: await clientIdOf(t, main.email) };
}

const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });

/** A substance label the client sent (ONGOING). */
async function submittedSubstance(client: Client, inn = 'paracetamol') {
  const res = await post(client.accessToken, '/api/substance/create', completeSubstance(inn));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; tree: ReturnType<typeof completeSubstance>['tree'] };
}

async function auditOf(clientId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, action)));
}

describe('GET /api/admin/{kind}/{id}', () => {
  it('answers the document with the client, the client’s plants and the history', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    const res = await get(staff, `/api/admin/substance/${project.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: project.id,
      inn: 'paracetamol',
      cas: '103-90-2',
      status: 'ONGOING',
      client: { id: client.clientId, companyName: 'Acme Pharma' },
      versions: [
        {
          version: 1,
          action: 'submit',
          statusBefore: null,
          statusAfter: 'ONGOING',
          author: { name: 'Jane Doe', role: 'MAIN' },
        },
      ],
    });
    expect(body.tree.children[0].name).toBe('4-aminophenol');
    // The plants the client's tree created, for the staff tree editor to offer.
    expect(body.plantOptions.map((p: { companyName: string }) => p.companyName)).toEqual([
      'Chem Intermediates',
      'Chimica Lombarda',
      'Nitro Co',
      'Pharma Synthèse',
    ]);
    expect(body.plantOptions[0]).toEqual({
      id: expect.stringMatching(/^plant_/),
      companyName: 'Chem Intermediates',
      city: 'Hyderabad',
      countryId: 'IN',
    });
  });

  it('answers 404 for an unknown id, a malformed one, or a project of another kind', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    for (const url of [
      '/api/admin/substance/00000000-0000-4000-8000-000000000000',
      '/api/admin/substance/nope',
      `/api/admin/origin/${project.id}`,
      `/api/admin/carbon/second_part/${project.id}`,
    ])
      expect((await get(staff, url)).statusCode, url).toBe(404);
  });
});

describe('POST /api/admin/{kind}/update/{id}', () => {
  it('stores the amendment without moving the status, as a staff version with an audit row', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    const tree = structuredClone(project.tree);
    tree.manufacturers = [
      manufacturer('Pharma Synthèse', 'Lyon', 'FR', 60),
      manufacturer('Chimica Lombarda', 'Milano', 'IT', 40),
    ];
    const res = await post(
      staff,
      `/api/admin/substance/update/${project.id}`,
      await fromStored(t, project.id, {
        ...completeSubstance(),
        tree,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ONGOING',
      tree: { manufacturers: [{ percentage: 60 }, { percentage: 40 }] },
    });
    expect(res.json().versions[0]).toMatchObject({
      version: 2,
      action: 'amended',
      statusBefore: 'ONGOING',
      statusAfter: 'ONGOING',
      author: { role: 'STAFF', name: 'Pharmatrace staff' },
    });

    const versions = await versionsOf(t, project.id);
    expect(versions.at(-1)).toMatchObject({
      authorUserId: staffUserId,
      authorRole: 'STAFF',
      action: 'amended',
    });
    const [entry] = await auditOf(client.clientId, 'project.amended');
    expect(entry).toMatchObject({
      actorUserId: staffUserId,
      details: { projectId: project.id, kind: 'SUBSTANCE', name: 'paracetamol' },
    });
  });

  it('makes the plants staff type in a tree plants of the project’s client, not of the staff user', async () => {
    const client = await newClient();
    const other = await newClient();
    const project = await submittedSubstance(client);
    const tree = structuredClone(project.tree);
    tree.children[0]!.manufacturers = [manufacturer('Nouvelle Chimie', 'Rouen', 'FR', 100)];
    const res = await post(
      staff,
      `/api/admin/substance/update/${project.id}`,
      await fromStored(t, project.id, {
        ...completeSubstance(),
        tree,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const plantId = res.json().tree.children[0].manufacturers[0].plantId as string;
    expect(plantId).toMatch(/^plant_/);
    const [plant] = await t.database.db.select().from(plants).where(eq(plants.id, plantId));
    expect(plant).toMatchObject({ clientId: client.clientId, companyName: 'Nouvelle Chimie', city: 'Rouen' });
    const mine = (await get(client.accessToken, '/api/plant')).json();
    expect(mine.map((p: { id: string }) => p.id)).toContain(plantId);
    expect((await get(other.accessToken, '/api/plant')).json()).toEqual([]);
    // The staff editor now offers it too.
    expect(res.json().plantOptions.map((p: { id: string }) => p.id)).toContain(plantId);

    // An origin's trees are under api[n].tree.
    const origin = await post(client.accessToken, '/api/origin/create', completeOrigin());
    const document = origin.json();
    document.api[1].tree.manufacturers = [manufacturer('Caféine SA', 'Nancy', 'FR', 100)];
    const { id, status, reportUrl, invoiceUrl, invoice, createdAt, updatedAt, ...body } = document;
    const amended = await post(staff, `/api/admin/origin/update/${id}`, await fromStored(t, id, body));
    expect(amended.statusCode, amended.body).toBe(200);
    const created = amended
      .json()
      .plantOptions.find((p: { companyName: string }) => p.companyName === 'Caféine SA');
    expect(created).toMatchObject({ city: 'Nancy', countryId: 'FR' });
    expect(amended.json().api[1].tree.manufacturers[0].plantId).toBe(created.id);
  });

  it('answers 409 outside ONGOING and CHECK, and 400 for a document the draft schema refuses', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    for (const status of ['DRAFT', 'COMPLETED', 'ONGOING2'] as const) {
      await setProjectStatus(t, project.id, status);
      const res = await post(
        staff,
        `/api/admin/substance/update/${project.id}`,
        await fromStored(t, project.id, { inn: 'changed' }),
      );
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(serverMessages.staffProjectNotEditable);
    }
    await setProjectStatus(t, project.id, 'CHECK');
    expect(
      (
        await post(
          staff,
          `/api/admin/substance/update/${project.id}`,
          await fromStored(t, project.id, { inn: 'changed' }),
        )
      ).statusCode,
    ).toBe(200);
    const invalid = await post(
      staff,
      `/api/admin/substance/update/${project.id}`,
      await fromStored(t, project.id, { cas: '1' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.inn).toBe("INN can't be empty");
  });

  it('accepts only the project’s client’s uploads in a footprint', async () => {
    const client = await newClient();
    const other = await newClient();
    const key = await uploadStructure(t, client.accessToken);
    const created = await post(
      client.accessToken,
      '/api/carbon/create',
      completeCarbon('Ibuprofen API', key),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const ok = await post(
      staff,
      `/api/admin/carbon/update/${id}`,
      await fromStored(t, id, {
        ...completeCarbon('Ibuprofen API', key),
        reportDataComments: 'Checked by us',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const foreign = await uploadStructure(t, other.accessToken);
    const refused = await post(
      staff,
      `/api/admin/carbon/update/${id}`,
      await fromStored(t, id, {
        ...completeCarbon('Ibuprofen API', key),
        reportDataDownloadProcessFlowDiagram: foreign,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      reportDataDownloadProcessFlowDiagram: serverMessages.uploadUnknown,
    });
  });
});

describe('POST /api/admin/{kind}/validate/{id}', () => {
  it('sends a label back for checking: CHECK, a staff version, an audit row and an e-mail with a link to it', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    const tree = structuredClone(project.tree);
    tree.children[0]!.manufacturers[0]!.percentage = 100;
    const res = await post(
      staff,
      `/api/admin/substance/validate/${project.id}`,
      await fromStored(t, project.id, {
        ...completeSubstance(),
        tree,
        status: 'CHECK',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CHECK');
    expect(res.json()).not.toHaveProperty('document.status');

    const versions = await versionsOf(t, project.id);
    expect(versions.at(-1)).toMatchObject({
      action: 'askClientToCheck',
      statusBefore: 'ONGOING',
      statusAfter: 'CHECK',
      authorRole: 'STAFF',
    });
    expect(versions.at(-1)!.document).not.toHaveProperty('status');
    const [moved] = await auditOf(client.clientId, 'project.moved');
    expect(moved).toMatchObject({
      actorUserId: staffUserId,
      details: {
        projectId: project.id,
        action: 'askClientToCheck',
        statusBefore: 'ONGOING',
        statusAfter: 'CHECK',
      },
    });

    const mail = await t.smtp.waitFor(client.email, /Please check our amendments to paracetamol/);
    expect(mail.text).toContain('Hello Jane Doe,');
    expect(mail.text).toContain('Our team reviewed your substance label "paracetamol" and amended it.');
    expect(mail.text).toContain(`http://portal.test/drug_substance/${project.id}`);
    expect(mail.html).toContain(`href="http://portal.test/drug_substance/${project.id}"`);
  });

  it('completes a label only with the complete document, and e-mails a link to the client’s list', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client, 'ibuprofen');
    const incomplete = await post(
      staff,
      `/api/admin/substance/validate/${project.id}`,
      await fromStored(t, project.id, {
        inn: 'ibuprofen',
        status: 'COMPLETED',
      }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toMatchObject({
      cas: "CAS number can't be empty",
      codeHs: "HS code can't be empty",
    });
    const done = await post(
      staff,
      `/api/admin/substance/validate/${project.id}`,
      await fromStored(t, project.id, {
        ...completeSubstance('ibuprofen'),
        status: 'COMPLETED',
      }),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('COMPLETED');
    const mail = await t.smtp.waitFor(client.email, /ibuprofen is completed/);
    expect(mail.text).toContain('Open My Origin labels: http://portal.test/my_labels');
    // Done is done: neither staff nor the client move it again.
    const again = await post(
      staff,
      `/api/admin/substance/validate/${project.id}`,
      await fromStored(t, project.id, {
        ...completeSubstance('ibuprofen'),
        status: 'CHECK',
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverMessages.projectMoveRefused);
  });

  it('refuses a status that is not one: 400 naming the field', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client);
    for (const status of [undefined, 'ARCHIVED', 3]) {
      const res = await post(
        staff,
        `/api/admin/substance/validate/${project.id}`,
        await fromStored(t, project.id, {
          ...completeSubstance(),
          status,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain('status');
    }
  });
});

describe('a footprint through both parts (spec 001 §4)', () => {
  it('first part → DRAFT2 → second part amended → CHECK2 → COMPLETED, e-mailing each step', async () => {
    const client = await newClient();
    const key = await uploadStructure(t, client.accessToken);
    const created = await post(
      client.accessToken,
      '/api/carbon/create',
      completeCarbon('Ibuprofen API', key),
    );
    const id = created.json().id as string;

    // 'Save first part as completed' needs the complete first part.
    const incomplete = await post(
      staff,
      `/api/admin/carbon/validate/${id}`,
      await fromStored(t, id, {
        name: 'Ibuprofen API',
        status: 'DRAFT2',
      }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields.reportDataDownloadMolecularStructure).toBe(
      "Please provide Molecular Structure's file",
    );
    const opened = await post(
      staff,
      `/api/admin/carbon/validate/${id}`,
      await fromStored(t, id, {
        ...completeCarbon('Ibuprofen API', key),
        status: 'DRAFT2',
      }),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().status).toBe('DRAFT2');
    const openedMail = await t.smtp.waitFor(client.email, /The second part of Ibuprofen API is open/);
    expect(openedMail.text).toContain(`http://portal.test/carbon_footprint/second_part/${id}`);

    // The second part's calls refuse while the client has it (DRAFT2); the client sends it (ONGOING2).
    expect(
      (await post(staff, `/api/admin/carbon/second_part/update/${id}`, await fromStored(t, id, secondPart())))
        .statusCode,
    ).toBe(409);
    await setProjectStatus(t, id, 'ONGOING2');
    expect(
      (await post(staff, `/api/admin/carbon/update/${id}`, await fromStored(t, id, { name: 'first part' })))
        .statusCode,
    ).toBe(409);

    const amended = await post(
      staff,
      `/api/admin/carbon/second_part/update/${id}`,
      await fromStored(t, id, {
        ...secondPart('125'),
        name: 'ignored: not a second-part field',
      }),
    );
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({
      status: 'ONGOING2',
      name: 'Ibuprofen API',
      reportDataDownloadMolecularStructure: key,
    });
    expect(amended.json().substances[0].weightPerBatch).toBe('125');
    const read = await get(staff, `/api/admin/carbon/second_part/${id}`);
    expect(read.json().substances[0].productBy.carbonReactionRawMaterials[0].name).toBe('isobutylbenzene');

    const badNumber = await post(
      staff,
      `/api/admin/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        substances: [{ weightPerBatch: 'a lot' }],
        status: 'CHECK2',
      }),
    );
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fields['substances.0.weightPerBatch']).toBe(
      'Weight per Batch has to be a number',
    );

    const check = await post(
      staff,
      `/api/admin/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        ...secondPart('125'),
        status: 'CHECK2',
      }),
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().status).toBe('CHECK2');
    const checkMail = await t.smtp.waitFor(client.email, /Please check our amendments to Ibuprofen API/);
    expect(checkMail.text).toContain('the second part of your carbon footprint "Ibuprofen API"');
    expect(checkMail.text).toContain(`http://portal.test/carbon_footprint/second_part/${id}`);

    // The first part's 'Save as Check' is not the second part's call.
    expect(
      (
        await post(
          staff,
          `/api/admin/carbon/validate/${id}`,
          await fromStored(t, id, { name: 'Ibuprofen API', status: 'CHECK' }),
        )
      ).statusCode,
    ).toBe(409);
    const done = await post(
      staff,
      `/api/admin/carbon/second_part/validate/${id}`,
      await fromStored(t, id, {
        ...secondPart('125'),
        status: 'COMPLETED',
      }),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('COMPLETED');
    const doneMail = await t.smtp.waitFor(client.email, /Ibuprofen API is completed/);
    expect(doneMail.text).toContain('http://portal.test/my_footprints');

    const actions = (await versionsOf(t, id)).map((v) => `${v.authorRole}:${v.action}:${v.statusAfter}`);
    expect(actions).toEqual([
      'MAIN:submit:ONGOING',
      'STAFF:openSecondPart:DRAFT2',
      'STAFF:amended:ONGOING2',
      'STAFF:askClientToCheck:CHECK2',
      'STAFF:complete:COMPLETED',
    ]);
  });

  it('validates a footprint without production data: COMPLETED, with its e-mail', async () => {
    const client = await newClient();
    const created = await post(
      client.accessToken,
      '/api/carbon/create_without_production',
      carbonWithoutProduction('Aspirin API'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const missing = await post(
      staff,
      `/api/admin/carbon/validate_without_production/${id}`,
      await fromStored(t, id, {
        name: 'Aspirin API',
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.nameOfSupplier).toBe("Name of the supplier can't be empty");
    const res = await post(
      staff,
      `/api/admin/carbon/validate_without_production/${id}`,
      await fromStored(t, id, {
        ...carbonWithoutProduction('Aspirin API'),
        nameOfSupplier: 'Bulk Chem India',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', nameOfSupplier: 'Bulk Chem India' });
    expect((await versionsOf(t, id)).at(-1)).toMatchObject({
      action: 'completeWithoutProduction',
      statusBefore: 'ONGOING',
    });
    await t.smtp.waitFor(client.email, /Aspirin API is completed/);
    const twice = await post(
      staff,
      `/api/admin/carbon/validate_without_production/${id}`,
      await fromStored(t, id, carbonWithoutProduction('Aspirin API')),
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe('DELETE /api/admin/{kind}/{id}', () => {
  it.each([
    ['substance', 'ONGOING', 204],
    ['substance', 'CHECK', 204],
    ['substance', 'DRAFT', 409],
    ['substance', 'COMPLETED', 409],
    ['origin', 'ONGOING', 204],
    ['origin', 'DRAFT2', 409],
    ['carbon', 'CHECK', 204],
    ['carbon', 'ONGOING2', 204],
    ['carbon', 'CHECK2', 204],
    ['carbon', 'DRAFT2', 409],
    ['carbon', 'COMPLETED', 409],
  ] as const)('%s in %s answers %i', async (path, status, expected) => {
    const client = await newClient();
    const nameField = { origin: 'drugProductName', substance: 'inn', carbon: 'name' }[path];
    const draft = await post(client.accessToken, `/api/${path}/draft/create`, {
      [nameField]: 'Staff delete',
    });
    const id = draft.json().id;
    await setProjectStatus(t, id, status);
    const res = await t.request({ method: 'DELETE', url: `/api/admin/${path}/${id}`, token: staff });
    expect(res.statusCode).toBe(expected);
    if (expected === 409) {
      expect(res.json().message).toBe(serverMessages.staffProjectNotDeletable);
      expect((await get(staff, `/api/admin/${path}/${id}`)).statusCode).toBe(200);
    }
  });

  it('is a soft delete: a staff version, an audit row, gone from the lists, recoverable', async () => {
    const client = await newClient();
    const project = await submittedSubstance(client, 'to delete');
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/substance/${project.id}`,
      token: staff,
      headers: { 'x-http-method-override': 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(staff, `/api/admin/substance/${project.id}`)).statusCode).toBe(404);
    expect((await get(staff, `/api/admin/projects?clientId=${client.clientId}`)).json().total).toBe(0);
    expect((await get(client.accessToken, '/api/substance')).json()).toEqual([]);
    expect((await versionsOf(t, project.id)).at(-1)).toMatchObject({
      action: 'deleted',
      authorRole: 'STAFF',
      statusAfter: 'ONGOING',
    });
    expect(await auditOf(client.clientId, 'project.deleted')).toHaveLength(1);

    const deleted = (await get(staff, '/api/admin/deleted-projects')).json();
    expect(deleted.map((p: { id: string }) => p.id)).toContain(project.id);
    const restore = await post(staff, `/api/admin/deleted-projects/${project.id}/restore`, undefined);
    expect(restore.statusCode).toBe(204);
    expect((await get(staff, `/api/admin/substance/${project.id}`)).json().status).toBe('ONGOING');
  });
});

describe("staff saves check the numbers as a submission does (issue #22 'Staff saves')", () => {
  const tree = (percentage: unknown) => ({
    id: 'substance_root',
    name: 'paracetamol',
    manufacturers: [{ companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR', percentage }],
  });
  const field = 'tree.manufacturers.0.percentage';

  it("keeps the client's half-typed draft, refuses staff's '-999' and 'NaN' on Save changes and Save as Check", async () => {
    const client = await newClient();
    const draft = await post(client.accessToken, '/api/substance/draft/create', {
      inn: 'paracetamol',
      tree: tree(-999),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;
    await setProjectStatus(t, id, 'ONGOING');
    for (const [percentage, message] of [
      [-999, messages.percentage.zeroOrUnder],
      ['NaN', messages.percentage.notNumber],
      [101, messages.percentage.above100],
    ] as const) {
      const body = { inn: 'paracetamol', tree: tree(percentage), revision: 0 };
      const amended = await post(staff, `/api/admin/substance/update/${id}`, body);
      expect(amended.statusCode, String(percentage)).toBe(400);
      expect(amended.json().fields[field]).toBe(message);
      const checked = await post(staff, `/api/admin/substance/validate/${id}`, { ...body, status: 'CHECK' });
      expect(checked.statusCode).toBe(400);
      expect(checked.json().fields[field]).toBe(message);
    }
    expect(await versionsOf(t, id)).toHaveLength(1);
    // Unfinished is fine: a blank percentage is the client's to fill in.
    const blank = await post(staff, `/api/admin/substance/validate/${id}`, {
      inn: 'paracetamol',
      tree: tree(''),
      status: 'CHECK',
      revision: 0,
    });
    expect(blank.statusCode, blank.body).toBe(200);
  });

  it("checks a drug product's production countries and a footprint's mass balance", async () => {
    const client = await newClient();
    const origin = await post(client.accessToken, '/api/origin/draft/create', {
      drugProductName: 'Doliprane',
    });
    await setProjectStatus(t, origin.json().id, 'ONGOING');
    const shares = await post(staff, `/api/admin/origin/validate/${origin.json().id}`, {
      drugProductName: 'Doliprane',
      productionCountriesDrugFormulation: [{ countryId: 'FR', percentage: -999 }],
      status: 'CHECK',
      revision: 0,
    });
    expect(shares.json().fields['productionCountriesDrugFormulation.0.percentage']).toBe(
      messages.percentage.zeroOrUnder,
    );
    const carbon = await post(client.accessToken, '/api/carbon/draft/create', { name: 'Ibuprofen' });
    await setProjectStatus(t, carbon.json().id, 'ONGOING');
    const mass = await post(staff, `/api/admin/carbon/update/${carbon.json().id}`, {
      name: 'Ibuprofen',
      substances: [{ molecularWeight: 'NaN' }],
      revision: 0,
    });
    expect(mass.json().fields['substances.0.molecularWeight']).toBe(
      massBalanceMessages.molecularWeightNumber,
    );
  });
});

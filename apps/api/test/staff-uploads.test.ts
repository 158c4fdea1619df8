import { serverMessages, UPLOAD_MAX_BYTES, uploadFileTypes } from '@pharmatrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../src/db/schema';
import { registerConfirmedClient, userByEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import {
  activatedSubUser,
  clientIdOf,
  completeCarbon,
  insertProject,
  staffAccount,
  staffLogin,
} from './helpers/staff';
import {
  docxFile,
  lyingZipBombDocx,
  pdfFile,
  pdfOfSize,
  uploadForm,
  windowsExecutable,
  xlsFile,
} from './helpers/upload-files';

/**
 * Issue #22 'Staff cannot open the client's files': staff read, download and replace the files of
 * a client's footprint through admin/carbon/{id}/upload…, and the documents page lists them. A
 * replacement is the client's upload like any other once staff save it: the client's screens
 * read it, download it and save it again.
 */

let t: TestApp;
let staff: string;
let staffUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  staffUserId = (await userByEmail(t, staffAccount.email)).id;
});
afterAll(() => t.close());

const structure = 'reportDataDownloadMolecularStructure';
const route = 'reportDataDownloadMolecularSyntheticRoute';
const flow = 'reportDataDownloadProcessFlowDiagram';

const get = (token: string | undefined, url: string) =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (token: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, payload });
const download = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

async function newClient() {
  const main = await registerConfirmedClient(t);
  const user = await userByEmail(t, main.email);
  return { ...main, clientId: await clientIdOf(t, main.email), userName: user.name };
}

async function clientUpload(token: string, field: string, filename: string, data: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: '/api/carbon/upload',
    token,
    ...uploadForm(field, filename, data),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.Key as string;
}

const staffUpload = (token: string | undefined, id: string, field: string, filename: string, data: Buffer) =>
  t.request({
    method: 'POST',
    url: `/api/admin/carbon/${id}/upload`,
    ...(token ? { token } : {}),
    ...uploadForm(field, filename, data),
  });

const theFiles = {
  structure: { filename: 'structure.pdf', data: pdfFile('Molecular structure of ibuprofen') },
  route: { filename: 'route.docx', data: docxFile('Synthetic route of ibuprofen') },
  flow: { filename: 'flow.xls', data: xlsFile() },
};

/** A client's footprint submitted (ONGOING) with the three files uploaded on its first part. */
async function submittedFootprint(client: Awaited<ReturnType<typeof newClient>>) {
  const keys = {
    [structure]: await clientUpload(
      client.accessToken,
      structure,
      theFiles.structure.filename,
      theFiles.structure.data,
    ),
    [route]: await clientUpload(client.accessToken, route, theFiles.route.filename, theFiles.route.data),
    [flow]: await clientUpload(client.accessToken, flow, theFiles.flow.filename, theFiles.flow.data),
  };
  const document = { ...completeCarbon('Ibuprofen API', keys[structure]), ...keys };
  const created = await post(client.accessToken, '/api/carbon/create', document);
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as string, keys, document };
}

const auditOf = (projectId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.projectId, projectId)).orderBy(auditLog.id);

const uploadRows = (clientId: string) =>
  t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.clientId, clientId), eq(files.purpose, 'UPLOAD')))
    .then((rows) => rows[0]!.n);

describe('staff and the files of a client’s footprint', () => {
  it('staff read each uploaded file’s name and download the same bytes; the documents page lists them', async () => {
    const client = await newClient();
    const footprint = await submittedFootprint(client);

    for (const [field, file, ext] of [
      [structure, theFiles.structure, 'pdf'],
      [route, theFiles.route, 'docx'],
      [flow, theFiles.flow, 'xls'],
    ] as const) {
      const meta = await get(staff, `/api/admin/carbon/${footprint.id}/upload/${footprint.keys[field]}`);
      expect(meta.statusCode, meta.body).toBe(200);
      expect(meta.json()).toEqual({
        Key: footprint.keys[field],
        name: field,
        filename: file.filename,
        sizeBytes: file.data.length,
        contentType: uploadFileTypes[ext],
        url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/),
      });
      expect((await download(meta.json().url)).equals(file.data)).toBe(true);
    }

    const page = await get(staff, `/api/admin/carbon/${footprint.id}/documents`);
    expect(page.statusCode, page.body).toBe(200);
    const uploads = page.json().uploads;
    expect(
      uploads.map((u: { field: string; filename: string; current: boolean }) => [
        u.field,
        u.filename,
        u.current,
      ]),
    ).toEqual([
      [structure, 'structure.pdf', true],
      [route, 'route.docx', true],
      [flow, 'flow.xls', true],
    ]);
    expect(uploads[0]).toMatchObject({
      fileId: footprint.keys[structure],
      contentType: 'application/pdf',
      sizeBytes: theFiles.structure.data.length,
      uploadedBy: client.userName,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await download(uploads[1].url)).equals(theFiles.route.data)).toBe(true);
  });

  it('staff replace a file: audited, attached once saved, and the client reads, downloads and saves it again unchanged', async () => {
    const client = await newClient();
    const footprint = await submittedFootprint(client);
    const replacement = pdfFile('Molecular structure, corrected by the provider');

    const sent = await staffUpload(staff, footprint.id, structure, 'structure-corrected.pdf', replacement);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ name: structure, file: { Key: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const newKey = sent.json().file.Key as string;

    // Stored as an upload of the client, sent by staff, attached to the footprint at once (issue
    // #39), but not named by it until staff save it.
    const [row] = await t.database.db.select().from(files).where(eq(files.id, newKey));
    expect(row).toMatchObject({
      clientId: client.clientId,
      purpose: 'UPLOAD',
      formField: structure,
      uploadedByUserId: staffUserId,
      projectId: footprint.id,
    });
    // Before 'Save changes', each side reads which file is current: the documents page lists the
    // new file as not in use yet beside the one in use, and the client's footprint names the old.
    const before = (await get(staff, `/api/admin/carbon/${footprint.id}/documents`)).json();
    const inUse = (uploads: { filename: string; current: boolean; pending: boolean }[]) =>
      uploads.map((u) => [u.filename, u.current ? 'current' : u.pending ? 'not in use yet' : 'replaced']);
    expect(inUse(before.uploads)).toEqual([
      ['structure.pdf', 'current'],
      ['route.docx', 'current'],
      ['flow.xls', 'current'],
      ['structure-corrected.pdf', 'not in use yet'],
    ]);
    expect((await get(client.accessToken, `/api/carbon/${footprint.id}`)).json()[structure]).toBe(
      footprint.keys[structure],
    );
    const audit = (await auditOf(footprint.id)).filter((r) => r.action === 'project.upload_added');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: staffUserId,
      clientId: client.clientId,
      details: {
        name: 'Ibuprofen API',
        field: structure,
        fileId: newKey,
        filename: 'structure-corrected.pdf',
        previousFileId: footprint.keys[structure],
      },
    });
    const shown = await get(staff, `/api/admin/carbon/${footprint.id}/upload/${newKey}`);
    expect((await download(shown.json().url)).equals(replacement)).toBe(true);

    // Staff save the field with the new key, then hand the footprint back to the client.
    const detail = (await get(staff, `/api/admin/carbon/${footprint.id}`)).json();
    const amended = { ...footprint.document, [structure]: newKey, revision: detail.revision };
    const saved = await post(staff, `/api/admin/carbon/update/${footprint.id}`, amended);
    expect(saved.statusCode, saved.body).toBe(200);
    const [attached] = await t.database.db.select().from(files).where(eq(files.id, newKey));
    expect(attached!.projectId).toBe(footprint.id);
    const check = await post(staff, `/api/admin/carbon/validate/${footprint.id}`, {
      ...amended,
      revision: (await get(staff, `/api/admin/carbon/${footprint.id}`)).json().revision,
      status: 'CHECK',
    });
    expect(check.statusCode, check.body).toBe(200);

    // The client's screens: the footprint names the replacement, its metadata and bytes are theirs.
    const mine = await get(client.accessToken, `/api/carbon/${footprint.id}`);
    expect(mine.json()[structure]).toBe(newKey);
    const meta = await get(client.accessToken, `/api/carbon/upload/${newKey}`);
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toMatchObject({ name: structure, filename: 'structure-corrected.pdf' });
    expect((await download(meta.json().url)).equals(replacement)).toBe(true);
    // What the client's GET answered, posted back as is, is saved unchanged.
    const again = await post(client.accessToken, `/api/carbon/update/${footprint.id}`, mine.json());
    expect(again.statusCode, again.body).toBe(200);
    expect((await get(client.accessToken, `/api/carbon/${footprint.id}`)).json()[structure]).toBe(newKey);

    // The documents page: the replacement in use, the client's original kept as replaced.
    const page = (await get(staff, `/api/admin/carbon/${footprint.id}/documents`)).json();
    expect(
      page.uploads.map((u: { filename: string; current: boolean; pending: boolean; uploadedBy: string }) => [
        u.filename,
        u.current,
        u.pending,
        u.uploadedBy,
      ]),
    ).toEqual([
      ['structure-corrected.pdf', true, false, 'Pharmatrace staff'],
      ['route.docx', true, false, client.userName],
      ['flow.xls', true, false, client.userName],
      ['structure.pdf', false, false, client.userName],
    ]);
  });

  it('refuses what the client’s upload refuses, and a footprint staff may not amend, storing nothing and auditing nothing', async () => {
    const client = await newClient();
    const footprint = await submittedFootprint(client);
    const before = await uploadRows(client.clientId);
    const auditBefore = (await auditOf(footprint.id)).length;

    const exe = await staffUpload(staff, footprint.id, structure, 'setup.pdf', windowsExecutable());
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(serverMessages.uploadTypeRefused);
    const bomb = await staffUpload(staff, footprint.id, route, 'bomb.docx', lyingZipBombDocx());
    expect(bomb.statusCode).toBe(415);
    expect(bomb.json().message).toBe(serverMessages.uploadUnpacksTooLarge);
    const big = await staffUpload(staff, footprint.id, structure, 'big.pdf', pdfOfSize(UPLOAD_MAX_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(serverMessages.uploadTooLarge);
    const badField = await staffUpload(staff, footprint.id, 'tree', 'structure.pdf', pdfFile());
    expect(badField.statusCode).toBe(400);

    for (const status of ['DRAFT', 'COMPLETED', 'DRAFT2', 'ONGOING2'] as const) {
      const id = await insertProject(t, {
        clientId: client.clientId,
        kind: 'CARBON',
        status,
        name: `In ${status}`,
      });
      const refused = await staffUpload(staff, id, structure, 'structure.pdf', pdfFile());
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().message).toBe(serverMessages.staffProjectNotEditable);
    }
    const check = await insertProject(t, {
      clientId: client.clientId,
      kind: 'CARBON',
      status: 'CHECK',
      name: 'In CHECK',
    });
    expect((await staffUpload(staff, check, structure, 'structure.pdf', pdfFile())).statusCode).toBe(201);

    const label = await insertProject(t, {
      clientId: client.clientId,
      kind: 'SUBSTANCE',
      status: 'ONGOING',
      name: 'aspirin',
    });
    for (const id of [label, '3f1d6f1e-5b1a-4c1e-9c1e-0d1e2f3a4b5c', 'not-a-uuid']) {
      expect((await staffUpload(staff, id, structure, 'structure.pdf', pdfFile())).statusCode).toBe(404);
      expect(
        (await get(staff, `/api/admin/carbon/${id}/upload/${footprint.keys[structure]}`)).statusCode,
      ).toBe(404);
    }
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/carbon/${footprint.id}`,
      token: staff,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await staffUpload(staff, footprint.id, structure, 'structure.pdf', pdfFile())).statusCode).toBe(
      404,
    );

    expect(await uploadRows(client.clientId)).toBe(before + 1); // the one into the footprint in CHECK
    expect((await auditOf(footprint.id)).filter((r) => r.action === 'project.upload_added')).toHaveLength(0);
    expect((await auditOf(footprint.id)).length).toBe(auditBefore + 1); // the delete
  });
});

describe('who reaches the files of a footprint', () => {
  it('clients and sub-users get 403 on the staff routes, anonymous callers 401', async () => {
    const client = await newClient();
    const subUser = await activatedSubUser(t, client.accessToken);
    const footprint = await submittedFootprint(client);
    const key = footprint.keys[structure];
    for (const token of [client.accessToken, subUser]) {
      expect((await get(token, `/api/admin/carbon/${footprint.id}/upload/${key}`)).statusCode).toBe(403);
      expect((await staffUpload(token, footprint.id, structure, 'structure.pdf', pdfFile())).statusCode).toBe(
        403,
      );
    }
    expect((await get(undefined, `/api/admin/carbon/${footprint.id}/upload/${key}`)).statusCode).toBe(401);
    expect(
      (await staffUpload(undefined, footprint.id, structure, 'structure.pdf', pdfFile())).statusCode,
    ).toBe(401);
  });

  it('staff reach only the footprint’s own client’s uploads; another client never reaches a staff replacement', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const aliceFootprint = await submittedFootprint(alice);
    const bobKey = await clientUpload(bob.accessToken, structure, 'bob.pdf', pdfFile('Bob'));

    // Through Alice's footprint, Bob's key is not found, in the same words as a made-up key.
    const foreign = await get(staff, `/api/admin/carbon/${aliceFootprint.id}/upload/${bobKey}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(serverMessages.uploadUnknown);

    const sent = await staffUpload(
      staff,
      aliceFootprint.id,
      structure,
      'corrected.pdf',
      pdfFile('Corrected'),
    );
    const staffKey = sent.json().file.Key as string;
    // Bob can neither read Alice's new file nor put it in his own footprint.
    const read = await get(bob.accessToken, `/api/carbon/upload/${staffKey}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(serverMessages.uploadUnknown);
    const stolen = await post(bob.accessToken, '/api/carbon/draft/create', {
      name: 'Stolen',
      [structure]: staffKey,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual({ [structure]: serverMessages.uploadUnknown });
    // Alice can, as with her own upload.
    expect((await get(alice.accessToken, `/api/carbon/upload/${staffKey}`)).statusCode).toBe(200);
  });
});

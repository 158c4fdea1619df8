import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serverMessages, UPLOAD_MAX_BYTES, uploadFileTypes } from '@pharmatrace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, projects } from '../src/db/schema';
import { createFileStore } from '../src/features/files/create-file-store';
import { UploadSweeper } from '../src/features/files/upload-sweeper';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import {
  compoundFile,
  docFile,
  docxFile,
  lyingZipBombDocx,
  multipartForm,
  pdfFile,
  pdfOfSize,
  uploadForm,
  windowsExecutable,
  xlsFile,
  zipBombDocx,
} from './helpers/upload-files';

let t: TestApp;
let alice: { accessToken: string };
let bob: { accessToken: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerConfirmedClient(t);
  bob = await registerConfirmedClient(t);
});
afterAll(() => t.close());

const structure = 'reportDataDownloadMolecularStructure';

async function upload(token: string, filename: string, data: Buffer, contentType = 'application/pdf') {
  return t.request({
    method: 'POST',
    url: '/api/carbon/upload',
    token,
    ...uploadForm(structure, filename, data, contentType),
  });
}

async function uploadKey(token: string, data = pdfFile(), filename = 'structure.pdf') {
  const res = await upload(token, filename, data);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().file.Key as string;
}

async function metadata(token: string, key: string) {
  return t.request({ method: 'GET', url: `/api/carbon/upload/${key}`, token });
}

const uploadCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(files)
      .where(eq(files.purpose, 'UPLOAD'))
  )[0]!.n;

/** Moves an upload's clock back, as if it had been sent this many hours ago. */
const ageUpload = (key: string, hours: number) =>
  t.database.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(files.id, key));

const diskPath = (key: string) => path.join(t.dataDir, 'files', key.slice(0, 2), key);

describe('POST /api/carbon/upload', () => {
  it.each([
    ['pdf', 'structure.pdf', pdfFile()],
    ['doc', 'route.doc', docFile()],
    ['docx', 'flow.docx', docxFile()],
    ['xls', 'volumes.xls', xlsFile()],
  ] as const)(
    'accepts a real %s file, decided by its content, and the signed link gives the same bytes back',
    async (ext, filename, data) => {
      // The declared type is deliberately wrong: only the bytes count.
      const res = await upload(alice.accessToken, filename, data, 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ name: structure, file: { Key: expect.stringMatching(/^[0-9a-f-]{36}$/) } });

      const meta = await metadata(alice.accessToken, body.file.Key);
      expect(meta.statusCode).toBe(200);
      expect(meta.json()).toEqual({
        Key: body.file.Key,
        name: structure,
        filename,
        sizeBytes: data.length,
        contentType: uploadFileTypes[ext],
        url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/),
      });

      const download = await t.request({ method: 'GET', url: meta.json().url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(uploadFileTypes[ext]);
      expect(download.rawPayload.equals(data)).toBe(true);
    },
  );

  it.each([
    ['a Windows executable', windowsExecutable()],
    ['a Linux executable (/bin/true)', readFileSync('/bin/true')],
    ['a compound file that is neither Word nor Excel (an installer, say)', compoundFile('\u4840\u3b3f', 0)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .pdf with 415, by its content', async (_, data) => {
    const before = await uploadCount();
    const res = await upload(alice.accessToken, 'invoice.pdf', data, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(serverMessages.uploadTypeRefused);
    expect(await uploadCount()).toBe(before);
  });

  it.each([
    ['that declares its 40 MB', zipBombDocx()],
    ['whose headers say 4 kB where it unpacks to 40 MB (issue #22)', lyingZipBombDocx()],
  ])('refuses a .docx zip bomb %s with 415, and stores nothing', async (_, bomb) => {
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const before = await uploadCount();
    const res = await upload(alice.accessToken, 'bomb.docx', bomb);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(serverMessages.uploadUnpacksTooLarge);
    expect(await uploadCount()).toBe(before);
  });

  it('accepts exactly 1,200,000 bytes and refuses 1,200,001 with size_more_1_mo', async () => {
    const atLimit = await upload(alice.accessToken, 'big.pdf', pdfOfSize(1_200_000));
    expect(atLimit.statusCode).toBe(201);

    const before = await uploadCount();
    const over = await upload(alice.accessToken, 'bigger.pdf', pdfOfSize(1_200_001));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('size_more_1_mo');
    expect(await uploadCount()).toBe(before);
  });

  it('cleans the file name: no folders, no direction tricks, an extension that matches the content', async () => {
    const key = await uploadKey(alice.accessToken, pdfFile(), '../../etc/evil\u202Eexe.pdf');
    expect((await metadata(alice.accessToken, key)).json().filename).toBe('evilexe.pdf');
    // Stored under the server's own id, nowhere near the name that was sent.
    expect(existsSync(diskPath(key))).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'etc'))).toBe(false);

    const renamed = await uploadKey(alice.accessToken, docxFile(), 'Schéma de procédé.exe');
    expect((await metadata(alice.accessToken, renamed)).json().filename).toBe('Schéma de procédé.exe.docx');
  });

  it('stores the owner: the client, whichever of its users uploads', async () => {
    const key = await uploadKey(alice.accessToken);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, key));
    expect(row).toMatchObject({ purpose: 'UPLOAD', formField: structure, projectId: null });
    expect(row!.clientId).toBeTruthy();
    expect((await metadata(bob.accessToken, key)).statusCode).toBe(404);
  });

  it('refuses a form without the field name, with an unknown one, without a file or with two files', async () => {
    const file = { filename: 'a.pdf', contentType: 'application/pdf', data: pdfFile() };
    const post = (form: ReturnType<typeof multipartForm>) =>
      t.request({ method: 'POST', url: '/api/carbon/upload', token: alice.accessToken, ...form });

    const noName = await post(multipartForm([{ name: 'file', file }]));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.name).toBeTruthy();

    const unknownName = await post(uploadForm('reportUrl', 'a.pdf', pdfFile()));
    expect(unknownName.statusCode).toBe(400);
    expect(unknownName.json().fields.name).toContain(structure);

    const noFile = await post(multipartForm([{ name: 'name', value: structure }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields.file).toBe(serverMessages.uploadFileMissing);

    const twoFiles = await post(
      multipartForm([
        { name: 'name', value: structure },
        { name: 'file', file },
        { name: 'file', file },
      ]),
    );
    expect(twoFiles.statusCode).toBe(400);

    const json = await t.request({
      method: 'POST',
      url: '/api/carbon/upload',
      token: alice.accessToken,
      payload: { name: structure },
    });
    expect(json.statusCode).toBe(415);
  });

  it('reads the field name whether it comes before or after the file', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/upload',
      token: alice.accessToken,
      ...multipartForm([
        { name: 'file', file: { filename: 'late.pdf', contentType: 'application/pdf', data: pdfFile() } },
        { name: 'name', value: 'reportDataDownloadProcessFlowDiagram' },
      ]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('reportDataDownloadProcessFlowDiagram');
  });
});

describe('the upload over real HTTP', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /**
   * Sends the headers and `sent` bytes of a body that claims `declared` bytes, then waits for
   * the answer without sending the rest: a server that waited for the whole body would never answer.
   */
  function partialUpload(headers: Record<string, string>, declared: number, sent: Buffer) {
    return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/carbon/upload',
          headers: { ...headers, 'content-length': String(declared) },
        });
        const timer = setTimeout(() => {
          req.destroy();
          reject(new Error('no answer: the server is waiting for the body'));
        }, 5_000);
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => {
            clearTimeout(timer);
            req.destroy(); // the rest of the body will never come: free the connection
            resolve({ status: res.statusCode!, body, headers: res.headers });
          });
        });
        // The server may close the connection while the body is still being sent.
        req.on('error', (err) =>
          err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? null : reject(err),
        );
        req.write(sent);
      },
    );
  }

  it('answers an anonymous upload 401 without reading its body', async () => {
    const form = uploadForm(structure, 'a.pdf', pdfFile());
    const res = await partialUpload(form.headers, 5_000_000, Buffer.alloc(0));
    expect(res.status).toBe(401);
  });

  it('answers 413 as soon as the file passes the limit, without waiting for the rest of the body', async () => {
    // A 50 MB upload cut off after 1.25 MB: the file part has not ended when the limit is passed.
    const form = uploadForm(structure, 'huge.pdf', pdfOfSize(1_300_000));
    const res = await partialUpload(
      { ...form.headers, authorization: alice.accessToken },
      50_000_000,
      form.payload.subarray(0, 1_250_000),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('size_more_1_mo');
    expect(res.headers.connection).toBe('close');
  });
});

describe('GET /api/carbon/upload/:key', () => {
  it("answers 404 for another client's key, an unknown key and a document that is not an upload", async () => {
    const key = await uploadKey(alice.accessToken);
    expect((await metadata(alice.accessToken, key)).statusCode).toBe(200);
    expect((await metadata(bob.accessToken, key)).statusCode).toBe(404);
    expect((await metadata(alice.accessToken, crypto.randomUUID())).statusCode).toBe(404);
    expect((await metadata(alice.accessToken, 'not-a-key')).statusCode).toBe(404);
    const report = await t.app.services.files.save({
      clientId: null,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: pdfFile(),
    });
    expect((await metadata(alice.accessToken, report.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const key = await uploadKey(alice.accessToken);
    expect((await t.request({ method: 'GET', url: `/api/carbon/upload/${key}` })).statusCode).toBe(401);
  });
});

describe('upload keys in a footprint draft', () => {
  const draft = (token: string, body: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/carbon/draft/create',
      token,
      payload: { name: 'Ibuprofen', ...body },
    });

  it('attaches the keys the draft references to it', async () => {
    const key = await uploadKey(alice.accessToken);
    const flow = await uploadKey(alice.accessToken, docxFile(), 'flow.docx');
    const res = await draft(alice.accessToken, { [structure]: key });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [row] = await t.database.db.select().from(files).where(eq(files.id, key));
    expect(row!.projectId).toBe(id);

    const updated = await t.request({
      method: 'POST',
      url: `/api/carbon/update/${id}`,
      token: alice.accessToken,
      payload: {
        name: 'Ibuprofen',
        reportDataDownloadProcessFlowDiagram: flow,
        revision: res.json().revision,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()[structure]).toBe(key);
    const [flowRow] = await t.database.db.select().from(files).where(eq(files.id, flow));
    expect(flowRow!.projectId).toBe(id);
  });

  it("refuses another client's key with 400 on the field, and saves nothing", async () => {
    const bobsKey = await uploadKey(bob.accessToken);
    const projectCount = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(projects))[0]!.n;
    const before = await projectCount();
    const res = await draft(alice.accessToken, { [structure]: bobsKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [structure]: serverMessages.uploadUnknown });
    expect(await projectCount()).toBe(before);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, bobsKey));
    expect(row!.projectId).toBeNull();
  });

  it("refuses another client's key, a made-up key and a report's id on update, in the same words", async () => {
    const created = await draft(alice.accessToken, {});
    const id = created.json().id as string;
    const bobsKey = await uploadKey(bob.accessToken);
    const report = await t.app.services.files.save({
      clientId: null,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: pdfFile(),
    });
    for (const key of [bobsKey, crypto.randomUUID(), 'file-1', report.id]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/carbon/update/${id}`,
        token: alice.accessToken,
        payload: { name: 'Ibuprofen', reportDataDownloadMolecularSyntheticRoute: key, revision: 0 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: serverMessages.uploadUnknown,
        fields: { reportDataDownloadMolecularSyntheticRoute: serverMessages.uploadUnknown },
      });
    }
    const [stored] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(stored!.document.reportDataDownloadMolecularSyntheticRoute).toBeUndefined();
  });
});

describe('the sweeper of unattached uploads', () => {
  it('removes an unattached upload older than a day (row and bytes) and keeps attached and recent ones', async () => {
    const stale = await uploadKey(alice.accessToken);
    const recent = await uploadKey(alice.accessToken);
    const attached = await uploadKey(alice.accessToken);
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/draft/create',
      token: alice.accessToken,
      payload: { name: 'Kept', [structure]: attached },
    });
    expect(res.statusCode).toBe(201);
    const staleLink = (await metadata(alice.accessToken, stale)).json().url as string;
    await ageUpload(stale, 25);
    await ageUpload(attached, 25);
    await ageUpload(recent, 23);

    expect(await t.app.services.uploadSweeper.sweep()).toBeGreaterThanOrEqual(1);

    expect((await metadata(alice.accessToken, stale)).statusCode).toBe(404);
    expect(existsSync(diskPath(stale))).toBe(false);
    expect((await t.request({ method: 'GET', url: staleLink })).statusCode).toBe(404);
    for (const kept of [recent, attached]) {
      expect((await metadata(alice.accessToken, kept)).statusCode).toBe(200);
      expect(existsSync(diskPath(kept))).toBe(true);
    }
    const left = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.purpose, 'UPLOAD'), sql`${files.createdAt} < now() - interval '24 hours'`));
    expect(left.map((row) => row.id)).toEqual([attached]);
  });

  it('two sweepers running at once (two instances) remove each upload exactly once', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => uploadKey(alice.accessToken)));
    for (const key of keys) await ageUpload(key, 30);
    const other = new UploadSweeper(t.database.db, createFileStore(t.app.config), t.app.log);
    const counts = await Promise.all([t.app.services.uploadSweeper.sweep(), other.sweep()]);
    expect(counts[0] + counts[1]).toBe(keys.length);
    for (const key of keys) expect(existsSync(diskPath(key))).toBe(false);
  });

  it('lets a swept key be refused when a draft references it later', async () => {
    const key = await uploadKey(alice.accessToken);
    await ageUpload(key, 48);
    await t.app.services.uploadSweeper.sweep();
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/draft/create',
      token: alice.accessToken,
      payload: { name: 'Too late', [structure]: key },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[structure]).toBe(serverMessages.uploadUnknown);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { fromStored } from './helpers/projects';
import { startS3Server } from './helpers/s3-server';
import { completeCarbon, staffLogin } from './helpers/staff';
import { docxFile, pdfFile, uploadForm } from './helpers/upload-files';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  token = (await registerConfirmedClient(t)).accessToken;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const structure = 'reportDataDownloadMolecularStructure';

describe('files in S3-compatible storage (S3_* set)', () => {
  it('stores an upload in the bucket, not on disk, and serves it through the signed link', async () => {
    const data = docxFile('Synthetic route');
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/upload',
      token,
      ...uploadForm(structure, 'route.docx', data),
    });
    expect(res.statusCode).toBe(201);
    const key = res.json().file.Key as string;

    expect((await s3.object(`files/${key}`))?.equals(data)).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'files'))).toBe(false);

    const meta = await t.request({ method: 'GET', url: `/api/carbon/upload/${key}`, token });
    const download = await t.request({ method: 'GET', url: meta.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it('stores a staff replacement there; staff and the client download the same bytes (issue #22)', async () => {
    const staff = await staffLogin(t);
    const original = await t.request({
      method: 'POST',
      url: '/api/carbon/upload',
      token,
      ...uploadForm(structure, 'structure.pdf', pdfFile('Original')),
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/carbon/create',
      token,
      payload: completeCarbon('Ibuprofen API', original.json().file.Key),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const data = docxFile('Corrected structure');
    const sent = await t.request({
      method: 'POST',
      url: `/api/admin/carbon/${id}/upload`,
      token: staff,
      ...uploadForm(structure, 'corrected.docx', data),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const key = sent.json().file.Key as string;
    expect((await s3.object(`files/${key}`))?.equals(data)).toBe(true);

    const saved = await t.request({
      method: 'POST',
      url: `/api/admin/carbon/update/${id}`,
      token: staff,
      payload: await fromStored(t, id, completeCarbon('Ibuprofen API', key)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (
      await t.request({ method: 'GET', url: `/api/admin/carbon/${id}/documents`, token: staff })
    ).json();
    expect(listed.uploads[0]).toMatchObject({ fileId: key, filename: 'corrected.docx', current: true });
    const byStaff = await t.request({ method: 'GET', url: listed.uploads[0].url });
    expect(byStaff.rawPayload.equals(data)).toBe(true);
    const meta = (await t.request({ method: 'GET', url: `/api/carbon/upload/${key}`, token })).json();
    expect((await t.request({ method: 'GET', url: meta.url })).rawPayload.equals(data)).toBe(true);
  });

  it('stores reports and invoices there too', async () => {
    const report = await t.app.services.files.save({
      clientId: null,
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: pdfFile('Report'),
    });
    expect((await s3.object(`files/${report.id}`))?.equals(pdfFile('Report'))).toBe(true);
    const download = await t.request({ method: 'GET', url: t.app.services.fileUrls.sign(report.id) });
    expect(download.rawPayload.equals(pdfFile('Report'))).toBe(true);
  });

  it('the sweeper deletes an expired unattached upload from the bucket', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/carbon/upload',
      token,
      ...uploadForm(structure, 'structure.pdf', pdfFile()),
    });
    const key = res.json().file.Key as string;
    const link = (await t.request({ method: 'GET', url: `/api/carbon/upload/${key}`, token })).json().url;
    expect(await s3.object(`files/${key}`)).not.toBeNull();

    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(files.id, key));
    expect(await t.app.services.uploadSweeper.sweep()).toBe(1);

    expect(await s3.object(`files/${key}`)).toBeNull();
    expect((await t.request({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});

describe('when the S3 server cannot be reached', () => {
  // This test builds an app (a migrated database) of its own: it gets the hooks' longer timeout.
  it('answers an upload 503, not 500, and stores nothing', async () => {
    const unreachable = await createTestApp({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const user = await registerConfirmedClient(unreachable);
      const res = await unreachable.request({
        method: 'POST',
        url: '/api/carbon/upload',
        token: user.accessToken,
        ...uploadForm(structure, 'structure.pdf', pdfFile()),
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(await unreachable.database.db.select().from(files)).toEqual([]);
    } finally {
      await unreachable.close();
    }
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { readTlsFiles } from '../src/lib/tls';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends the security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the error contract', () => {
  it('answers a malformed JSON body with 400 and a message, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 12, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields)).toContain('email');
  });

  it('answers an empty JSON body as a missing body (400), never a crash', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nothing-here');
  });

  it('refuses a body that is too large with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI reference with the auth routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/health', '/api/client']),
    );
  });

  it('documents each route’s error answers, and its id parameter, from the one shared schema', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const plant = doc.paths['/api/plant/{id}'].get;
    expect(Object.keys(plant.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(plant.responses['404']).toEqual(plant.responses['401']);
    expect(plant.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'id',
        required: true,
        schema: { type: 'string', maxLength: 100 },
      }),
    ]);
    const draft = doc.paths['/api/origin/draft/create'].post;
    expect(Object.keys(draft.responses)).toEqual(expect.arrayContaining(['409', '422']));
  });
});

describe('loadConfig', () => {
  it('names the bad variable in a one-line error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      new ConfigError('Invalid configuration: PORT: PORT must be a whole number'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'nope' })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ STAFF_EMAIL: 'staff@example.com' })).toThrowError(/STAFF_PASSWORD/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrowError(/DEMO_DATA/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrowError(/S3_ENDPOINT/);
  });

  it('defaults to the embedded database with demo data, and no demo data on a server', () => {
    const embedded = loadConfig({});
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.demoData).toBe(true);
    expect(embedded.port).toBe(3000);
    expect(embedded.publicUrl).toBe('http://localhost:3000');
    const server = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(server.demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('listens with TLS only with both PEM files, read at start, and then speaks of https (issue #24)', () => {
    expect(() => loadConfig({ HTTPS_CERT_FILE: '/tmp/cert.pem' })).toThrowError(
      new ConfigError('Invalid configuration: HTTPS_CERT_FILE and HTTPS_KEY_FILE must be set together'),
    );
    const tls = loadConfig({
      HTTPS_CERT_FILE: '/nowhere/cert.pem',
      HTTPS_KEY_FILE: '/nowhere/key.pem',
      PORT: '8443',
    });
    expect(tls.publicUrl).toBe('https://localhost:8443');
    expect(() => readTlsFiles(tls)).toThrowError(
      /^Invalid configuration: HTTPS_CERT_FILE: cannot read \/nowhere\/cert.pem/,
    );
    expect(readTlsFiles(loadConfig({}))).toBeUndefined();
    expect(() => loadConfig({ PACT_SECRETS_KEY: 'short' })).toThrowError(/PACT_SECRETS_KEY/);
    expect(loadConfig({}).pact).toMatchObject({ tokenTtlSeconds: 900, callbackPrivateNetworks: false });
  });
});

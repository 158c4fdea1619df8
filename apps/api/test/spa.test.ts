import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  // A stand-in build with the same placeholders Vite writes (html.cspNonce).
  const dist = await mkdtemp(path.join(tmpdir(), 'pharmatrace-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
  // A prerendered page (apps/web/scripts/prerender.mjs): its HTML and CSS under the same placeholder.
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(
    path.join(dist, 'prerendered', 'login.html'),
    '<!doctype html><html><head><style nonce="__CSP_NONCE__" data-prerendered>.a{}</style><script type="module" nonce="__CSP_NONCE__" src="/assets/app.js"></script></head><body><div id="root" data-prerendered="/login"><form>Log In</form></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the SPA', () => {
  it.each(['/', '/my_projects', '/login/more', '/confirm_user/a%40b.com/123456'])(
    'answers %s with index.html',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('stamps a fresh nonce into the page and its Content-Security-Policy', async () => {
    const a = await t.request({ method: 'GET', url: '/home' });
    const b = await t.request({ method: 'GET', url: '/home' });
    const nonce = /nonce="([^"]+)"/.exec(a.body)![1]!;
    expect(a.body).not.toContain('__CSP_NONCE__');
    expect(a.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(a.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(/nonce="([^"]+)"/.exec(b.body)![1]).not.toBe(nonce);
  });

  it('answers /login with its prerendered page, its nonces fresh like index.html', async () => {
    for (const url of ['/login', '/login?redirect=%2Fhome']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root" data-prerendered="/login"><form>Log In</form></div>');
      expect(res.body).not.toContain('__CSP_NONCE__');
      const nonces = [...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces).toHaveLength(2);
      expect(new Set(nonces).size).toBe(1);
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonces[0]}'`);
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    }
  });

  it('serves hashed assets with a long cache, and a missing asset as a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await t.request({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

import { pactMessages, translate } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackAddressError, CallbackHttp } from '../src/features/pact/callback-http';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Issue #35, low: the SSRF guard missed IPv4-compatible IPv6 (::/96), and loopback or metadata
 * callback addresses were accepted when a connection was created, then retried for hours. Both are
 * refused now (unless PACT_CALLBACK_PRIVATE_NETWORKS allows private networks). On PGlite and
 * PostgreSQL.
 */

describe('the callback guard', () => {
  const guard = new CallbackHttp({ allowPrivateNetworks: false });

  it.each([
    'https://[::127.0.0.1]/3/events',
    'https://[::169.254.169.254]/latest/meta-data',
    'https://[::7f00:1]/3/events',
    'https://[::1]/3/events',
    'https://[::ffff:127.0.0.1]/3/events',
  ])('refuses %s, IPv4 behind IPv6, before any connection', async (url) => {
    await expect(guard.request(url, { method: 'GET' })).rejects.toBeInstanceOf(CallbackAddressError);
    await expect(guard.assertPublicUrl(url)).rejects.toBeInstanceOf(CallbackAddressError);
  });

  it('lets a public literal through, and everything when private networks are allowed', async () => {
    await expect(guard.assertPublicUrl('https://93.184.215.14/3/events')).resolves.toBeUndefined();
    await expect(guard.assertPublicUrl('https://[2606:4700::1]/3/events')).resolves.toBeUndefined();
    const open = new CallbackHttp({ allowPrivateNetworks: true });
    await expect(open.assertPublicUrl('https://127.0.0.1/3/events')).resolves.toBeUndefined();
  });
});

describe('POST /api/pact/connections with a callback that is not public', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ PACT_CALLBACK_PRIVATE_NETWORKS: '0' });
    token = (await registerConfirmedClient(t)).accessToken;
  });
  afterAll(() => t.close());

  const create = (apiUrl: string, authUrl?: string, language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/pact/connections',
      token,
      ...(language ? { headers: { 'accept-language': language } } : {}),
      payload: {
        name: 'Hospital group buyers',
        callback: { apiUrl, ...(authUrl ? { authUrl } : {}), clientId: 'them', clientSecret: 'their secret' },
      },
    });

  it.each([
    'https://127.0.0.1/api/pact',
    'https://169.254.169.254/latest',
    'https://localhost/api/pact',
    'https://[::127.0.0.1]/api/pact',
    'https://10.0.0.8/api/pact',
  ])('refuses %s with its field, and creates nothing', async (url) => {
    const res = await create(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields['callback.apiUrl']).toBe(pactMessages.callbackAddressNotPublic);
    const list = await t.request({ method: 'GET', url: '/api/pact/connections', token });
    expect(list.json().connections).toEqual([]);
  });

  it('refuses a metadata auth URL too, in French for a French reader', async () => {
    const res = await create('https://93.184.215.14/api/pact', 'https://169.254.169.254/auth', 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['callback.authUrl']).toBe(translate('fr', 'pact.callbackAddressNotPublic'));
  });
});

import { messageResponseSchema } from '@pharmatrace/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, contractBreachOf, jsonResponse, stubApi, takeContractBreaches } from '../test-utils';

describe('stubApi (msw)', () => {
  it('records each call as the app made it and answers with the handler', async () => {
    const { calls } = stubApi(({ method, url }) =>
      method === 'POST' && url === '/api/auth/reset-password?next=%2Fhome'
        ? apiResponse(messageResponseSchema, { message: 'ok' })
        : undefined,
    );
    const response = await fetch('/api/auth/reset-password?next=%2Fhome', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'token' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(await response.json()).toEqual({ message: 'ok' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/reset-password?next=%2Fhome',
      body: { email: 'a@b.c' },
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('token');
  });

  it('answers 404 in the API error shape to a call the handler passes on', async () => {
    stubApi(() => undefined);
    const response = await fetch('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('turns a TypeError of the handler into a network failure', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetch('/api/health')).rejects.toThrow(TypeError);
  });

  it('refuses a call no test stubbed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('/api/health')).rejects.toThrow();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /api/health'));
  });

  it('refuses a stubbed answer the API schema would not send', () => {
    expect(() => apiResponse<unknown>(messageResponseSchema, { message: 1 })).toThrow();
  });
});

describe("stubApi holds every stubbed answer to the API's contract (issue #26)", () => {
  const plant = {
    id: 'plant_1',
    name: 'Lyon',
    updatedAt: '2025-01-01T08:00:00.000Z',
  };

  it('fails the test of a stub that drifted from the route it stands for', async () => {
    // A plant without most of its fields: what GET /api/plant/:id never answers.
    stubApi(({ url }) => (url === '/api/plant/plant_1' ? jsonResponse(200, plant) : undefined));
    await fetch('/api/plant/plant_1');
    const breaches = takeContractBreaches();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain('GET /api/plant/plant_1 (/api/plant/:id)');
  });

  // Expected to fail: the drifted answer is left for setup-tests.ts's afterEach, which fails the test.
  // Never retried: CI's retry (decision 0083) takes the expected failure for a failed first attempt,
  // and would name this test as flaky in every run.
  it.fails('a drifted stub left unchecked fails its test after it ends', { retry: 0 }, async () => {
    stubApi(({ url }) => (url === '/api/plant/plant_1' ? jsonResponse(200, plant) : undefined));
    const answer = await fetch('/api/plant/plant_1');
    expect(answer.status).toBe(200);
  });

  it('finds the route by its method and path, a literal path before a parameter', async () => {
    const drifted = jsonResponse(200, { url: 'not an upload' });
    expect(await contractBreachOf({ method: 'POST', url: '/api/carbon/upload' }, drifted)).toContain(
      '(/api/carbon/upload)',
    );
    expect(
      await contractBreachOf(
        { method: 'POST', url: '/api/auth/reset-password' },
        jsonResponse(200, { message: 'ok' }),
      ),
    ).toBeNull();
    // GET, not POST: no such route.
    expect(
      await contractBreachOf(
        { method: 'GET', url: '/api/auth/reset-password' },
        jsonResponse(200, { message: 'ok' }),
      ),
    ).toContain("no such route in the API's contract");
  });

  it('checks error answers against the API error shape, and a 204 route answers no body', async () => {
    expect(
      await contractBreachOf({ method: 'POST', url: '/api/auth/login' }, jsonResponse(401, { error: 'no' })),
    ).toContain('POST /api/auth/login 401');
    expect(
      await contractBreachOf(
        { method: 'POST', url: '/api/auth/logout' },
        jsonResponse(200, { message: 'ok' }),
      ),
    ).toContain('answers without a body');
    expect(await contractBreachOf({ method: 'POST', url: '/api/auth/logout' }, jsonResponse(204))).toBeNull();
  });
});

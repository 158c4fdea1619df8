import { messageResponseSchema } from '@pharmatrace/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, stubApi } from '../test-utils';

describe('stubApi (msw)', () => {
  it('records each call as the app made it and answers with the handler', async () => {
    const { calls } = stubApi(({ method, url }) =>
      method === 'POST' && url === '/api/auth/login?next=%2Fhome'
        ? apiResponse(messageResponseSchema, { message: 'ok' })
        : undefined,
    );
    const response = await fetch('/api/auth/login?next=%2Fhome', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'token' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    expect(await response.json()).toEqual({ message: 'ok' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login?next=%2Fhome',
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

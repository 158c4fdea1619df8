import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmitWithoutProduction } from '@/features/footprints/api/submit-without-production';
import { createTestQueryClient, jsonResponse, stubApi } from '@/testing/test-utils';
import { ActionKeys } from '../action-keys';
import { useSaveProjectDraft } from '../save-project-draft';
import { useSubmitProject } from '../submit-project';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * A server that fails the first `failures` calls with 503, then answers a project. What these
 * tests check is the headers sent, over every kind's save; the answer's body is not read, so it
 * is not held to each route's contract (issue #26: the one opt-out, besides the HTTP client's own tests).
 */
function flakyServer(failures: number) {
  let left = failures;
  return stubApi(
    ({ method }) => {
      if (method !== 'POST') return undefined;
      if (left > 0) {
        left -= 1;
        return jsonResponse(503, { message: 'The service is temporarily unavailable, please try again.' });
      }
      return jsonResponse(201, { id: 'p1', status: 'ONGOING' });
    },
    { contract: false },
  );
}

const keyOf = (call: { headers: Headers }) => call.headers.get('Idempotency-Key');

describe('Idempotency-Key of submissions and draft creations', () => {
  it('reuses the key when the same submission is retried, and takes a new one after a success', async () => {
    const { calls } = flakyServer(1);
    const { result } = renderHook(() => useSubmitProject<'SUBSTANCE'>(), { wrapper });
    const request = { kind: 'SUBSTANCE' as const, id: null, revision: null, body: { inn: 'paracetamol' } };
    await expect(result.current.mutateAsync(request)).rejects.toMatchObject({ status: 503 });
    await result.current.mutateAsync(request);
    await result.current.mutateAsync(request);
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill('/api/substance/create'));
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(keyOf(calls[2]!)).not.toBe(keyOf(calls[1]!));
  });

  it('takes a new key when the request changed between two tries', async () => {
    const { calls } = flakyServer(1);
    const { result } = renderHook(() => useSubmitProject<'SUBSTANCE'>(), { wrapper });
    await expect(
      result.current.mutateAsync({ kind: 'SUBSTANCE', id: 'd1', revision: 3, body: { inn: 'paracetamol' } }),
    ).rejects.toBeDefined();
    await result.current.mutateAsync({
      kind: 'SUBSTANCE',
      id: 'd1',
      revision: 3,
      body: { inn: 'ibuprofen' },
    });
    expect(calls.map((c) => c.url)).toEqual(Array(2).fill('/api/substance/validate/d1'));
    expect(keyOf(calls[1]!)).not.toBe(keyOf(calls[0]!));
  });

  it('retries a submission with its revision and its key: a lost answer replays, never goes stale', async () => {
    const { calls } = flakyServer(1);
    const { result } = renderHook(() => useSubmitProject<'SUBSTANCE'>(), { wrapper });
    const request = { kind: 'SUBSTANCE' as const, id: 'd1', revision: 7, body: { inn: 'paracetamol' } };
    await expect(result.current.mutateAsync(request)).rejects.toMatchObject({ status: 503 });
    await result.current.mutateAsync(request);
    expect(calls.map((c) => c.body)).toEqual([
      { inn: 'paracetamol', revision: 7 },
      { inn: 'paracetamol', revision: 7 },
    ]);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it('sends a key with the first draft save (the creation) and none with later updates', async () => {
    const { calls } = flakyServer(0);
    const { result } = renderHook(() => useSaveProjectDraft<'CARBON'>(), { wrapper });
    await result.current.mutateAsync({ kind: 'CARBON', id: null, revision: null, body: { name: 'x' } });
    await result.current.mutateAsync({ kind: 'CARBON', id: 'p1', revision: 0, body: { name: 'x' } });
    expect(calls.map((c) => [c.url, keyOf(c) !== null, c.body])).toEqual([
      ['/api/carbon/draft/create', true, { name: 'x' }],
      ['/api/carbon/update/p1', false, { name: 'x', revision: 0 }],
    ]);
  });

  it('sends a key with a footprint sent without production data', async () => {
    const { calls } = flakyServer(1);
    const { result } = renderHook(() => useSubmitWithoutProduction(), { wrapper });
    const request = { id: 'f1', revision: 2, body: { name: 'Ibuprofen API' } };
    await expect(result.current.mutateAsync(request)).rejects.toBeDefined();
    await result.current.mutateAsync(request);
    expect(calls[0]!.url).toBe('/api/carbon/validate_without_production/f1');
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it('gives two concurrent sends of one request the same key (a double click)', async () => {
    const keys = new ActionKeys();
    const seen: string[] = [];
    const send = (key: string) => {
      seen.push(key);
      return Promise.resolve(key);
    };
    await Promise.all([keys.send({ a: 1 }, send), keys.send({ a: 1 }, send)]);
    expect(seen[0]).toBe(seen[1]);
  });
});

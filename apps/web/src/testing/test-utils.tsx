import { apiErrorSchema } from '@pharmatrace/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { z } from 'zod';
import { AppProvider } from '@/app/provider';
import { createEmotionCache } from '@/lib/emotion-cache';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders a screen inside the real providers and a memory router.
 * `routes` adds sibling routes (e.g. a '/' page to land on after a redirect).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    route = path,
    routes = [],
    queryClient = createTestQueryClient(),
  }: { path?: string; route?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider emotionCache={createEmotionCache(undefined)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

type Handler = (request: {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}) => Response | Promise<Response> | undefined;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });
}

/**
 * An answer whose body is checked by the domain schema the server answers with (issue #15): a
 * stub that no longer matches the real API fails the test that uses it, instead of testing a
 * screen against an answer the server cannot send. Error answers: `apiErrorResponse`.
 */
export function apiResponse<T>(schema: z.ZodType<T>, body: NoInfer<T>, status = 200): Response {
  return jsonResponse(status, schema.parse(body));
}

/** An error answer in the API's error shape (`apiErrorSchema`: message, code, fields). */
export function apiErrorResponse(
  status: number,
  body: z.input<typeof apiErrorSchema>,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, apiErrorSchema.parse(body), headers);
}

/**
 * A stand-in for the API in component tests (the real server is exercised by the e2e suite).
 * Each handler answers or returns undefined to pass; unknown calls answer 404. Answer with
 * `apiResponse` / `apiErrorResponse` so that the stub is checked against the API's schemas.
 */
export function stubApi(handler: Handler) {
  const calls: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body, headers };
    calls.push(call);
    return (await handler(call)) ?? jsonResponse(404, { message: 'Not found' });
  };
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** An unsigned JWT naming user `sub`: the app only reads `sub` from it (lib/form-drafts.ts). */
export function fakeAccessToken(sub: string, role = 'MAIN'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, sid: 'session_1', role })}.signature`;
}

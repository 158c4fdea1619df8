import { apiContractRoute, apiErrorSchema } from '@pharmatrace/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProvider } from '@/app/provider';
import { createEmotionCache } from '@/lib/emotion-cache';
import { apiServer } from './api-server';
import { recordContractBreach } from './contract-breaches';
import { newStyleContainer } from './style-containers';

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
    <AppProvider emotionCache={createEmotionCache(undefined, newStyleContainer())} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

type Handler = (request: ApiCall) => Response | Promise<Response> | undefined;

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

/** What `stubApi` hands its handler, and records in `calls`: the path and query as the app asked. */
type ApiCall = { method: string; url: string; body: unknown; headers: Headers };

async function readJsonBody(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

export { takeContractBreaches } from './contract-breaches';

/**
 * Checks a stubbed answer against the contract of the route it stands for (issue #26): a 2xx
 * body must parse with the domain schema the API answers that route with (`apiContract`), an
 * error body with the API's error shape; a call to a route the API does not have is a breach too.
 * JSON answers only (a PDF is not checked). Returns what is wrong, or null.
 */
export async function contractBreachOf(call: { method: string; url: string }, response: Response) {
  if (response.type === 'error' || response.status === 304) return null;
  const where = `${call.method} ${call.url}`;
  const text = await response.clone().text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (text !== '' && !isJson) return null;
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (response.status >= 400) {
    const parsed = apiErrorSchema.safeParse(body);
    return body === undefined || parsed.success
      ? null
      : `${where} ${response.status}: ${z.prettifyError(parsed.error)}`;
  }
  const route = apiContractRoute(call.method, call.url);
  if (!route) return `${where}: no such route in the API's contract (packages/domain api-contract.ts)`;
  if (route.schema === null) {
    return body === undefined ? null : `${where}: the route answers without a body`;
  }
  const parsed = route.schema.safeParse(body);
  return parsed.success ? null : `${where} (${route.path}): ${z.prettifyError(parsed.error)}`;
}

/**
 * A stand-in for the API in component tests (the real server is exercised by the e2e suite),
 * on the msw server of setup-tests.ts. Each handler answers or returns undefined to pass; an
 * unknown call answers 404. A handler that rejects with a `TypeError` (what `fetch` throws when no
 * answer comes) is a network failure. Every answer is checked against the API's contract
 * (`contractBreachOf`): a stub that drifts from the API fails the test that uses it.
 * `contract: false` is for tests of the HTTP client itself, whose routes are made up.
 */
export function stubApi(handler: Handler, { contract = true }: { contract?: boolean } = {}) {
  const calls: ApiCall[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const address = new URL(request.url);
      const call: ApiCall = {
        method: request.method,
        url: `${address.pathname}${address.search}`,
        body: await readJsonBody(request.clone()),
        headers: request.headers,
      };
      calls.push(call);
      let response: Response;
      try {
        response =
          (await handler(call)) ?? apiErrorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
      } catch (error) {
        if (error instanceof TypeError) return HttpResponse.error();
        throw error;
      }
      const breach = contract ? await contractBreachOf(call, response) : null;
      if (breach) recordContractBreach(breach);
      return response;
    }),
  );
  return { calls };
}

/** An unsigned JWT naming user `sub`: the app only reads `sub` from it (lib/form-drafts.ts). */
export function fakeAccessToken(sub: string, role = 'MAIN'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, sid: 'session_1', role })}.signature`;
}

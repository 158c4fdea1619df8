/**
 * What the admin panel's test files share (#26: the suite is split in files so Vitest runs them
 * side by side; one file took 64 s on a loaded 2-core box): two clients, a page of projects, and
 * the stubbed panel API.
 */
import type { AdminProjectPage } from '@pharmatrace/domain';
import { jsonResponse, stubApi } from '@/testing/test-utils';

export const clients = [
  { id: '11111111-1111-4111-8111-111111111111', companyName: 'Demo Pharma', users: [] },
  { id: '22222222-2222-4222-8222-222222222222', companyName: 'Laboratoires Durand', users: [] },
];

export type Row = AdminProjectPage['items'][number];
export const row = (id: string, kind: Row['kind'], status: Row['status'], name: string): Row => ({
  id,
  kind,
  status,
  name,
  client: { id: clients[0]!.id, companyName: 'Demo Pharma' },
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
});

export const page: AdminProjectPage = {
  items: [
    row('a', 'ORIGIN', 'ONGOING', 'Amoxicillin Demo 1 g'),
    row('b', 'CARBON', 'CHECK2', 'Amlodipine API'),
    row('c', 'SUBSTANCE', 'COMPLETED', 'paracetamol'),
  ],
  total: 73,
  totalCapped: false,
  page: 1,
  pageSize: 25,
  next: 'CURSOR1',
};

export function stubPanelApi() {
  return stubApi(({ method, url }) => {
    if (url === '/api/admin/clients') return jsonResponse(200, clients);
    if (method === 'GET' && url.startsWith('/api/admin/projects')) return jsonResponse(200, page);
    if (method === 'DELETE' && url === '/api/admin/origin/a') return jsonResponse(204);
    return undefined;
  });
}

/**
 * How long to wait for the panel's first rows: a file's first render of the MUI table took more
 * than 10 s at load 20 on a 2-core box (a wait, not a speed check; speed is measured in bench/).
 */
export const firstPaint = { timeout: 30_000 };

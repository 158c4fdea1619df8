import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapFootprint, pcfFiguresOf } from '../src/features/pact/footprint-mapping';
import { type FootprintRow, PactFootprintStore, served } from '../src/features/pact/footprint-store';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { clientIdOf, insertProject } from './helpers/staff';

/**
 * PACT Technical Specifications v3.0.3 §7 'Product Footprint Lifecycle', on the footprints the
 * portal stores (the real store on the real database): each version is a new record with a new
 * id (§7.2.1), an older one changes only to Deprecated (§7.2, §7.2.2), and precedingPfIds is a
 * non-empty set of the past versions' UUIDs (§4.6.1). pact.test.ts checks the order of the ids
 * through the host's routes; this checks the rules over several versions.
 */

let t: TestApp;
let clientId: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  clientId = await clientIdOf(t, (await registerConfirmedClient(t)).email);
  projectId = await insertProject(t, {
    clientId,
    kind: 'CARBON',
    status: 'COMPLETED',
    name: 'Ibuprofen API',
  });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function contentOf(value: number) {
  const figures = pcfFiguresOf({ footprintValue: value, footprintUncertainty: 1, footprintDetails: null });
  if (!figures) throw new Error('no figures');
  return mapFootprint({
    projectId,
    clientId,
    companyName: 'Acme Pharma',
    clientEmail: 'someone@example.com',
    productName: 'Ibuprofen API',
    document: { cas: '15687-27-1' },
    figures,
    plantYears: [2024],
    completedAt: new Date('2025-02-01T00:00:00Z'),
    productCode: null,
  });
}

describe('PACT v3 §7 lifecycle of the stored footprints', () => {
  it('§7.2.1 each version a new id; §7.2 an older one changes only its status; §4.6.1 precedingPfIds a non-empty set of past UUIDs', async () => {
    const store = new PactFootprintStore(t.database.db);
    const versions: FootprintRow[] = [];
    /** Each version's record as GetFootprint serves it when it is written. */
    const asWritten: ReturnType<typeof served>[] = [];
    for (const value of [14.2, 13.8, 12.5, 12.9]) {
      const { content, filters } = contentOf(value);
      const row = await t.database.db.transaction(async (tx) =>
        store.writeVersion(tx, {
          clientId,
          projectId,
          previous: await store.active(tx, projectId, true),
          content,
          filters,
          productCode: null,
          publishedByUserId: null,
        }),
      );
      versions.push(row);
      asWritten.push(served(row));
    }

    const ids = versions.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [n, id] of ids.entries()) {
      const now = served((await store.find(t.database.db, clientId, id))!);
      const { status, ...rest } = now;
      const { status: statusThen, ...restThen } = asWritten[n]!;
      // §7.2: nothing but the status has changed since it was written.
      expect(rest).toEqual(restThen);
      expect(statusThen).toBe('Active');
      // §7.2.2: every version but the newest is Deprecated; exactly one is Active.
      expect(status).toBe(n === ids.length - 1 ? 'Active' : 'Deprecated');

      // §4.6.1: undefined on the first, else non-empty, unique UUIDs of earlier versions only.
      const preceding = (now as { precedingPfIds?: string[] }).precedingPfIds;
      if (n === 0) {
        expect(preceding).toBeUndefined();
        continue;
      }
      expect(preceding!.length).toBeGreaterThan(0);
      expect(new Set(preceding).size).toBe(preceding!.length);
      for (const p of preceding!) expect(p).toMatch(UUID);
      expect(preceding).not.toContain(id);
      // §7.2.1: the old id is added, so that a recipient can track back every past version.
      expect([...preceding!].sort()).toEqual(ids.slice(0, n).sort());
      // §4.6.1 created: a later version is not created before the one it replaces.
      expect(Date.parse(String(now.created))).toBeGreaterThanOrEqual(
        Date.parse(String(asWritten[n - 1]!.created)),
      );
    }
  });
});

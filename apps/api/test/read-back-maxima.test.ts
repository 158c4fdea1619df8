import { MAX_MASS_BALANCE_ROWS, MAX_REACTIONS, MAX_TREE_NODES, massBalanceLists } from '@pharmatrace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeSubstance } from './helpers/projects';
import { clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #35: a second part of 294 reactions was accepted (the save allowed 300) and committed,
 * then every read of the footprint answered 500 (the answer allowed 200). Each document is saved
 * here at its lists' maxima, through the API, and read back by its owner and by staff. On PGlite
 * and PostgreSQL. (packages/domain round-trip-bounds.test.ts walks every bound of every pair.)
 */

let t: TestApp;
let staff: string;
let main: { email: string; accessToken: string };
let clientId: string;

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, token, payload });

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
});
afterAll(() => t.close());

/** A row of a list with every field filled (numbers plausible, choices the first allowed). */
function fullRow(list: (typeof massBalanceLists)[number], i: number): Record<string, string> {
  const choices: Record<string, string> = {
    productionPlace: 'Asia',
    type: list.key === 'carbonReactionGasWastes' ? 'Filtration' : 'Incineration',
    distillationSite: 'SameLocation',
  };
  return Object.fromEntries(
    list.fields.map((f) => [
      f.key,
      'numberMessage' in f ? String(i + 1) : (choices[f.key] ?? `${f.key} ${i}`.slice(0, f.maxLength)),
    ]),
  );
}

describe('a footprint’s second part at its maxima', () => {
  it(`saves ${MAX_REACTIONS} reactions, the first with every list at ${MAX_MASS_BALANCE_ROWS} lines, and reads them back`, async () => {
    const id = await insertProject(t, {
      clientId,
      kind: 'CARBON',
      status: 'DRAFT2',
      name: 'At the maxima',
      document: { cas: '103-90-2' },
    });
    const first = {
      molecularWeight: '151.16',
      weightPerBatch: '1000',
      productBy: Object.fromEntries(
        massBalanceLists.map((list) => [
          list.key,
          Array.from({ length: MAX_MASS_BALANCE_ROWS }, (_, i) => fullRow(list, i)),
        ]),
      ),
    };
    const others = Array.from({ length: MAX_REACTIONS - 1 }, (_, i) => ({
      molecularWeight: '100',
      weightPerBatch: String(i + 1),
      productBy: { carbonReactionRawMaterials: [{ name: `input ${i}`, weightPerBatch: '2' }] },
    }));
    const saved = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      substances: [first, ...others],
      revision: 0,
    });
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(200);

    for (const [token, url] of [
      [main.accessToken, `/api/carbon/second_part/${id}`],
      [main.accessToken, `/api/carbon/${id}`],
      [staff, `/api/admin/carbon/second_part/${id}`],
      [staff, `/api/admin/carbon/${id}`],
    ] as const) {
      const read = await get(token, url);
      expect(read.statusCode, `${url}: ${read.body.slice(0, 300)}`).toBe(200);
      const substances = read.json().substances as { productBy: Record<string, unknown[]> }[];
      expect(substances).toHaveLength(MAX_REACTIONS);
      expect(substances[0]!.productBy.carbonReactionCleanings).toHaveLength(MAX_MASS_BALANCE_ROWS);
    }

    // One more reaction is refused at the door, never stored and then unreadable.
    const over = await post(main.accessToken, `/api/carbon/second_part/update/${id}`, {
      substances: [first, ...others, others[0]],
      revision: 1,
    });
    expect(over.statusCode).toBe(400);
  });
});

describe('a substance at its tree’s maxima', () => {
  it(`saves a route tree of ${MAX_TREE_NODES} nodes and reads it back, for the client and staff`, async () => {
    const base = completeSubstance('Wide tree');
    const node = (id: string, children: unknown[] = []) => ({
      ...base.tree.children[0]!,
      id,
      name: id,
      children,
    });
    // The root, six precursors of theirs and their own: 1 + 6 + 5 × 49 + 48 = 300 nodes, each
    // node at most 50 precursors (the tree's other bound).
    const children = Array.from({ length: 6 }, (_, k) =>
      node(
        `substance_p${k}`,
        Array.from({ length: k < 5 ? 49 : 48 }, (_, i) => node(`substance_p${k}_${i}`)),
      ),
    );
    const created = await post(main.accessToken, '/api/substance/draft/create', {
      ...base,
      tree: { ...base.tree, children },
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const id = created.json().id as string;
    for (const [token, url] of [
      [main.accessToken, `/api/substance/${id}`],
      [staff, `/api/admin/substance/${id}`],
    ] as const) {
      const read = await get(token, url);
      expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
      const tree = read.json().tree as { children: { children: unknown[] }[] };
      expect(1 + tree.children.length + tree.children.reduce((n, c) => n + c.children.length, 0)).toBe(
        MAX_TREE_NODES,
      );
    }
  });
});

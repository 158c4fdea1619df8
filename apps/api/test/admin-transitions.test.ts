import { type ProjectKind, projectStatuses, serverMessages } from '@pharmatrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { completeOrigin, completeSubstance, fromStored, versionsOf } from './helpers/projects';
import {
  carbonWithoutProduction,
  clientIdOf,
  completeCarbon,
  insertProject,
  secondPart,
  staffLogin,
  uploadStructure,
} from './helpers/staff';

let t: TestApp;
let staff: string;
let clientId: string;
let structureKey: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  const main = await registerConfirmedClient(t);
  clientId = await clientIdOf(t, main.email);
  structureKey = await uploadStructure(t, main.accessToken);
});
afterAll(() => t.close());

/**
 * Every staff move spec 001 §4 allows, written out by hand (not read from workflow.ts): the call,
 * the kind, the status before and the status the body asks for. Every other combination of a
 * status before and a target must answer 409 and change nothing.
 */
const allowed = new Set([
  // origin and substance: 'Save as Completed', 'Save as Check'
  ...['origin', 'substance'].flatMap((path) => [
    `${path}/validate ONGOING→COMPLETED`,
    `${path}/validate ONGOING→CHECK`,
    `${path}/validate CHECK→COMPLETED`,
    `${path}/validate CHECK→CHECK`,
  ]),
  // carbon first part: 'Save first part as completed', 'Save as Check'
  'carbon/validate ONGOING→DRAFT2',
  'carbon/validate ONGOING→CHECK',
  'carbon/validate CHECK→DRAFT2',
  'carbon/validate CHECK→CHECK',
  // carbon second part: 'Save as completed', 'Save as Check'
  'carbon/second_part/validate ONGOING2→COMPLETED',
  'carbon/second_part/validate ONGOING2→CHECK2',
  'carbon/second_part/validate CHECK2→COMPLETED',
  'carbon/second_part/validate CHECK2→CHECK2',
  // a footprint without production data
  'carbon/validate_without_production ONGOING→COMPLETED',
  'carbon/validate_without_production CHECK→COMPLETED',
]);

interface Call {
  call: string;
  kind: ProjectKind;
  /** The body for a target (null: the call has a fixed target, COMPLETED). */
  body: (target: string | null) => Record<string, unknown>;
  targets: (string | null)[];
}

const everyTarget = [...projectStatuses];
const calls: Call[] = [
  {
    call: 'origin/validate',
    kind: 'ORIGIN',
    body: (status) => ({ ...completeOrigin(), status }),
    targets: everyTarget,
  },
  {
    call: 'substance/validate',
    kind: 'SUBSTANCE',
    body: (status) => ({ ...completeSubstance(), status }),
    targets: everyTarget,
  },
  {
    call: 'carbon/validate',
    kind: 'CARBON',
    body: (status) => ({ ...completeCarbon('Matrix API', structureKey), status }),
    targets: everyTarget,
  },
  {
    call: 'carbon/second_part/validate',
    kind: 'CARBON',
    body: (status) => ({ ...secondPart(), status }),
    targets: everyTarget,
  },
  {
    call: 'carbon/validate_without_production',
    kind: 'CARBON',
    body: () => carbonWithoutProduction('Matrix API'),
    targets: [null],
  },
];

describe('the staff validation calls', () => {
  it.each(calls.map((c) => [c.call, c] as const))(
    'POST /api/admin/%s/{id} makes exactly the moves of spec 001 §4 from every status, and refuses every other with 409',
    async (_, { call, kind, body, targets }) => {
      const wrong: string[] = [];
      let moves = 0;
      for (const from of projectStatuses)
        for (const target of targets) {
          const move = `${call} ${from}→${target ?? 'COMPLETED'}`;
          const id = await insertProject(t, { clientId, kind, status: from, name: 'Matrix' });
          const res = await t.request({
            method: 'POST',
            url: `/api/admin/${call}/${id}`,
            token: staff,
            payload: await fromStored(t, id, body(target)),
          });
          const [row] = await t.database.db
            .select({ status: projects.status })
            .from(projects)
            .where(eq(projects.id, id));
          const versions = await versionsOf(t, id);
          if (allowed.has(move)) {
            moves += 1;
            if (res.statusCode !== 200) wrong.push(`${move}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            else if (
              row!.status !== (target ?? 'COMPLETED') ||
              versions.length !== 2 ||
              versions[1]!.authorRole !== 'STAFF'
            )
              wrong.push(`${move}: stored ${row!.status} with ${versions.length} versions`);
          } else if (res.statusCode !== 409 || res.json().message !== serverMessages.projectMoveRefused) {
            wrong.push(`${move}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          } else if (row!.status !== from || versions.length !== 1) {
            wrong.push(`${move}: refused but changed (${row!.status}, ${versions.length} versions)`);
          }
        }
      expect(wrong).toEqual([]);
      expect(moves).toBe([...allowed].filter((m) => m.startsWith(`${call} `)).length);
    },
  );
});

/** Where staff may amend and delete without moving the status (spec 001 §2), by hand. */
const editable: Record<string, string[]> = {
  'origin/update': ['ONGOING', 'CHECK'],
  'substance/update': ['ONGOING', 'CHECK'],
  'carbon/update': ['ONGOING', 'CHECK'],
  'carbon/second_part/update': ['ONGOING2', 'CHECK2'],
};
const deletable: Record<string, string[]> = {
  origin: ['ONGOING', 'CHECK'],
  substance: ['ONGOING', 'CHECK'],
  carbon: ['ONGOING', 'CHECK', 'ONGOING2', 'CHECK2'],
};
const kindOf = (call: string): ProjectKind =>
  call.startsWith('origin') ? 'ORIGIN' : call.startsWith('substance') ? 'SUBSTANCE' : 'CARBON';

describe('the staff amendments and deletes', () => {
  it('amend in the statuses of spec 001 §2 only, leaving the status as it was', async () => {
    const wrong: string[] = [];
    for (const [call, statuses] of Object.entries(editable))
      for (const from of projectStatuses) {
        const id = await insertProject(t, { clientId, kind: kindOf(call), status: from, name: 'Matrix' });
        const nameField = { origin: 'drugProductName', substance: 'inn', carbon: 'name' }[
          call.split('/')[0]!
        ]!;
        const payload = call.includes('second_part') ? secondPart() : { [nameField]: 'Amended' };
        const res = await t.request({
          method: 'POST',
          url: `/api/admin/${call}/${id}`,
          token: staff,
          payload: await fromStored(t, id, payload),
        });
        const expected = statuses.includes(from) ? 200 : 409;
        if (res.statusCode !== expected) wrong.push(`${call} in ${from}: ${res.statusCode}`);
        else if (expected === 200 && res.json().status !== from)
          wrong.push(`${call} in ${from} moved to ${res.json().status}`);
      }
    expect(wrong).toEqual([]);
  });

  it('delete in the statuses of spec 001 §2 only', async () => {
    const wrong: string[] = [];
    for (const [path, statuses] of Object.entries(deletable))
      for (const from of projectStatuses) {
        const id = await insertProject(t, { clientId, kind: kindOf(path), status: from, name: 'Matrix' });
        const res = await t.request({ method: 'DELETE', url: `/api/admin/${path}/${id}`, token: staff });
        if (res.statusCode !== (statuses.includes(from) ? 204 : 409))
          wrong.push(`${path} in ${from}: ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
  });
});

import {
  MAX_NEW_PLANTS_PER_SAVE,
  MAX_PLANTS_PER_CLIENT,
  type ManufacturerDraft,
  plantMatchKey,
  serverMessages,
  serverSaid,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plants } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { countryById } from '../reference';
import { lockClientPlants, newPlantId, plantLimitError } from './service';

/** A route tree inside a project document, with the path of its field (for error messages). */
export interface TreeAt {
  tree: TreeNodeDraft;
  path: (string | number)[];
}

interface ManufacturerAt {
  manufacturer: ManufacturerDraft;
  path: (string | number)[];
}

/** Every manufacturer block of the trees, walked without recursion (trees are bounded, but a loop costs nothing). */
function manufacturersOf(trees: TreeAt[]): ManufacturerAt[] {
  const found: ManufacturerAt[] = [];
  const stack: TreeAt[] = [...trees];
  while (stack.length > 0) {
    const { tree, path } = stack.pop()!;
    for (const [index, manufacturer] of (tree.manufacturers ?? []).entries()) {
      found.push({ manufacturer, path: [...path, 'manufacturers', index] });
    }
    for (const [index, child] of (tree.children ?? []).entries()) {
      stack.push({ tree: child, path: [...path, 'children', index] });
    }
  }
  return found;
}

/**
 * Plants typed in the manufacturer blocks of route trees become plants of the client when the
 * project is saved (spec 001 §3, DESIGN.md 'Data'), so that they appear in My Plants:
 * - a block naming company, city and country gets the id of the client's plant with the same
 *   three (plantMatchKey), or of a plant created for it (`plant_…`);
 * - the block's fields are the truth and `plantId` only a cache: an id that names another plant
 *   than the fields, or a plant of another client, is replaced;
 * - an unfinished block (a draft) keeps a plantId only if it names one of the client's plants.
 *
 * Mutates the trees in place (the caller passes its own copy of the document) and runs in the
 * caller's transaction, under the per-client lock (lockClientPlants), so that two saves typing the
 * same new plant at once create it once. A save that would create more than
 * MAX_NEW_PLANTS_PER_SAVE plants, or take the client past MAX_PLANTS_PER_CLIENT, is refused with
 * 400 `PLANT_LIMIT` before anything is written (issue #22).
 */
export async function resolveTreePlants(
  tx: Queryable,
  clientId: string,
  actorUserId: string,
  trees: TreeAt[],
): Promise<void> {
  const blocks = manufacturersOf(trees);
  if (blocks.length === 0) return;

  for (const { manufacturer, path } of blocks) {
    if (manufacturer.countryId && !countryById(manufacturer.countryId)) {
      throw badRequest(serverMessages.unknownCountry, {
        [[...path, 'countryId'].join('.')]: serverMessages.unknownCountry,
      });
    }
  }

  await lockClientPlants(tx, clientId);
  const existing = await tx
    .select({
      id: plants.id,
      companyName: plants.companyName,
      city: plants.city,
      countryId: plants.countryId,
    })
    .from(plants)
    .where(eq(plants.clientId, clientId))
    .orderBy(desc(plants.updatedAt));
  const keyOfId = new Map<string, string | null>();
  const idOfKey = new Map<string, string>();
  for (const plant of existing) {
    const key = plantMatchKey(plant);
    keyOfId.set(plant.id, key);
    // Several plants may share the three fields (one per reporting year): the latest is reused.
    if (key && !idOfKey.has(key)) idOfKey.set(key, plant.id);
  }

  // The plants to create: one per new company, city and country, however many blocks name it.
  const created = new Map<string, typeof plants.$inferInsert>();
  for (const { manufacturer } of blocks) {
    const key = plantMatchKey(manufacturer);
    const givenId = manufacturer.plantId ?? null;
    if (!key) {
      manufacturer.plantId = givenId && keyOfId.has(givenId) ? givenId : null;
      continue;
    }
    if (givenId && keyOfId.get(givenId) === key) continue;
    let id = idOfKey.get(key);
    if (!id) {
      id = newPlantId();
      created.set(key, {
        id,
        clientId,
        companyName: manufacturer.companyName!.trim(),
        city: manufacturer.city!.trim(),
        countryId: manufacturer.countryId!.trim().toUpperCase(),
        reportingYear: null,
        details: {},
      });
      idOfKey.set(key, id);
      keyOfId.set(id, key);
    }
    manufacturer.plantId = id;
  }
  if (created.size === 0) return;
  // Issue #22: bounded per save and per client, checked before anything is written.
  if (created.size > MAX_NEW_PLANTS_PER_SAVE) {
    throw plantLimitError(serverSaid.tooManyNewPlants(created.size, MAX_NEW_PLANTS_PER_SAVE));
  }
  if (existing.length + created.size > MAX_PLANTS_PER_CLIENT) {
    throw plantLimitError(serverSaid.plantLimitReached(MAX_PLANTS_PER_CLIENT));
  }
  const rows = [...created.values()];
  await tx.insert(plants).values(rows);
  for (const row of rows) {
    await audit(tx, {
      actorUserId,
      clientId,
      action: 'plant.created_from_tree',
      details: { plantId: row.id },
    });
  }
}

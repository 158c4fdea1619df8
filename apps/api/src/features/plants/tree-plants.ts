import {
  type ManufacturerDraft,
  plantMatchKey,
  serverMessages,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plants } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { countryById } from '../reference';
import { newPlantId } from './service';

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
 * caller's transaction, under a per-client lock, so that two saves typing the same new plant at
 * once create it once.
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

  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plants:${clientId}`}))`);
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
      const companyName = manufacturer.companyName!.trim();
      const city = manufacturer.city!.trim();
      const countryId = manufacturer.countryId!.trim().toUpperCase();
      await tx
        .insert(plants)
        .values({ id, clientId, companyName, city, countryId, reportingYear: null, details: {} });
      await audit(tx, { actorUserId, clientId, action: 'plant.created_from_tree', details: { plantId: id } });
      idOfKey.set(key, id);
      keyOfId.set(id, key);
    }
    manufacturer.plantId = id;
  }
}

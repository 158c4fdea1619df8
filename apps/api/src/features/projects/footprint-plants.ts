import { serverMessages } from '@pharmatrace/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plants } from '../../db/schema';
import { badRequest } from '../../lib/app-error';

type Document = Record<string, unknown>;

const isRecord = (value: unknown): value is Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const named = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The plant ids a footprint names outside its route tree (spec 001 §3): its second part's `plants`,
 * each reaction's `linkedWithPlant` (step 5) and `productBy.carbonReactionProductionSites`, each
 * with the path of its field, as the forms name fields. The tree's manufacturers are plants typed
 * by name and resolved by `resolveTreePlants`.
 */
export function footprintPlantIds(document: Document): Map<string, string> {
  const found = new Map<string, string>();
  const add = (plantId: unknown, path: string) => {
    if (named(plantId) && !found.has(plantId)) found.set(plantId, path);
  };
  if (Array.isArray(document.plants)) {
    for (const [i, plantId] of document.plants.entries()) add(plantId, `plants.${i}`);
  }
  if (Array.isArray(document.substances)) {
    for (const [i, entry] of document.substances.entries()) {
      if (!isRecord(entry)) continue;
      add(entry.linkedWithPlant, `substances.${i}.linkedWithPlant`);
      if (isRecord(entry.productBy)) {
        add(
          entry.productBy.carbonReactionProductionSites,
          `substances.${i}.productBy.carbonReactionProductionSites`,
        );
      }
    }
  }
  return found;
}

/**
 * Every plant a footprint names is one of the project's client's own (issue #11, and for the first
 * part's saves issue #22): another company's plant id, or an unknown one, answers 400 on its field
 * with the same words, so a client learns nothing of another's plants. Staff writes are held to
 * the project's client too.
 */
export async function assertClientPlants(q: Queryable, clientId: string, document: Document) {
  const ids = footprintPlantIds(document);
  if (ids.size === 0) return;
  const own = await q
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.clientId, clientId), inArray(plants.id, [...ids.keys()])));
  const ownIds = new Set(own.map((plant) => plant.id));
  for (const [plantId, path] of ids) {
    if (!ownIds.has(plantId)) {
      throw badRequest(serverMessages.unknownPlant, { [path]: serverMessages.unknownPlant });
    }
  }
}

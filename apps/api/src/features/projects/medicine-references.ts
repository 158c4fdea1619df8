import { medicineFootprintMessages, serverMessages } from '@pharmatrace/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plants, projects } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';

type Document = Record<string, unknown>;

const isRecord = (value: unknown): value is Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API footprints a medicine study's actives link to, each with the path of its field. */
export function linkedFootprintIds(document: Document): Map<string, string> {
  const found = new Map<string, string>();
  const actives = Array.isArray(document.actives) ? document.actives : [];
  for (const [index, active] of actives.entries()) {
    if (!isRecord(active) || typeof active.carbonFootprintId !== 'string') continue;
    if (!found.has(active.carbonFootprintId))
      found.set(active.carbonFootprintId, `actives.${index}.carbonFootprintId`);
  }
  return found;
}

/**
 * What a medicine footprint study names outside itself must be its client's own (issue #37 'Bad
 * input'): each active's `carbonFootprintId` a COMPLETED carbon footprint of the same client, and
 * the formulation `plantId` one of its plants. Anything else answers 400 on the field, with the
 * same words whether the footprint is another client's, unknown, deleted or not completed, so that
 * a client learns nothing of another's projects. Staff writes are held to the study's client.
 */
export async function assertMedicineReferences(q: Queryable, clientId: string, document: Document) {
  const linked = linkedFootprintIds(document);
  if (linked.size > 0) {
    const ids = [...linked.keys()].filter(isUuid);
    const usable =
      ids.length === 0
        ? []
        : await q
            .select({ id: projects.id })
            .from(projects)
            .where(
              and(
                inArray(projects.id, ids),
                eq(projects.clientId, clientId),
                eq(projects.kind, 'CARBON'),
                eq(projects.status, 'COMPLETED'),
                isNull(projects.deletedAt),
              ),
            );
    const usableIds = new Set(usable.map((row) => row.id));
    for (const [id, path] of linked) {
      if (!usableIds.has(id)) {
        const message = medicineFootprintMessages.apiFootprintNotUsable;
        throw badRequest(message, { [path]: message });
      }
    }
  }
  const plantId = document.plantId;
  if (typeof plantId === 'string') {
    const [own] = isUuid(plantId)
      ? await q
          .select({ id: plants.id })
          .from(plants)
          .where(and(eq(plants.id, plantId), eq(plants.clientId, clientId)))
      : [];
    if (!own) throw badRequest(serverMessages.unknownPlant, { plantId: serverMessages.unknownPlant });
  }
}

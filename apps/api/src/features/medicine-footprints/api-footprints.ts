import type { MedicineFootprintDocument } from '@pharmatrace/domain';
import type { ApiFootprintResult } from '@pharmatrace/footprint';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projects } from '../../db/schema';
import { footprintDetailOf } from '../project-documents';

/** The ids of the API footprints a study's actives link to. */
export function linkedIds(document: MedicineFootprintDocument): string[] {
  return [
    ...new Set(document.actives.flatMap((a) => ('carbonFootprintId' in a ? [a.carbonFootprintId] : []))),
  ];
}

export interface LinkedFootprint {
  id: string;
  result: ApiFootprintResult | null;
  /** When the footprint last changed: part of the estimate's cache key, so a new result flows through. */
  updatedAt: string;
}

/**
 * Each linked footprint's ADOPTED result (issue #37: by reference, read at every estimate, so that a
 * result adopted again after re-estimation flows through): its value and, when the result is an
 * adopted estimate, that estimate's 95 % interval; else its uncertainty. Null where the footprint
 * has no result yet, or is no longer a completed footprint of the study's client.
 */
export async function linkedFootprints(
  q: Queryable,
  clientId: string,
  document: MedicineFootprintDocument,
): Promise<LinkedFootprint[]> {
  const ids = linkedIds(document);
  if (ids.length === 0) return [];
  const rows = await q
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      footprintValue: projects.footprintValue,
      footprintUncertainty: projects.footprintUncertainty,
      footprintDetails: projects.footprintDetails,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(
      and(
        inArray(projects.id, ids),
        eq(projects.clientId, clientId),
        eq(projects.kind, 'CARBON'),
        isNull(projects.deletedAt),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (row?.status !== 'COMPLETED' || row.footprintValue === null)
      return { id, result: null, updatedAt: row?.updatedAt.toISOString() ?? '' };
    const detail = footprintDetailOf(row);
    const adopted = detail?.origin === 'ESTIMATE' ? detail.estimate : null;
    return {
      id,
      updatedAt: row.updatedAt.toISOString(),
      result: {
        name: row.name,
        value: row.footprintValue,
        uncertainty: row.footprintUncertainty ?? 0,
        p2_5: adopted?.p2_5 ?? null,
        p97_5: adopted?.p97_5 ?? null,
      },
    };
  });
}

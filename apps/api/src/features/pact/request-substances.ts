import { casOfProductId } from '@pharmatrace/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projects } from '../../db/schema';

/**
 * The substances a request asks for, named (issue #36: 'Asks for' shows the substance's name with
 * its CAS number, not the raw URN). The name is the client's own footprint of that CAS number,
 * the newest; a CAS number the client has no footprint of is shown by its number alone.
 */
export async function substanceNamesOf(
  db: Queryable,
  clientId: string,
  productIds: string[],
): Promise<Map<string, string>> {
  const cas = [...new Set(productIds.map(casOfProductId).filter((c): c is string => c !== null))].slice(
    0,
    500,
  );
  if (cas.length === 0) return new Map();
  const casOfDocument = sql<string>`trim(${projects.document}->>'cas')`;
  const rows = await db
    .select({ cas: casOfDocument, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.clientId, clientId),
        eq(projects.kind, 'CARBON'),
        isNull(projects.deletedAt),
        inArray(casOfDocument, cas),
      ),
    )
    .orderBy(projects.createdAt);
  // Oldest first, so that the newest footprint's name is the one kept.
  return new Map(rows.map((r) => [r.cas, r.name]));
}

/** A stored request's product ids (its criteria are kept as the requester sent them, as JSON). */
export function productIdsAsked(criteria: Record<string, unknown>): string[] {
  const ids = criteria.productId;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The CAS numbers of a request's product ids, each with the client's name for it when it has one. */
export function substancesAsked(
  productIds: readonly string[],
  names: ReadonlyMap<string, string>,
): { cas: string; name: string | null }[] {
  return productIds
    .map(casOfProductId)
    .filter((c): c is string => c !== null)
    .map((cas) => ({ cas, name: names.get(cas) ?? null }));
}

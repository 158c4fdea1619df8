import type { TransformationType, TreeType } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type TransformationTypeKind = 'natural' | 'biologic';

/** Which list a tree uses: natural and biologic schemes have their own, chemical trees none. */
export function transformationTypeKindOf(treeType: TreeType): TransformationTypeKind | null {
  if (treeType === 'NATURAL') return 'natural';
  if (treeType === 'BIOLOGIC') return 'biologic';
  return null;
}

/**
 * GET /api/transformationType/natural and /biologic (spec 001 §7): the steps of a production
 * scheme. Shared code, used by the route tree editor of every wizard and of the staff screens.
 */
export function getTransformationTypes(kind: TransformationTypeKind): Promise<TransformationType[]> {
  return api.get<TransformationType[]>(`/transformationType/${kind}`);
}

export function getTransformationTypesQueryOptions(kind: TransformationTypeKind) {
  // Reference data: it changes with a release, not while someone builds a tree.
  return queryOptions({
    queryKey: ['transformation-types', kind],
    queryFn: () => getTransformationTypes(kind),
    staleTime: 60 * 60_000,
  });
}

/** The list for a tree type; idle (never fetched) for a chemical tree. */
export function useTransformationTypes(treeType: TreeType) {
  const kind = transformationTypeKindOf(treeType);
  return useQuery({
    ...getTransformationTypesQueryOptions(kind ?? 'natural'),
    enabled: kind !== null,
  });
}

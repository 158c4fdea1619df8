import {
  catalogues,
  defaultLocale,
  en,
  type Locale,
  type TransformationType,
  type TreeType,
} from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { useLanguage } from './language';

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

/** The catalogue keys of the seeded types' English names (labels area, `tree.transformationTypeName.*`). */
const keyOfSeededName = new Map(
  (Object.keys(en) as (keyof typeof en)[])
    .filter((key) => key.startsWith('tree.transformationTypeName.'))
    .map((key) => [en[key] as string, key]),
);

/**
 * A type's name in a language (issue #27): the API sends the stored English name; a seeded type
 * is said with the catalogue's words, a type staff added later keeps the name they gave it.
 * Only the words change: the value a node stores is still the type's id.
 */
export function transformationTypeNameIn(language: Locale, name: string): string {
  if (language === defaultLocale) return name;
  const key = keyOfSeededName.get(name);
  return key ? catalogues[language][key] : name;
}

/** The list for a tree type, named in the page's language; idle (never fetched) for a chemical tree. */
export function useTransformationTypes(treeType: TreeType) {
  const kind = transformationTypeKindOf(treeType);
  const language = useLanguage();
  const select = useCallback(
    (types: TransformationType[]) =>
      language === defaultLocale
        ? types
        : types.map((type) => ({ ...type, name: transformationTypeNameIn(language, type.name) })),
    [language],
  );
  return useQuery({
    ...getTransformationTypesQueryOptions(kind ?? 'natural'),
    enabled: kind !== null,
    select,
  });
}

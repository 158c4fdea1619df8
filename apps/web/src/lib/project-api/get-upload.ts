import type { UploadMetadata } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whose upload routes a footprint's upload fields use: the client's own (`null`), or staff's for
 * one client's footprint (issue #22: admin/carbon/{id}/upload…, where staff act for its client).
 */
export type UploadScope = { staffProjectId: string } | null;

/** The route of one upload's metadata, and of a new upload, for a scope. */
export function uploadPath(scope: UploadScope, key?: string): string {
  const base = scope ? `/admin/carbon/${encodeURIComponent(scope.staffProjectId)}/upload` : '/carbon/upload';
  return key === undefined ? base : `${base}/${encodeURIComponent(key)}`;
}

/**
 * GET /api/carbon/upload/{key}: one of the client's uploads (404 for anyone else's); for staff,
 * GET /api/admin/carbon/{id}/upload/{key}: one of that footprint's client's uploads.
 */
export function getUpload(key: string, scope: UploadScope = null): Promise<UploadMetadata> {
  return api.get<UploadMetadata>(uploadPath(scope, key));
}

export function getUploadQueryOptions(key: string, scope: UploadScope = null) {
  return queryOptions({
    queryKey: ['uploads', scope?.staffProjectId ?? 'own', key],
    queryFn: () => getUpload(key, scope),
    // The signed link expires: read it again after a while rather than keep a dead one.
    staleTime: 5 * 60_000,
  });
}

export function useUpload(key: string | null, scope: UploadScope = null) {
  return useQuery({ ...getUploadQueryOptions(key ?? '', scope), enabled: key !== null && key !== '' });
}

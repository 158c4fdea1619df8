import type { UploadMetadata } from '@pharmatrace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/carbon/upload/{key}: one of the client's uploads (404 for anyone else's). */
export function getUpload(key: string): Promise<UploadMetadata> {
  return api.get<UploadMetadata>(`/carbon/upload/${encodeURIComponent(key)}`);
}

export function getUploadQueryOptions(key: string) {
  // The signed link expires: read it again after a while rather than keep a dead one.
  return queryOptions({ queryKey: ['uploads', key], queryFn: () => getUpload(key), staleTime: 5 * 60_000 });
}

export function useUpload(key: string | null) {
  return useQuery({ ...getUploadQueryOptions(key ?? ''), enabled: key !== null && key !== '' });
}

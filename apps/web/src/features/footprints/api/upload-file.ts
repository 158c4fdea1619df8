import type { CarbonUploadField, UploadResponse } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type UploadScope, uploadPath } from '@/lib/project-api/get-upload';

export type UploadFileRequest = { file: File; name: CarbonUploadField };

/**
 * POST /api/carbon/upload (spec 001 §7): multipart with `file` and `name` (the form field's
 * name). A file over 1,200,000 bytes answers 413 with the message `size_more_1_mo`. Staff send
 * the same form to POST /api/admin/carbon/{id}/upload (issue #22), stored for the footprint's client.
 */
export function uploadFile(
  { file, name }: UploadFileRequest,
  scope: UploadScope = null,
): Promise<UploadResponse> {
  const body = new FormData();
  body.append('name', name);
  body.append('file', file, file.name);
  return api.post<UploadResponse>(uploadPath(scope), body);
}

export function useUploadFile(scope: UploadScope = null) {
  return useMutation({ mutationFn: (request: UploadFileRequest) => uploadFile(request, scope) });
}

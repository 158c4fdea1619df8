import type { CarbonUploadField, UploadResponse } from '@pharmatrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UploadFileRequest = { file: File; name: CarbonUploadField };

/**
 * POST /api/carbon/upload (spec 001 §7): multipart with `file` and `name` (the form field's
 * name). A file over 1,200,000 bytes answers 413 with the message `size_more_1_mo`.
 */
export function uploadFile({ file, name }: UploadFileRequest): Promise<UploadResponse> {
  const body = new FormData();
  body.append('name', name);
  body.append('file', file, file.name);
  return api.post<UploadResponse>('/carbon/upload', body);
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}

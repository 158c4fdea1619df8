import type {
  FootprintResultBody,
  InvoiceStatus,
  ProjectApiPath,
  ProjectDocuments,
} from '@pharmatrace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

/** Issue #13: a project's report, invoice, invoice status and footprint result, as staff set them. */

const key = (kind: ProjectApiPath, id: string) => ['admin', 'project-documents', kind, id] as const;
const base = (kind: ProjectApiPath, id: string) => `/admin/${kind}/${encodeURIComponent(id)}`;

export function useProjectDocuments(kind: ProjectApiPath, id: string) {
  return useQuery(
    queryOptions({
      queryKey: key(kind, id),
      queryFn: () => api.get<ProjectDocuments>(`${base(kind, id)}/documents`),
    }),
  );
}

function useDocumentsWrite<T>(
  kind: ProjectApiPath,
  id: string,
  send: (input: T) => Promise<ProjectDocuments>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (documents) => {
      queryClient.setQueryData(key(kind, id), documents);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects });
    },
  });
}

export const useUploadProjectDocument = (kind: ProjectApiPath, id: string) =>
  useDocumentsWrite<{ which: 'report' | 'invoice'; file: File }>(kind, id, ({ which, file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<ProjectDocuments>(`${base(kind, id)}/${which}`, form);
  });

export const useSetInvoiceStatus = (kind: ProjectApiPath, id: string) =>
  useDocumentsWrite<InvoiceStatus>(kind, id, (status) =>
    api.post<ProjectDocuments>(`${base(kind, id)}/invoice-status`, { status }),
  );

export const useSetFootprintResult = (id: string) =>
  useDocumentsWrite<FootprintResultBody>('carbon', id, (body) =>
    api.post<ProjectDocuments>(`${base('carbon', id)}/footprint-result`, body),
  );

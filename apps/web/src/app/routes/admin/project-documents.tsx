import { projectApiPath, projectKindOfApiPath } from '@pharmatrace/domain';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProjectDocumentsPage } from '@/features/staff-accounts/components/project-documents-page';

export function Component() {
  const { kind = '', id = '' } = useParams();
  // An unknown kind in the URL: back to the panel rather than a request that can only fail.
  const projectKind = projectKindOfApiPath(kind);
  if (!projectKind) return <Navigate to={paths.admin.panel.getHref()} replace />;
  return <ProjectDocumentsPage key={`${kind}/${id}`} kind={projectApiPath[projectKind]} id={id} />;
}

import { type ProjectApiPath, projectApiPath } from '@pharmatrace/domain';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ProjectDocumentsPage } from '@/features/staff-accounts/components/project-documents-page';

export function Component() {
  const { kind = '', id = '' } = useParams();
  // An unknown kind in the URL: back to the panel rather than a request that can only fail.
  if (!(Object.values(projectApiPath) as string[]).includes(kind)) {
    return <Navigate to={paths.admin.panel.getHref()} replace />;
  }
  return <ProjectDocumentsPage key={`${kind}/${id}`} kind={kind as ProjectApiPath} id={id} />;
}

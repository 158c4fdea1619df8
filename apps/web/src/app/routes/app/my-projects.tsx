import { ProjectList } from '@/features/projects/components/project-list';

export function Component() {
  return <ProjectList list="projects" />;
}

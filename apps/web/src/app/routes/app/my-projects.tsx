import { MyProjects } from '@/features/projects/components/my-projects';

export function Component() {
  return <MyProjects />;
}

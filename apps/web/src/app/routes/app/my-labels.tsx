import { MyLabels } from '@/features/labels/components/my-labels';

export function Component() {
  return <MyLabels />;
}

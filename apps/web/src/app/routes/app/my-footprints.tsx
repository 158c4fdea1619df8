import { MyFootprints } from '@/features/footprints/components/my-footprints';

export function Component() {
  return <MyFootprints />;
}

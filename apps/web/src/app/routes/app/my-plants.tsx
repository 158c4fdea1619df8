import { MyPlants } from '@/features/plants/components/my-plants';

export function Component() {
  return <MyPlants />;
}

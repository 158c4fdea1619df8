import { Home } from '@/features/home/components/home';

export function Component() {
  return <Home />;
}

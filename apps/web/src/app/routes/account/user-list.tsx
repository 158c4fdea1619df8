import { UserList } from '@/features/users/components/user-list';

export function Component() {
  return <UserList />;
}

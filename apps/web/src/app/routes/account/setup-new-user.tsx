import { SetupNewUserForm } from '@/features/users/components/setup-new-user-form';

export function Component() {
  return <SetupNewUserForm />;
}

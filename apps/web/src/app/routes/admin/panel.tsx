import { AdminPanel } from '@/features/admin/components/admin-panel';

export function Component() {
  return <AdminPanel />;
}

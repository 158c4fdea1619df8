import { Billing } from '@/features/account/components/billing';
import { ProjectInvoices } from '@/features/projects/components/project-invoices';

export function Component() {
  return <Billing invoicesTab={<ProjectInvoices />} />;
}

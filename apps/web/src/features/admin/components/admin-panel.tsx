import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** /admin/panel: staff review of every client's projects (spec 001 §2), built later. */
export function AdminPanel() {
  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Review, validate and complete the projects of every client."
      />
      <InPreparation what="The list of client projects" />
    </>
  );
}

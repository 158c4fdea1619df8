import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until the feature is built (its own lazy feature folder). */
export function MyProjects() {
  return (
    <>
      <PageHeader
        title="My Projects"
        description="All your projects in one table: drug product and drug substance origin labels and carbon footprints."
      />
      <InPreparation what="Your projects" />
    </>
  );
}

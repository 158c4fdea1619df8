import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until the feature is built (its own lazy feature folder). */
export function MyLabels() {
  return (
    <>
      <PageHeader
        title="My Origin labels"
        description="Your drug product and drug substance origin labels, their status and their reports."
      />
      <InPreparation what="Your drug product and drug substance origin labels" />
    </>
  );
}

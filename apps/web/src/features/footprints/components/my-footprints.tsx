import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until the feature is built (its own lazy feature folder). */
export function MyFootprints() {
  return (
    <>
      <PageHeader
        title="My Footprints"
        description="Your carbon footprint studies, their status and their reports."
      />
      <InPreparation what="Your carbon footprint studies" />
    </>
  );
}

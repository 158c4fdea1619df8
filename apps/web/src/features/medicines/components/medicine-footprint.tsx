import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until the feature is built (its own lazy feature folder). */
export function MedicineFootprint() {
  return (
    <>
      <PageHeader
        title="Medicine carbon footprint"
        description="The cradle-to-gate carbon footprint of medicines sold in France."
      />
      <InPreparation what="The medicine carbon footprint database" />
    </>
  );
}

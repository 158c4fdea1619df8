import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';

/** Placeholder until the feature is built (its own lazy feature folder). */
export function MyPlants() {
  return (
    <>
      <PageHeader
        title="My Plants"
        description="Here you will find a list of all your saved manufacturing plants"
      />
      <InPreparation what="Your manufacturing plants" />
    </>
  );
}

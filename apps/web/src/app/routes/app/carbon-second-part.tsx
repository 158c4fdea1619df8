import { useParams } from 'react-router';
import { CarbonSecondPartPage } from '@/features/footprints/components/carbon-second-part-page';
import type { PlantCreator } from '@/features/footprints/components/carbon-second-part-wizard';
import { CreatePlantInPlace } from '@/features/plants/components/create-plant-in-place';

/**
 * Step 5 creates plants in place with the plant form's fields. Features never import each other:
 * the route, which may use both, hands the plants feature's piece to the footprint wizard.
 */
const plantCreator: PlantCreator = ({ onCreated }) => <CreatePlantInPlace onCreated={onCreated} />;

/** /carbon_footprint/second_part/{id} (spec 001 §2): the mass balance and the plants of each reaction. */
export function Component() {
  const { id = '' } = useParams();
  return <CarbonSecondPartPage key={id} id={id} plantCreator={plantCreator} />;
}

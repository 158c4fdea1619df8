import { useParams } from 'react-router';
import { CarbonSecondPartPage } from '@/features/footprints/components/carbon-second-part-page';

/** /carbon_footprint/second_part/{id} (spec 001 §2): the mass balance and the plants of each reaction. */
export function Component() {
  const { id = '' } = useParams();
  return <CarbonSecondPartPage key={id} id={id} />;
}

import { useParams } from 'react-router';
import { PlantFormPage } from '@/features/plants/components/plant-form';

/** /plant/new and /plant/{id}; keyed by id so that moving from one plant to another starts a fresh form. */
export function Component() {
  const { id } = useParams();
  return <PlantFormPage key={id ?? 'new'} id={id} />;
}

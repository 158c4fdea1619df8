import { useParams } from 'react-router';
import { TenderPage } from '@/features/purchasing/components/tenders/tender-page';

export function Component() {
  const { id = '' } = useParams();
  return <TenderPage id={id} />;
}

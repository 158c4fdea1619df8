import { FootprintRequests } from '@/features/pact/components/footprint-requests';

/** /footprint_requests: the PACT 'Footprint requests' inbox (issue #24). */
export function Component() {
  return <FootprintRequests />;
}

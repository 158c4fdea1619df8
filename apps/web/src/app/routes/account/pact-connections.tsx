import { PactConnections } from '@/features/pact/components/pact-connections';

/** /my_account/pact_connections (issue #24). */
export function Component() {
  return <PactConnections />;
}

import { StaffPactFootprints } from '@/features/pact/components/staff-pact-footprints';

/** /admin/pact_footprints (issue #24). */
export function Component() {
  return <StaffPactFootprints />;
}

import { useParams } from 'react-router';
import { StaffProjectScreen } from '@/features/admin/components/staff-project-screen';
import { CarbonFirstPartWizard } from '@/features/footprints/components/carbon-first-part-wizard';

/** /admin/carbon_footprint/first_part/{id}: the first-part wizard in staff mode (spec 001 §2, §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <StaffProjectScreen key={id} kind="CARBON" id={id} title="Carbon footprint">
      {({ plants: _clientPlants, ...project }, staff, back) => (
        // The staff detail's `plants` are the client's plants (the staff mode has them), not the
        // footprint's second-part plant list: the first part never reads either.
        <CarbonFirstPartWizard project={project} back={back} staff={staff} />
      )}
    </StaffProjectScreen>
  );
}

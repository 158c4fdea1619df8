import { useParams } from 'react-router';
import { StaffProjectScreen } from '@/features/admin/components/staff-project-screen';
import { CarbonSecondPartWizard } from '@/features/footprints/components/carbon-second-part-wizard';

/** /admin/carbon_footprint/second_part/{id}: the second-part wizard in staff mode (spec 001 §2, §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <StaffProjectScreen key={id} kind="CARBON" id={id} part="second">
      {(project, staff, back) => (
        // The client's plants to pick from come with the staff mode (GET admin/carbon/{id}
        // `plantOptions`); the second part's own plant list is rebuilt from each reaction's plant.
        <CarbonSecondPartWizard project={project} plants={staff.plants} back={back} staff={staff} />
      )}
    </StaffProjectScreen>
  );
}

import { useParams } from 'react-router';
import { StaffProjectScreen } from '@/features/admin/components/staff-project-screen';
import { CarbonFirstPartWizard } from '@/features/footprints/components/carbon-first-part-wizard';

/** /admin/carbon_footprint/first_part/{id}: the first-part wizard in staff mode (spec 001 §2, §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <StaffProjectScreen key={id} kind="CARBON" id={id}>
      {(project, staff, back) => <CarbonFirstPartWizard project={project} back={back} staff={staff} />}
    </StaffProjectScreen>
  );
}

import { useParams } from 'react-router';
import { StaffProjectScreen } from '@/features/admin/components/staff-project-screen';
import { OriginWizard } from '@/features/labels/components/origin-wizard';

/** /admin/drug_origin/{id}: the drug product wizard in staff mode (spec 001 §2, §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <StaffProjectScreen key={id} kind="ORIGIN" id={id}>
      {(project, staff, back) => <OriginWizard project={project} back={back} staff={staff} />}
    </StaffProjectScreen>
  );
}

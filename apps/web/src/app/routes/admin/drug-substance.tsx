import { useParams } from 'react-router';
import { StaffProjectScreen } from '@/features/admin/components/staff-project-screen';
import { SubstanceWizard } from '@/features/labels/components/substance-wizard';

/** /admin/drug_substance/{id}: the drug substance wizard in staff mode (spec 001 §2, §4). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <StaffProjectScreen key={id} kind="SUBSTANCE" id={id}>
      {(project, staff, back) => <SubstanceWizard project={project} back={back} staff={staff} />}
    </StaffProjectScreen>
  );
}

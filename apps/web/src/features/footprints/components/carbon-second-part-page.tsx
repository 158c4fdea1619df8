import { PageLoader } from '@/components/ui/query-state';
import { ProjectWizardLoader } from '@/components/wizard/project-wizard-loader';
import { useWizardBackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { usePlants } from '@/lib/plants';
import { CarbonSecondPartWizard, type PlantCreator } from './carbon-second-part-wizard';

/**
 * /carbon_footprint/second_part/{id} (spec 001 §2): a footprint that fails to load redirects to
 * /carbon_footprint/first_part/new; one the client cannot change now says where it stands.
 */
export function CarbonSecondPartPage({ id, plantCreator }: { id: string; plantCreator?: PlantCreator }) {
  const t = useT();
  const back = useWizardBackTarget({ to: paths.app.myFootprints.getHref(), labelKey: 'nav.myFootprints' });
  const plants = usePlants();
  return (
    <ProjectWizardLoader
      kind="CARBON"
      id={id}
      part="second"
      title={t('footprints.page.title')}
      back={back}
      newProjectHref={paths.app.carbonFootprint.firstPartNew.getHref()}
    >
      {(project) =>
        // The plant selects are native: their options must be there when the stored values are set.
        plants.data || plants.isError ? (
          <CarbonSecondPartWizard
            project={project}
            plants={plants.data ?? []}
            back={back}
            plantCreator={plantCreator}
          />
        ) : (
          <PageLoader label={t('footprints.page.loadingPlants')} />
        )
      }
    </ProjectWizardLoader>
  );
}

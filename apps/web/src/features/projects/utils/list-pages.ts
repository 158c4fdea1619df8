import type { ProjectListName } from '@pharmatrace/domain';
import type { BackLink } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';

/**
 * Each list's page and title (spec 000 §2), the title as its catalogue key (issue #40). The links from a list into a wizard carry it, so
 * that the wizard's back link returns to the list the person came from (issue #9).
 */
export const listPages: Record<ProjectListName, BackLink> = {
  projects: { to: paths.app.myProjects.getHref(), labelKey: 'nav.myProjects' },
  labels: { to: paths.app.myLabels.getHref(), labelKey: 'nav.myLabels' },
  footprints: { to: paths.app.myFootprints.getHref(), labelKey: 'nav.myFootprints' },
};

import type { ProjectListName } from '@pharmatrace/domain';
import type { BackTarget } from '@/components/wizard/wizard-navigation';
import { paths } from '@/config/paths';

/**
 * Each list's page and title (spec 000 §2). The links from a list into a wizard carry it, so
 * that the wizard's back link returns to the list the person came from (issue #9).
 */
export const listPages: Record<ProjectListName, BackTarget> = {
  projects: { to: paths.app.myProjects.getHref(), label: 'My Projects' },
  labels: { to: paths.app.myLabels.getHref(), label: 'My Origin labels' },
  footprints: { to: paths.app.myFootprints.getHref(), label: 'My Footprints' },
};

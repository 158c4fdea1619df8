import { useMatches } from 'react-router';
import { InPreparation } from '@/components/ui/in-preparation';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export type WizardRouteHandle = { wizardTitle: string };

function isWizardHandle(handle: unknown): handle is WizardRouteHandle {
  return typeof handle === 'object' && handle !== null && 'wizardTitle' in handle;
}

/**
 * The project wizards (spec 001 §2) are built in their own features later; until then the
 * lists' edit links and 'New …' buttons land on this page instead of a 404.
 */
export function Component() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isWizardHandle);
  const title = handle?.wizardTitle ?? 'Project';
  return (
    <>
      <PageHeader title={title} back={{ to: paths.app.myProjects.getHref(), label: 'My Projects' }} />
      <InPreparation what="This project screen" />
    </>
  );
}

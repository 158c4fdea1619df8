import { translate } from '@pharmatrace/domain';
import { createContext, Fragment, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { errorText } from '@/components/ui/query-state';
import { useLanguage } from '@/lib/language';

/**
 * 'Reload' after a stale save (decision 0027): reads the stored project again and opens it afresh
 * in its wizard. What the person typed is not lost: their local draft was typed on the replaced
 * revision, so the wizard offers it instead of applying it (usePersistedFormDraft `kept`).
 * Provided by the screens that load a stored project (ProjectWizardLoader, the staff screens).
 */
const ProjectReloadContext = createContext<(() => Promise<void>) | null>(null);

/** The loader's reload, or null where the project was not loaded by one (a new project's first saves). */
export function useProjectReload() {
  return useContext(ProjectReloadContext);
}

/**
 * For a screen that loads one project and opens it in a wizard: the project as first read (a
 * refetch after the wizard's own saves must not replace what is being typed), and a reload that
 * reads it again and remounts the wizard on the new answer. `render` is keyed by the reload.
 */
export function useReloadableProject<T>(
  data: T | undefined,
  refetch: () => Promise<{ status: string; data?: T | undefined; error?: unknown }>,
) {
  const notify = useNotify();
  const language = useLanguage();
  const firstRead = useRef<T | undefined>(undefined);
  if (data && !firstRead.current) firstRead.current = data;
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (fresh.status !== 'success' || !fresh.data) {
      notify(translate(language, 'wizard.reloadFailed', { error: errorText(fresh.error) }), 'error');
      return;
    }
    firstRead.current = fresh.data;
    setGeneration((g) => g + 1);
  }, [notify, refetch, language]);

  const withReload = useCallback(
    (content: ReactNode) => (
      <ProjectReloadContext.Provider value={reload}>
        <Fragment key={generation}>{content}</Fragment>
      </ProjectReloadContext.Provider>
    ),
    [generation, reload],
  );

  return { project: firstRead.current, reload, withReload };
}

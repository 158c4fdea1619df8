import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';
import { useT } from '@/lib/language';

/**
 * State of a navigation that only renames the page's URL while the page and its data stay (a new
 * project's first draft save moves /drug_substance/new to /drug_substance/{id}): never held.
 */
export const samePageNavigationState = { isSamePage: true } as const;

function isSamePageNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { isSamePage?: unknown }).isSamePage === true
  );
}

export type UnsavedChangesGuard = {
  blocker: Blocker;
  /** Call once the data is saved, right before navigating away on purpose. */
  allowNavigation: () => void;
};

/**
 * Keeps a person from losing what they typed (spec 001 §4 'Unsaved-changes state'):
 * in-app navigation is held by the router's blocker (answered by <UnsavedChangesDialog>),
 * closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChanges(hasUnsavedChanges: boolean): UnsavedChangesGuard {
  // A ref, not state: after a save the page navigates in the same tick, before a re-render.
  const isAllowedRef = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isAllowedRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isSamePageNavigation(nextLocation.state),
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (isAllowedRef.current) return;
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const allowNavigation = useCallback(() => {
    isAllowedRef.current = true;
  }, []);

  return { blocker, allowNavigation };
}

/**
 * The question asked when a navigation was held: stay, leave without saving, or (when the page
 * can save) save and then go where the person wanted to go.
 */
export function UnsavedChangesDialog({
  guard,
  description,
  onSave,
  onLeave,
}: {
  guard: UnsavedChangesGuard;
  description: ReactNode;
  /** Saves; resolves true when the data is safe and the navigation may go on. */
  onSave?: () => Promise<boolean>;
  /** "Don't save" was chosen: e.g. forget the page's draft, the person gave those changes up. */
  onLeave?: () => void;
}) {
  const { blocker } = guard;
  const titleId = useId();
  const descriptionId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const t = useT();

  const stay = () => blocker.reset?.();
  const leave = () => {
    onLeave?.();
    blocker.proceed?.();
  };
  const saveAndLeave = async () => {
    if (!onSave) return;
    setIsSaving(true);
    let isSaved = false;
    try {
      isSaved = await onSave();
    } finally {
      setIsSaving(false);
    }
    // Not saved (invalid or refused): stay, the form now shows why.
    if (isSaved) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={isSaving ? undefined : stay}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('ui.unsavedData.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={stay} disabled={isSaving} autoFocus>
          {t('common.stay')}
        </Button>
        <Button onClick={leave} disabled={isSaving} color="error">
          {t('common.dontSave')}
        </Button>
        {onSave ? (
          <Button variant="contained" onClick={saveAndLeave} loading={isSaving}>
            {t('common.save')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

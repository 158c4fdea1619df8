import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { isStaleSave, serverMessageOf } from '@/lib/errors';

/** Quiet time after the last keystroke before the page is saved (issue #11: 'about two seconds'). */
export const AUTOSAVE_DELAY_MS = 2000;
/** A failed save is tried again after 2 s, then 4, 8, 16, at most 30 s apart. */
const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000, 30000];

export type AutosaveState =
  /** Everything typed is on the server. */
  | { status: 'saved' }
  /** Typed since the last save; a save is due shortly. */
  | { status: 'pending' }
  | { status: 'saving' }
  /** The last save failed (no network, server away): it is tried again by itself. */
  | { status: 'retrying'; message: string }
  /**
   * The server refused with 409: saving stops, nothing is overwritten; the person reloads. What
   * was typed stays in this browser's local draft. `isStale`: someone saved meanwhile (STALE_SAVE,
   * decision 0027), rather than the project having moved to a status where it cannot be changed.
   */
  | { status: 'conflict'; message: string; isStale: boolean };

export type ServerAutosave = {
  state: AutosaveState;
  /** Something changed: save after AUTOSAVE_DELAY_MS of quiet. */
  schedule: () => void;
  /** Saves now what is pending (waiting for a save under way); resolves true once all is saved. */
  flush: () => Promise<boolean>;
};

/**
 * Server autosave for a wizard page (issue #11): `save` sends the current values; it runs after
 * a pause in typing, at once when the page is hidden (tab switched, window closed, phone locked),
 * one call at a time, and again if more was typed meanwhile. A failure is retried with growing
 * delays; a 409 (the stored version moved on) stops saving so nothing is overwritten silently.
 */
export function useServerAutosave({
  save,
  delayMs = AUTOSAVE_DELAY_MS,
  enabled = true,
}: {
  save: () => Promise<void>;
  delayMs?: number;
  enabled?: boolean;
}): ServerAutosave {
  const [state, setState] = useState<AutosaveState>({ status: 'saved' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  const timer = useRef<number | undefined>(undefined);
  const isDirty = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const failures = useRef(0);
  const isConflict = useRef(false);

  const run = useCallback((): Promise<boolean> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (isConflict.current) return Promise.resolve(false);
    if (running.current) {
      // One save at a time: the next starts when this one ends, with whatever is pending then.
      return running.current.then(() => (isDirty.current ? run() : !isConflict.current));
    }
    if (!isDirty.current) return Promise.resolve(true);
    isDirty.current = false;
    setState({ status: 'saving' });
    const attempt = (async () => {
      try {
        await saveRef.current();
        failures.current = 0;
        if (!isDirty.current) setState({ status: 'saved' });
        return true;
      } catch (error) {
        isDirty.current = true;
        if (isApiError(error) && error.status === 409) {
          isConflict.current = true;
          setState({ status: 'conflict', message: serverMessageOf(error), isStale: isStaleSave(error) });
          return false;
        }
        const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
        failures.current += 1;
        setState({ status: 'retrying', message: serverMessageOf(error) });
        timer.current = window.setTimeout(() => void run(), delay);
        return false;
      } finally {
        running.current = null;
      }
    })();
    running.current = attempt;
    return attempt.then((ok) => (ok && isDirty.current ? run() : ok));
  }, []);

  const schedule = useCallback(() => {
    if (!enabledRef.current || isConflict.current) return;
    isDirty.current = true;
    // The same state object when nothing changes: a keystroke must not re-render the page.
    setState((current) =>
      current.status === 'retrying' || current.status === 'saving' || current.status === 'pending'
        ? current
        : { status: 'pending' },
    );
    // While a failed save waits for its retry, keep its schedule: typing must not postpone it.
    if (failures.current > 0 && timer.current !== undefined) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void run(), delayMs);
  }, [delayMs, run]);

  const flush = useCallback(() => run(), [run]);

  // Hidden or closing: save now, the page may never come back.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && isDirty.current) void run();
    };
    const onPageHide = () => {
      if (isDirty.current) void run();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [run]);

  // Leaving the page (unmount) saves what is pending.
  useEffect(
    () => () => {
      if (isDirty.current) void run();
      window.clearTimeout(timer.current);
    },
    [run],
  );

  return useMemo(() => ({ state, schedule, flush }), [state, schedule, flush]);
}

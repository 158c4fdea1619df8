import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  currentDraftOwner,
  type DraftArea,
  type DraftValues,
  deleteDraft,
  type LoadedDraft,
  loadDraft,
  omitPaths,
  pruneDrafts,
  saveDraft,
} from '@/lib/form-drafts';
import { mergeTypedChanges } from '@/lib/merge-typed-changes';

/** Long enough not to write on every keystroke, short enough that little is lost in a crash. */
export const DRAFT_SAVE_DELAY_MS = 500;

export type PersistedFormDraft = {
  /** A draft was put back into the form when it opened: show <RestoredDraftNotice>. */
  isRestored: boolean;
  /** Hides the notice; the restored values stay in the form (and in the draft). */
  dismissNotice: () => void;
  /** Puts the form back to its default (server) values and deletes the draft. */
  discard: () => void;
  /** Deletes the draft: call it once the data is saved, or when the person chose not to keep it. */
  clear: () => void;
  /**
   * Typing kept aside because it was done on a revision of the project someone else has since
   * replaced (decision 0027): not put into the form, offered instead. Null when there is none.
   */
  kept: { savedAt: number } | null;
  /** Puts the kept typing back over the stored values: the person's changes win where they made any. */
  restoreKept: () => void;
  /** Deletes the kept typing. */
  discardKept: () => void;
};

/** Where typing done on a replaced revision waits to be restored or discarded. */
const keptKeyOf = (key: string) => `${key}:kept`;

function readPath(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

function writePath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop()!;
  let parent: unknown = target;
  for (const part of parts) {
    parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
  }
  if (parent && typeof parent === 'object') (parent as Record<string, unknown>)[last] = value;
}

/**
 * Keeps what is typed in a react-hook-form form as a draft in localStorage (lib/form-drafts.ts)
 * while the form is dirty, and puts it back when the same user opens the same form again.
 *
 * - Saved DRAFT_SAVE_DELAY_MS after the last change, and at once when the page is hidden or
 *   closed, or when the form unmounts (the session ended: the route guard took the page away).
 * - Restored with `keepDefaultValues`, so the form stays dirty against the server's values and
 *   its unsaved-changes guard keeps working.
 * - `omit` lists dotted paths never written to storage (passwords); they keep their current value
 *   on restore.
 * - `version` is the shape of the form's values: bump it when that shape changes, so that an
 *   older draft is dropped instead of being forced into the new form.
 * - `schema` parses what comes back (the domain's draft schema of the form, where it has one);
 *   `area: 'session'` keeps the draft for this tab only.
 * - `revision` (a stored project's form, decision 0027): the project's revision the form's values
 *   come from, kept with the draft with those values. A draft typed on another revision (someone
 *   saved the project since: another tab, a colleague, the provider) is never put back silently:
 *   it is set aside under its own key and offered (`kept`), and 'Restore' re-applies the person's
 *   changes on top of the stored values (mergeTypedChanges), leaving the other person's in place.
 */
export function usePersistedFormDraft<TValues extends FieldValues, TContext, TTransformed>({
  key,
  form,
  enabled = true,
  omit = [],
  version = 1,
  schema,
  area,
  revision,
}: {
  key: string;
  form: UseFormReturn<TValues, TContext, TTransformed>;
  enabled?: boolean;
  omit?: readonly string[];
  version?: number;
  schema?: z.ZodType<Partial<TValues>>;
  area?: DraftArea;
  /** The stored project's revision the form's values come from (read when saving and loading). */
  revision?: { readonly current: number | null };
}): PersistedFormDraft {
  // Read once: when the form unmounts because the session ended, the tokens are already gone,
  // yet the last changes must still be saved as this user's.
  const [owner] = useState(currentDraftOwner);
  const [isRestored, setIsRestored] = useState(false);
  const [kept, setKept] = useState<LoadedDraft<DraftValues> | null>(null);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  // A string, so that an inline `omit={['password']}` does not restart the effect every render.
  const omitKey = omit.join('\n');

  const timerRef = useRef<number | undefined>(undefined);
  /** The values last written (or deliberately not written): the same values are not written again. */
  const lastSnapshotRef = useRef<string | null>(null);
  const isDirtyRef = useRef(false);
  /** The key whose draft was already looked for (once per key, also under StrictMode's double effects). */
  const loadedKeyRef = useRef<string | null>(null);
  /** Read when the draft is loaded, once per key: an inline schema does not restart the effect. */
  const schemaRef = useRef(schema);
  schemaRef.current = schema;

  /** A stored project's draft: the revision its typing started from, and the form's values then. */
  const originOf = useCallback(() => {
    const from = revisionRef.current?.current;
    if (typeof from !== 'number') return {};
    const base = omitPaths(form.formState.defaultValues ?? {}, omitKey ? omitKey.split('\n') : []);
    return { revision: from, base: base as DraftValues };
  }, [form, omitKey]);

  const snapshot = useCallback(
    () => JSON.stringify(omitPaths(form.getValues(), omitKey ? omitKey.split('\n') : [])),
    [form, omitKey],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const omitted = omitKey ? omitKey.split('\n') : [];

    if (loadedKeyRef.current !== key) {
      loadedKeyRef.current = key;
      pruneDrafts(undefined, area);
      const draftSchema = schemaRef.current;
      const load = (name: string) =>
        draftSchema
          ? loadDraft(owner, name, { version, area, schema: draftSchema })
          : loadDraft(owner, name, { version, area });
      const draft = load(key);
      const storedRevision = revisionRef.current?.current;
      const isOnReplacedRevision =
        draft !== null &&
        typeof storedRevision === 'number' &&
        draft.revision !== undefined &&
        draft.revision !== storedRevision;
      if (draft && isOnReplacedRevision) {
        // Typed on a version someone has since replaced: aside, offered, never applied silently.
        saveDraft(owner, keptKeyOf(key), draft.values, {
          version,
          area,
          now: draft.savedAt,
          revision: draft.revision,
          base: draft.base,
        });
        deleteDraft(owner, key, { area });
        setKept(draft as LoadedDraft<DraftValues>);
      } else {
        setKept(revisionRef.current ? (load(keptKeyOf(key)) as LoadedDraft<DraftValues> | null) : null);
      }
      if (draft && !isOnReplacedRevision) {
        // Fields the draft lacks (omitted, or added to the form since) keep their current value.
        const current = form.getValues();
        const restored: Record<string, unknown> = { ...current, ...draft.values };
        for (const path of omitted) writePath(restored, path, structuredClone(readPath(current, path)));
        form.reset(restored as TValues, { keepDefaultValues: true });
        lastSnapshotRef.current = snapshot();
        isDirtyRef.current = true;
        setIsRestored(true);
      }
    }

    const persist = () => {
      window.clearTimeout(timerRef.current);
      timerRef.current = undefined;
      const values = snapshot();
      if (values === lastSnapshotRef.current) return;
      lastSnapshotRef.current = values;
      // Back to the server's values: there is nothing left to keep.
      if (isDirtyRef.current) saveDraft(owner, key, JSON.parse(values), { version, area, ...originOf() });
      else deleteDraft(owner, key, { area });
    };
    const flush = () => {
      if (timerRef.current !== undefined) persist();
    };

    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ isDirty }) => {
        isDirtyRef.current = isDirty ?? isDirtyRef.current;
        window.clearTimeout(timerRef.current);
        timerRef.current = window.setTimeout(persist, DRAFT_SAVE_DELAY_MS);
      },
    });
    // pagehide is the one event mobile browsers reliably send; beforeunload covers the others.
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      // The form goes away (often because the session ended): keep the last keystrokes too.
      flush();
    };
  }, [area, enabled, form, key, omitKey, originOf, owner, snapshot, version]);

  const clear = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    // These values are accounted for: a flush (unmount, pagehide) must not write them back.
    lastSnapshotRef.current = snapshot();
    deleteDraft(owner, key, { area });
    setIsRestored(false);
  }, [area, key, owner, snapshot]);

  const discard = useCallback(() => {
    form.reset();
    clear();
  }, [clear, form]);

  const dismissNotice = useCallback(() => setIsRestored(false), []);

  const discardKept = useCallback(() => {
    deleteDraft(owner, keptKeyOf(key), { area });
    setKept(null);
  }, [area, key, owner]);

  const restoreKept = useCallback(() => {
    if (!kept) return;
    const latest = form.getValues();
    const restored = kept.base
      ? mergeTypedChanges(kept.base, kept.values, latest)
      : { ...latest, ...kept.values };
    form.reset(restored as TValues, { keepDefaultValues: true });
    isDirtyRef.current = true;
    // Written at once under the form's own key, with the revision it now stands on.
    lastSnapshotRef.current = snapshot();
    saveDraft(owner, key, JSON.parse(lastSnapshotRef.current), { version, area, ...originOf() });
    discardKept();
    setIsRestored(true);
  }, [area, discardKept, form, kept, key, originOf, owner, snapshot, version]);

  return {
    isRestored,
    dismissNotice,
    discard,
    clear,
    kept: kept ? { savedAt: kept.savedAt } : null,
    restoreKept,
    discardKept,
  };
}

import { z } from 'zod';
import { tokenStorage, tokenSubject } from './auth-tokens';

/**
 * Drafts of long forms kept in localStorage, so that nothing typed is lost when the session ends
 * under the person's hands (the route guard then unmounts the form), the tab is closed or the
 * browser crashes. localStorage and not sessionStorage: the person often comes back in a new tab.
 *
 * Each draft is stored under its owner (the user's id, from the access token's `sub`) and the
 * form's own key (`plant:new`, `plant:<id>`), so that on a shared browser one user's draft is never
 * offered to another. Drafts are not removed on logout: they belong to their owner, who finds
 * them again at the next login; they expire after DRAFT_MAX_AGE_MS.
 *
 * A form whose typing should not outlive the tab (the register wizard, filled in before there
 * is any account, maybe on a shared computer) keeps it in sessionStorage: `area: 'session'`.
 * What comes back from storage is parsed, never cast: the envelope by `storedDraftSchema`, the
 * values by the form's schema when it gives one (`schema`), else as a plain object.
 *
 * A draft of a stored project also keeps the project's `revision` its typing started from and the
 * values the form had then (`base`), so that typing done on a version someone else has since
 * replaced is never put back silently over theirs (decision 0027, use-persisted-form-draft.ts).
 */

const DRAFT_PREFIX = 'pharmatrace.draft|';
const BROWSER_ID_KEY = 'pharmatrace.browserId';

/** The envelope's own format; a form's value shape has its own `version` (bumped by the form). */
const DRAFT_FORMAT = 1;

export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The values of a draft read back without the form's schema: an object, nothing more known. */
export type DraftValues = Record<string, unknown>;
const draftValuesSchema = z.record(z.string(), z.unknown());

const storedDraftSchema = z.object({
  format: z.literal(DRAFT_FORMAT),
  version: z.number(),
  savedAt: z.number(),
  values: draftValuesSchema,
  /** The stored project's revision the typing started from, and the form's values at that revision. */
  revision: z.number().optional(),
  base: draftValuesSchema.optional(),
});
type StoredDraft = z.output<typeof storedDraftSchema>;

export type LoadedDraft<T> = { values: T; savedAt: number; revision?: number; base?: DraftValues };

/** Where a draft is kept: localStorage (the default), or sessionStorage for this tab only. */
export type DraftArea = 'local' | 'session';

type DraftOptions = { version?: number; now?: number; area?: DraftArea };
/** What a draft of a stored project adds: the revision its typing started from and the values then. */
type DraftOrigin = { revision?: number | undefined; base?: DraftValues | undefined };

function storage(area: DraftArea = 'local'): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage disabled (some private modes): drafts are simply not kept.
    return null;
  }
}

/**
 * Who the drafts of this page belong to. Read once when a form mounts: by the time the form
 * unmounts because the session ended, the tokens are already gone.
 */
export function currentDraftOwner(): string {
  const subject = tokenSubject(tokenStorage.getAccessToken());
  if (subject) return `user:${subject}`;
  // No identity to be read (no session, or a token that is not a JWT): one key per browser,
  // created once, so that drafts still survive a reload.
  const store = storage();
  let browserId = store?.getItem(BROWSER_ID_KEY) ?? null;
  if (!browserId) {
    // getRandomValues, not randomUUID: the latter needs a secure context (https or localhost).
    browserId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    try {
      store?.setItem(BROWSER_ID_KEY, browserId);
    } catch {
      // Quota or disabled storage: this page's id still keeps drafts apart within the page.
    }
  }
  return `browser:${browserId}`;
}

/** Both parts encoded, so that a ':' or '|' in an id can never make two keys collide. */
function storageKey(owner: string, key: string): string {
  return `${DRAFT_PREFIX}${encodeURIComponent(owner)}|${encodeURIComponent(key)}`;
}

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    return storedDraftSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    // Not JSON.
    return null;
  }
}

const isExpired = (savedAt: number, now: number) => now - savedAt > DRAFT_MAX_AGE_MS;

/** A copy of `values` without the given dotted paths (passwords and the like are never stored). */
export function omitPaths<T>(values: T, paths: readonly string[]): T {
  const copy = structuredClone(values);
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop();
    let parent: unknown = copy;
    for (const part of parts) {
      parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
    }
    if (last !== undefined && parent && typeof parent === 'object') {
      delete (parent as Record<string, unknown>)[last];
    }
  }
  return copy;
}

export function saveDraft(
  owner: string,
  key: string,
  values: unknown,
  { version = 1, now = Date.now(), area, revision, base }: DraftOptions & DraftOrigin = {},
): void {
  const draft = {
    format: DRAFT_FORMAT,
    version,
    savedAt: now,
    values,
    ...(revision === undefined ? {} : { revision }),
    ...(base === undefined ? {} : { base }),
  };
  try {
    storage(area)?.setItem(storageKey(owner, key), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form works on, only this safety net is missing.
  }
}

/**
 * The owner's draft for this form, or null; an expired, unreadable or outdated draft is removed,
 * and so is one whose values the form's `schema` refuses.
 */
export function loadDraft(
  owner: string,
  key: string,
  options?: DraftOptions,
): LoadedDraft<DraftValues> | null;
export function loadDraft<T>(
  owner: string,
  key: string,
  options: DraftOptions & { schema: z.ZodType<T> },
): LoadedDraft<T> | null;
export function loadDraft(
  owner: string,
  key: string,
  {
    version = 1,
    now = Date.now(),
    area,
    schema = draftValuesSchema,
  }: DraftOptions & { schema?: z.ZodType } = {},
): LoadedDraft<unknown> | null {
  const store = storage(area);
  if (!store) return null;
  const draft = parse(store.getItem(storageKey(owner, key)));
  const values = draft ? schema.safeParse(draft.values) : undefined;
  if (!draft || !values?.success || draft.version !== version || isExpired(draft.savedAt, now)) {
    deleteDraft(owner, key, { area });
    return null;
  }
  return {
    values: values.data,
    savedAt: draft.savedAt,
    ...(draft.revision === undefined ? {} : { revision: draft.revision }),
    ...(draft.base === undefined ? {} : { base: draft.base }),
  };
}

export function deleteDraft(owner: string, key: string, { area }: { area?: DraftArea } = {}): void {
  try {
    storage(area)?.removeItem(storageKey(owner, key));
  } catch {
    // nothing to remove
  }
}

/** Removes every expired or unreadable draft, whoever it belongs to (no one else ever will). */
export function pruneDrafts(now = Date.now(), area?: DraftArea): void {
  const store = storage(area);
  if (!store) return;
  const stale: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const name = store.key(index);
    if (!name?.startsWith(DRAFT_PREFIX)) continue;
    const draft = parse(store.getItem(name));
    if (!draft || isExpired(draft.savedAt, now)) stale.push(name);
  }
  // Removed after the loop: removing while iterating shifts the indexes.
  for (const name of stale) store.removeItem(name);
}

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
 */

const DRAFT_PREFIX = 'pharmatrace.draft|';
const BROWSER_ID_KEY = 'pharmatrace.browserId';

/** The envelope's own format; a form's value shape has its own `version` (bumped by the form). */
const DRAFT_FORMAT = 1;

export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

type StoredDraft = { format: number; version: number; savedAt: number; values: unknown };

export type LoadedDraft<T> = { values: T; savedAt: number };

function storage(): Storage | null {
  try {
    return window.localStorage;
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
    const draft: unknown = JSON.parse(raw);
    if (!draft || typeof draft !== 'object') return null;
    const { format, version, savedAt, values } = draft as Partial<StoredDraft>;
    if (format !== DRAFT_FORMAT || typeof version !== 'number' || typeof savedAt !== 'number') return null;
    if (!values || typeof values !== 'object') return null;
    return { format, version, savedAt, values };
  } catch {
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
  { version = 1, now = Date.now() }: { version?: number; now?: number } = {},
): void {
  const draft: StoredDraft = { format: DRAFT_FORMAT, version, savedAt: now, values };
  try {
    storage()?.setItem(storageKey(owner, key), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form works on, only this safety net is missing.
  }
}

/** The owner's draft for this form, or null; an expired, unreadable or outdated draft is removed. */
export function loadDraft<T>(
  owner: string,
  key: string,
  { version = 1, now = Date.now() }: { version?: number; now?: number } = {},
): LoadedDraft<T> | null {
  const store = storage();
  if (!store) return null;
  const draft = parse(store.getItem(storageKey(owner, key)));
  if (!draft || draft.version !== version || isExpired(draft.savedAt, now)) {
    deleteDraft(owner, key);
    return null;
  }
  return { values: draft.values as T, savedAt: draft.savedAt };
}

export function deleteDraft(owner: string, key: string): void {
  try {
    storage()?.removeItem(storageKey(owner, key));
  } catch {
    // nothing to remove
  }
}

/** Removes every expired or unreadable draft, whoever it belongs to (no one else ever will). */
export function pruneDrafts(now = Date.now()): void {
  const store = storage();
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

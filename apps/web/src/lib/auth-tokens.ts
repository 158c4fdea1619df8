/**
 * Where the session lives: spec 000 §3 Session, the access and refresh tokens in
 * localStorage under `accessToken` and `refreshToken`.
 * Subscribers (the route guard) hear every change, including changes made in another tab,
 * so that a cleared session sends the user to /login at once.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export type Tokens = { accessToken: string; refreshToken: string };

export type TokenStorage = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: Tokens): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled (private mode, quota): the session then lasts as long as the page.
  }
}

export function createTokenStorage(): TokenStorage {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
    });
  }

  return {
    getAccessToken: () => read(ACCESS_TOKEN_KEY),
    getRefreshToken: () => read(REFRESH_TOKEN_KEY),
    setTokens({ accessToken, refreshToken }) {
      write(ACCESS_TOKEN_KEY, accessToken);
      write(REFRESH_TOKEN_KEY, refreshToken);
      notify();
    },
    clear() {
      write(ACCESS_TOKEN_KEY, null);
      write(REFRESH_TOKEN_KEY, null);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const tokenStorage = createTokenStorage();

/**
 * The `sub` claim (the user's id) of a JWT, read without checking its signature: the server
 * checks tokens; this only keeps one user's data in this browser apart from another's
 * (lib/form-drafts.ts). Null for anything that is not a JWT with a string `sub`.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const sub = claims && typeof claims === 'object' ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

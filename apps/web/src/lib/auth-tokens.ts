import { jwtDecode } from 'jwt-decode';
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

type Claims = { sub?: unknown; role?: unknown };

/** A JWT's claims, read without checking its signature (jwt-decode): the server checks tokens. */
function claimsOf(token: string | null): Claims | null {
  if (!token) return null;
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return null;
  }
}

/**
 * The `sub` claim (the user's id) of a JWT: it keeps one user's data in this browser apart from
 * another's (lib/form-drafts.ts). Null for anything that is not a JWT with a string `sub`.
 */
export function tokenSubject(token: string | null): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/**
 * Whether a JWT names a staff user (its `role` claim): the screens send staff to the admin panel
 * and clients to theirs. Only a routing hint: the server decides what each may do.
 */
export function isStaffToken(token: string | null): boolean {
  return claimsOf(token)?.role === 'STAFF';
}

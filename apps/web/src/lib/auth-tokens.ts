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

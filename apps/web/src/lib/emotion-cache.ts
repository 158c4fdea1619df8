import createCache, { type EmotionCache } from '@emotion/cache';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce the server stamped on this page (vite.config.ts `html.cspNonce`).
 * Read through the `nonce` property: browsers hide the attribute's value once the page is parsed.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;
  // In development nobody replaces the placeholder and no CSP applies.
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : undefined;
}

/**
 * Emotion's <style> tags must carry the nonce, or `style-src 'nonce-…'` blocks every MUI style.
 * `container` is where they go (<head> by default; the tests give each render its own).
 */
export function createEmotionCache(
  nonce: string | undefined = readCspNonce(),
  container?: HTMLElement,
): EmotionCache {
  return createCache({ key: 'css', nonce, prepend: true, ...(container ? { container } : {}) });
}

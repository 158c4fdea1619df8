import {
  defaultLocale,
  isLocale,
  type Locale,
  localeOfLanguages,
  type MessageArgs,
  type MessageKey,
  translate,
} from '@pharmatrace/domain';
import { useSyncExternalStore } from 'react';

/**
 * The language of the screens (issue #27, decision 0041). One value for the whole page, held
 * here so that code outside React (the API client's Accept-Language, messages said from their phrases) reads
 * the same: the visitor's choice kept in this browser, else the browser's language; once signed
 * in, the language stored on the user (use-user-language.ts) replaces it.
 */
const STORAGE_KEY = 'pharmatrace.language';

function readStored(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language a page starts in: the stored choice, else the browser's languages, else English. */
export function initialLanguage(): Locale {
  const stored = readStored();
  if (stored) return stored;
  if (typeof navigator === 'undefined') return defaultLocale;
  return localeOfLanguages(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

let current: Locale = typeof window === 'undefined' ? defaultLocale : initialLanguage();
const listeners = new Set<() => void>();

function applyToDocument(language: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export function getLanguage(): Locale {
  return current;
}

/** Changes the page's language at once and keeps it in this browser for the next visit. */
export function setLanguage(language: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  if (language === current) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language; the prerender (no window) is English. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, getLanguage, () => defaultLocale);
}

/** The typed translator of the page's language: `t('login.title')`, `t('mail.hello', { name })`. */
export function useT() {
  const language = useLanguage();
  return <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => translate(language, key, ...args);
}

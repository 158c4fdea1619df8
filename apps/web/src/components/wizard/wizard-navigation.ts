import { useRef } from 'react';
import { useLocation } from 'react-router';
import { samePageNavigationState } from '@/components/ui/unsaved-changes';
import { inLanguage, useLanguage } from '@/lib/language';

/** Where a wizard's back link leads, carried in the navigation state by the link that opened it. */
export type BackTarget = { to: string; label: string };

type WizardLocationState = { backTo?: BackTarget; isSamePage?: boolean };

function readBackTarget(state: unknown): BackTarget | null {
  if (typeof state !== 'object' || state === null) return null;
  const backTo = (state as WizardLocationState).backTo;
  if (!backTo || typeof backTo.to !== 'string' || typeof backTo.label !== 'string') return null;
  // Only a path of this site: history state is ours, but a stale or odd entry must not leak out.
  if (!backTo.to.startsWith('/') || backTo.to.startsWith('//')) return null;
  return { to: backTo.to, label: backTo.label.slice(0, 60) };
}

/** The navigation state of a link into a wizard: its back link returns to `backTo` (issue #9). */
export function wizardLinkState(backTo: BackTarget): WizardLocationState {
  return { backTo };
}

/**
 * The wizard's back link: to the list the person came from (the link that opened the wizard says
 * which, in its navigation state, which survives a reload), else to `fallback`.
 */
export function useWizardBackTarget(fallback: BackTarget): BackTarget {
  const target = readBackTarget(useLocation().state) ?? fallback;
  // The lists name themselves in English in the link's state; the page may be in French (issue #27).
  return { ...target, label: inLanguage(target.label, useLanguage()) };
}

/**
 * The state of the navigation a wizard makes when its first draft save gives the project its id:
 * the URL changes, the page and everything typed stay (no remount, no unsaved-changes question),
 * and the back link keeps its target.
 */
export function useCreatedProjectNavigationState(fallback: BackTarget): WizardLocationState {
  return { ...samePageNavigationState, backTo: readBackTarget(useLocation().state) ?? fallback };
}

/**
 * The key to mount a wizard page under: the URL's id, except that a navigation the wizard made
 * itself (its first save renaming /new to /{id}) keeps the mounted page, so nothing is re-read.
 */
export function useWizardMountKey(id: string): string {
  const state = useLocation().state as WizardLocationState | null;
  const keyRef = useRef(id);
  const idRef = useRef(id);
  // Only a change of id counts: later navigations of the same page (?step=…) carry no state.
  if (id !== idRef.current) {
    idRef.current = id;
    if (!state?.isSamePage) keyRef.current = id;
  }
  return keyRef.current;
}

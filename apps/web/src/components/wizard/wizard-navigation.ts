import { isMessageKey, type MessageKey } from '@pharmatrace/domain';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { samePageNavigationState } from '@/components/ui/unsaved-changes';
import { useT } from '@/lib/language';

/** Where a wizard's back link leads, as shown: its path and its words in the page's language. */
export type BackTarget = { to: string; label: string };
/**
 * Where a wizard's back link leads, as a link into the wizard carries it in the navigation state:
 * the label as its catalogue key (issue #40), said in whatever language the wizard is shown in.
 */
export type BackLink = { to: string; labelKey: MessageKey };

type WizardLocationState = { backTo?: BackLink; isSamePage?: boolean };

function readBackLink(state: unknown): BackLink | null {
  if (typeof state !== 'object' || state === null) return null;
  const backTo = (state as WizardLocationState).backTo;
  if (!backTo || typeof backTo.to !== 'string' || !isMessageKey(backTo.labelKey)) return null;
  // Only a path of this site: history state is ours, but a stale or odd entry must not leak out.
  if (!backTo.to.startsWith('/') || backTo.to.startsWith('//')) return null;
  return { to: backTo.to, labelKey: backTo.labelKey };
}

/** The navigation state of a link into a wizard: its back link returns to `backTo` (issue #9). */
export function wizardLinkState(backTo: BackLink): WizardLocationState {
  return { backTo };
}

/**
 * The wizard's back link: to the list the person came from (the link that opened the wizard says
 * which, in its navigation state, which survives a reload), else to `fallback`; its label said in
 * the page's language from its key.
 */
export function useWizardBackTarget(fallback: BackLink): BackTarget {
  const t = useT();
  const link = readBackLink(useLocation().state) ?? fallback;
  return { to: link.to, label: t(link.labelKey as never) };
}

/**
 * The state of the navigation a wizard makes when its first draft save gives the project its id:
 * the URL changes, the page and everything typed stay (no remount, no unsaved-changes question),
 * and the back link keeps its target.
 */
export function useCreatedProjectNavigationState(): WizardLocationState {
  // Without a link's target, the page's own fallback applies again after the navigation.
  const backTo = readBackLink(useLocation().state);
  return { ...samePageNavigationState, ...(backTo ? { backTo } : {}) };
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

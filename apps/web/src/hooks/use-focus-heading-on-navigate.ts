import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded page to draw its heading. */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * After a navigation to another page, moves focus to the new page's main heading (issue #16),
 * so that screen-reader and keyboard users hear where they are and go on from there, instead of
 * staying on the menu link they used. Only when focus is on nothing or in the navigation: a page
 * that focused something of its own (a dialog, a first field) keeps it. Not on the first load,
 * nor when only the query changes (a wizard's step, a table's sort).
 */
export function useFocusHeadingOnNavigate(
  mainRef: RefObject<HTMLElement | null>,
  navigationSelector = 'nav, header',
) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const main = mainRef.current;
    if (!main) return undefined;

    const isFocusFree = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === main || !!active.closest(navigationSelector);
    };
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (isFocusFree()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainRef, navigationSelector]);
}

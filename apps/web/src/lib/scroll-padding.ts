import { type RefObject, useEffect } from 'react';

/**
 * Keeps what the browser scrolls into view (a focused field, a cell Tab reaches, a row a link
 * opens) clear of a bar that stays in view (issue #39: 'nothing typed ever hidden under a bar'):
 * the page's scroll padding on `side` follows the bar's height, plus the fixed app bar's on top.
 * Browsers honour scroll-padding when they scroll to a focused element or by scrollIntoView.
 */
export function useScrollPadding(ref: RefObject<HTMLElement | null>, side: 'top' | 'bottom', enabled = true) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const update = () => {
      const header =
        side === 'top' ? (document.querySelector('header')?.getBoundingClientRect().height ?? 0) : 0;
      root.style[property] = `${Math.ceil(header + element.getBoundingClientRect().height + 8)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style[property] = '';
    };
  }, [ref, side, enabled]);
}

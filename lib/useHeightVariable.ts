import { useEffect, type RefObject } from 'react';

/**
 * Keeps a CSS variable on <html> equal to an element's height (in px), e.g. the sticky menu's,
 * so styles such as scroll-padding follow it when it wraps or the screen turns.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${el.getBoundingClientRect().height}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}

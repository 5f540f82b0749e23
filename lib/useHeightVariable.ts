import { useEffect, type RefObject } from 'react';

/**
 * Keeps a CSS variable on <html> equal to an element's height (in px), e.g. the sticky menu's,
 * so styles such as scroll-padding follow it when it wraps or the screen turns.
 *
 * `usual` is the height the stylesheet already assumes (the variable's fallback there): while the
 * element has that height the variable stays unset. Any change to <html>'s style makes the
 * browser restyle the whole page, which on a phone is a long task right after the page shows.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: string, usual?: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = Math.round(el.getBoundingClientRect().height);
      const current = root.style.getPropertyValue(name);
      if (height === usual) {
        if (current) root.style.removeProperty(name);
      } else if (current !== `${height}px`) root.style.setProperty(name, `${height}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, usual]);
}

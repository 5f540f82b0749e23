import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A component whose code loads once the page has shown and the browser is idle (at the latest
 * 2 s later; browser only). Lighter than next/dynamic, which the tour page would otherwise ship
 * just for this. A failed chunk load surfaces as an unhandled rejection, which the layout's
 * reload guard handles.
 *
 * With `near`, the code loads only once that element comes near the screen, or at the first Tab:
 * heavy parts far below the fold (the map, the gallery's slider) then cost nothing while the page
 * starts up.
 */
export function useLazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>, near?: RefObject<Element | null>): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    const start = () => void load().then((m) => live && setComponent(() => m.default));
    const target = near?.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      const cancel = whenIdle(start);
      return () => {
        live = false;
        cancel();
      };
    }
    // Half a screen ahead, so that it is usually there by the time it scrolls in. Tab moves focus
    // without scrolling ahead of it: a visitor using the keyboard has it loaded at their first Tab,
    // so its buttons are in the tab order when they get there (walked: Tab jumped to the footer).
    const begin = () => {
      observer.disconnect();
      document.removeEventListener('keydown', onTab);
      start();
    };
    const onTab = (e: KeyboardEvent) => e.key === 'Tab' && begin();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && begin(), { rootMargin: '50% 0px' });
    observer.observe(target);
    document.addEventListener('keydown', onTab);
    return () => {
      live = false;
      observer.disconnect();
      document.removeEventListener('keydown', onTab);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Component;
}

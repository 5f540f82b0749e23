import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A component whose code loads once the page has shown and the browser is idle (at the latest
 * 2 s later; browser only). Lighter than next/dynamic, which the tour page would otherwise ship
 * just for this. A failed chunk load surfaces as an unhandled rejection, which the layout's
 * reload guard handles.
 *
 * With `near`, the code loads only once that element comes near the screen: heavy parts far
 * below the fold (the map, the gallery's slider) then cost nothing while the page starts up.
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
    // Half a screen ahead, so that it is usually there by the time it scrolls in.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Component;
}

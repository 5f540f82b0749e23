import { useEffect, useState, type ComponentType, type RefObject } from 'react';

/**
 * A component whose code loads after the page has shown (browser only). Lighter than
 * next/dynamic, which the tour page would otherwise ship just for this. A failed chunk load
 * surfaces as an unhandled rejection, which the layout's reload guard handles.
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
      start();
      return () => {
        live = false;
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

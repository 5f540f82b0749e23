import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A component whose code loads once the page has shown and the browser is idle (at the latest
 * 2 s later; browser only). Lighter than next/dynamic, which the tour page would otherwise ship
 * just for this. A failed chunk load surfaces as an unhandled rejection, which the layout's
 * reload guard handles.
 */
export function useLazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => void load().then((m) => live && setComponent(() => m.default)));
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Component;
}

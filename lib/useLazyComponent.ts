import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads after the page has shown (browser only). Lighter than
 * next/dynamic, which the tour page would otherwise ship just for this. A failed chunk load
 * surfaces as an unhandled rejection, which the layout's reload guard handles.
 */
export function useLazyComponent<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => live && setComponent(() => m.default));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Component;
}

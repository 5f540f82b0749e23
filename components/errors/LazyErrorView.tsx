import { useEffect, useState, type ComponentType } from 'react';

type View = ComponentType<{ statusCode: number }>;

/**
 * The error view a page that failed to render falls back to: its code loads only then (a page
 * almost never fails, and every page's first load would carry it otherwise). Empty for the
 * moment it takes; a chunk that cannot load is the layout's reload guard's case.
 */
export function LazyErrorView({ statusCode }: { statusCode: number }) {
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    let live = true;
    void import('./ErrorViews').then((m) => live && setView(() => m.GenericErrorView));
    return () => {
      live = false;
    };
  }, []);
  return View ? <View statusCode={statusCode} /> : null;
}

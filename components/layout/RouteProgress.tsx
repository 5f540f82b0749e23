import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { createRouteProgress, PROGRESS_HIDE_MS, type ProgressBar } from '@/lib/routeProgress';

type NProgress = typeof import('nprogress');

/**
 * nprogress's bar without its role="bar" (no such ARIA role): a bar that is seen, not read out,
 * found by its class instead. lib/routeProgress moves the bar (no trickle of its own). Finishing
 * fills it, then fades it out, each in half of the 500 ms; every step animates within a tick.
 */
export const PROGRESS_SETTINGS = {
  showSpinner: false,
  trickle: false,
  speed: PROGRESS_HIDE_MS / 2,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
};
let barPromise: Promise<ProgressBar> | undefined;

/** nprogress loads when the first slow navigation needs it, not with the page. */
function loadBar(): Promise<ProgressBar> {
  barPromise ??= import('nprogress').then((m) => {
    const bar: NProgress = (m as { default?: NProgress }).default ?? (m as unknown as NProgress);
    bar.configure(PROGRESS_SETTINGS);
    return bar;
  });
  barPromise.catch(() => (barPromise = undefined)); // the next navigation may try again
  return barPromise;
}

/** The route-change progress bar (spec section 4); its timing is lib/routeProgress's. */
export function RouteProgress() {
  const router = useRouter();

  useEffect(() => {
    const progress = createRouteProgress(loadBar, document.body);
    const start = () => progress.start();
    const done = () => progress.finish(false);
    // A cancelled navigation was replaced by a newer one, whose start follows: not a failure.
    const failed = (err: { cancelled?: boolean } | null) => (err?.cancelled ? undefined : progress.finish(true));
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', failed);
    return () => {
      progress.stop();
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', failed);
    };
  }, [router.events]);

  return null;
}

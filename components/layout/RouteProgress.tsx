import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunkReloadGuard';

/** Spec section 4: the bar shows only after 200 ms, hides 500 ms after finishing, turns red on failure. */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_HIDE_MS = 500;

type Bar = typeof import('nprogress');
let barPromise: Promise<Bar> | undefined;

/** nprogress loads during the first navigation's 200 ms grace period, not with the page. */
function loadBar(): Promise<Bar> {
  barPromise ??= import('nprogress').then((m) => {
    const bar = (m as { default?: Bar }).default ?? m;
    bar.configure({ showSpinner: false, speed: PROGRESS_HIDE_MS, trickleSpeed: 200 });
    return bar;
  });
  return barPromise;
}

export function RouteProgress() {
  const router = useRouter();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let bar: Bar | undefined;
    const start = () => {
      document.body.classList.remove('nprogress-failed');
      clearTimeout(timer);
      timer = setTimeout(() => void loadBar().then((b) => (bar = b).start()), PROGRESS_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      bar?.done();
    };
    const failed = (err: unknown) => {
      clearTimeout(timer);
      document.body.classList.add('nprogress-failed');
      bar?.done();
      if (isChunkLoadError(err)) reloadAfterChunkError(window.sessionStorage);
    };
    const onWindowError = (e: ErrorEvent | PromiseRejectionEvent) => {
      const err = 'reason' in e ? e.reason : e.error;
      if (isChunkLoadError(err)) reloadAfterChunkError(window.sessionStorage);
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', failed);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onWindowError);
    return () => {
      clearTimeout(timer);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', failed);
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onWindowError);
    };
  }, [router.events]);

  return null;
}

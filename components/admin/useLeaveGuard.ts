import { useRouter } from 'next/router';
import { useEffect, type RefObject } from 'react';

const CANCELLED = 'Leaving cancelled: unsaved edits stay on the page.';

/**
 * While `active`, leaving the page asks first: a link inside the site (router events) and a
 * reload, a closed tab or another address (beforeunload, where the browser words the question).
 * `passing`: while it holds, a navigation goes unasked (a save that leads on to what it saved).
 */
export function useLeaveGuard(active: boolean, question: string, passing?: RefObject<boolean>) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      if (passing?.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onRoute = (url: string) => {
      if (passing?.current || url === router.asPath || window.confirm(question)) return;
      router.events.emit('routeChangeError', new Error('Leaving cancelled'), url, { shallow: false });
      // Throwing is the pages router's only way to stop a navigation that has started.
      throw CANCELLED;
    };
    // The link's navigation rejects with it and nobody catches it there: not an error to report.
    const onRejection = (e: PromiseRejectionEvent) => {
      if (e.reason === CANCELLED) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('unhandledrejection', onRejection);
    router.events.on('routeChangeStart', onRoute);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('unhandledrejection', onRejection);
      router.events.off('routeChangeStart', onRoute);
    };
  }, [active, question, router, passing]);
}

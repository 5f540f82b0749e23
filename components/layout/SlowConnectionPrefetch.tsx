import { useEffect } from 'react';
import Router from 'next/router';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/prefetchPolicy';

/**
 * No link prefetch on 2g or save-data connections (spec section 9). Next skips a page's code
 * itself there but still fetches its data, and prefetches on hover whatever a link says; so every
 * prefetch goes through this check, read at the moment (the connection can change).
 */
export function SlowConnectionPrefetch() {
  useEffect(() => {
    const router = Router.router;
    if (!router) return;
    const prefetch = router.prefetch;
    router.prefetch = function guarded(...args) {
      const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
      return prefetchAllowed(connection) ? prefetch.apply(this, args) : Promise.resolve();
    };
    return () => {
      router.prefetch = prefetch;
    };
  }, []);

  return null;
}

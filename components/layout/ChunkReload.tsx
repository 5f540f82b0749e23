import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { isChunkLoadError, isRouteAssetError, noteReload, reloadAfterChunkError } from '@/lib/chunkReloadGuard';

/**
 * Code that cannot be loaded (usually a deploy replaced it) reloads the page once, and not again
 * within 60 s (spec sections 4 and 9), so a chunk that stays broken cannot start a reload loop.
 */
export function ChunkReload() {
  const router = useRouter();

  useEffect(() => {
    const storage = window.sessionStorage;
    const onRouteError = (err: unknown) => {
      if (isRouteAssetError(err)) noteReload(storage);
      else if (isChunkLoadError(err)) reloadAfterChunkError(storage);
    };
    const onWindowError = (e: ErrorEvent | PromiseRejectionEvent) => {
      if (isChunkLoadError('reason' in e ? e.reason : e.error)) reloadAfterChunkError(storage);
    };
    router.events.on('routeChangeError', onRouteError);
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onWindowError);
    return () => {
      router.events.off('routeChangeError', onRouteError);
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onWindowError);
    };
  }, [router.events]);

  return null;
}

/** Spec: a failed script-chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Webpack's failed dynamic import (a lazily loaded part, the HTTP client, the progress bar). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? ''));
}

/**
 * A page's code that Next's router could not load during a client navigation. Next answers it
 * itself with a full load of the new page; the guard only has to count that as the reload.
 */
export function isRouteAssetError(error: unknown): boolean {
  return !!error && typeof error === 'object' && Object.getOwnPropertySymbols(error).some((s) => s.description === 'ASSET_LOAD_ERROR');
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

function lastReload(storage: Storage): number | null {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? NaN);
  return Number.isFinite(last) ? last : null;
}

/** Reloads once if allowed; returns whether it did. */
export function reloadAfterChunkError(storage: Storage, now = Date.now(), reload = () => window.location.reload()): boolean {
  if (!shouldReload(lastReload(storage), now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** A full load that happened anyway (Next's, after a route's code failed) starts the same 60 s. */
export function noteReload(storage: Storage, now = Date.now()): void {
  if (shouldReload(lastReload(storage), now)) storage.setItem(CHUNK_RELOAD_KEY, String(now));
}

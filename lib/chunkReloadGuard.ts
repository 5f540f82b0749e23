/** Spec: a failed script-chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? ''));
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads once if allowed; returns whether it did. */
export function reloadAfterChunkError(storage: Storage, now = Date.now(), reload = () => window.location.reload()): boolean {
  const raw = storage.getItem(KEY);
  const last = raw ? Number(raw) : null;
  if (!shouldReload(Number.isFinite(last) ? last : null, now)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

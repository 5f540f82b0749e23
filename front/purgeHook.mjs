// One process-wide hook between the back office (bundled by Next, server/admin/tourPages.ts) and the
// front cache (front/serve.mjs): Symbol.for is shared by every copy of this module in the process.
const HOOK = Symbol.for('arusha-safari.front-cache.purge');

/** The front cache of this process registers how to empty itself. */
export function onFrontCachePurge(purge) {
  globalThis[HOOK] = purge;
}

/** Empties the front cache of this process, if one is running: the next view of any page is Next's current one. */
export function purgeFrontCache() {
  globalThis[HOOK]?.();
}

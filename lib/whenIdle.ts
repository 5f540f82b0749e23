/**
 * Spec section 9: "idle loading timeout 2000 ms". Parts loaded after the page has shown wait for
 * the browser to be idle (the page's own work goes first), but never longer than this.
 */
export const IDLE_LOAD_TIMEOUT_MS = 2_000;

/** Runs `task` when the browser is idle, at the latest after the timeout; returns a cancel. */
export function whenIdle(task: () => void, timeout = IDLE_LOAD_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // No idle callback (Safari): right after the current work.
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so third parties never compete
 * with the page's own resources or its first interactions. Returns a cancel function.
 */
export function afterInteractive(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => !cancelled && task();
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(run, { timeout: 3000 });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(run, 200);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * The timing of the route-change progress bar (spec sections 4 and 9): it appears only when a
 * navigation has taken 200 ms (fast ones show nothing), fills as if the page took a nominal 5 s,
 * and is gone 500 ms after the navigation finished, red when it failed. The drawing is nprogress's
 * (see RouteProgress); this file only decides when and how far, so it can be tested with fake timers.
 */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_NOMINAL_MS = 5_000;
export const PROGRESS_HIDE_MS = 500;
/** How often the bar moves on: longer than nprogress's step animation, so steps never queue up. */
export const PROGRESS_TICK_MS = 300;
export const PROGRESS_FAILED_CLASS = 'nprogress-failed';

/** What the timing drives: nprogress's `set` (0..1, 1 fills the bar) and `remove`. */
export type ProgressBar = { set(fraction: number): unknown; remove(): unknown };

/**
 * How full the bar is `elapsedMs` after the navigation started: from 8% to 90% over the nominal
 * 5 s, then creeping towards 99% (a slow page never looks finished before it is).
 */
export function progressAt(elapsedMs: number): number {
  const nominal = Math.min(Math.max(elapsedMs, 0) / PROGRESS_NOMINAL_MS, 1);
  const overtime = Math.max(elapsedMs - PROGRESS_NOMINAL_MS, 0) / PROGRESS_NOMINAL_MS;
  return 0.08 + 0.82 * nominal + 0.09 * (1 - Math.exp(-overtime));
}

/**
 * One bar for the router's navigations. `loadBar` is called only when a bar is first needed (the
 * script stays out of the first load); `page` gets the failed class (document.body).
 */
export function createRouteProgress(loadBar: () => Promise<ProgressBar>, page: { classList: DOMTokenList }) {
  let bar: ProgressBar | null = null;
  let startedAt = 0;
  // Each start and finish bumps this: a bar script that arrives late belongs to a navigation
  // that may be over, and must not draw a bar nobody will finish.
  let run = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;

  const stopTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(tickTimer);
  };
  const whenLoaded = (id: number, use: (b: ProgressBar) => void) =>
    loadBar().then(
      (b) => id === run && use(b),
      () => undefined, // no bar script (a failed chunk): navigation goes on without a bar
    );

  function start() {
    stopTimers();
    bar?.remove();
    bar = null;
    page.classList.remove(PROGRESS_FAILED_CLASS);
    const id = ++run;
    startedAt = Date.now();
    showTimer = setTimeout(() => {
      void whenLoaded(id, (b) => {
        bar = b;
        const draw = () => b.set(progressAt(Date.now() - startedAt));
        draw();
        tickTimer = setInterval(draw, PROGRESS_TICK_MS);
      });
    }, PROGRESS_DELAY_MS);
  }

  /** The navigation is over; `failed` shows the bar red (even a fast failure shows it). */
  function finish(failed: boolean) {
    stopTimers();
    const id = ++run;
    if (failed) page.classList.add(PROGRESS_FAILED_CLASS);
    const end = (b: ProgressBar) => {
      b.set(1);
      hideTimer = setTimeout(() => {
        b.remove();
        if (bar === b) bar = null;
      }, PROGRESS_HIDE_MS);
    };
    if (bar) end(bar);
    else if (failed) void whenLoaded(id, (b) => end((bar = b)));
  }

  return { start, finish, stop: stopTimers };
}

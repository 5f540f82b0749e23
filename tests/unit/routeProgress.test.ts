import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteProgress, PROGRESS_FAILED_CLASS, progressAt, type ProgressBar } from '@/lib/routeProgress';

/** A bar that records what a traveller would see: shown or not, how full, and its colour. */
function fakePage() {
  const classes = new Set<string>();
  const page = { classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) } as unknown as DOMTokenList };
  const seen = { shown: false, fraction: 0, loads: 0 };
  const bar: ProgressBar = {
    set: (n: number) => {
      seen.shown = true;
      seen.fraction = n;
    },
    remove: () => void (seen.shown = false),
  };
  let loadDelay = 0;
  const loadBar = async () => {
    seen.loads++;
    if (loadDelay) await new Promise((r) => setTimeout(r, loadDelay));
    return bar;
  };
  return { progress: createRouteProgress(loadBar, page), seen, failed: () => classes.has(PROGRESS_FAILED_CLASS), slowScript: (ms: number) => (loadDelay = ms) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('route-change progress bar', () => {
  it('a navigation that finishes within 200 ms never shows a bar (nor loads its script)', async () => {
    const { progress, seen } = fakePage();
    progress.start();
    await vi.advanceTimersByTimeAsync(199);
    progress.finish(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen).toMatchObject({ shown: false, loads: 0 });
  });

  it('a slow one shows the bar at 200 ms, fills it over a nominal 5 s, and hides it 500 ms after finishing', async () => {
    const { progress, seen } = fakePage();
    progress.start();
    await vi.advanceTimersByTimeAsync(199);
    expect(seen.shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.shown).toBe(true);
    expect(seen.fraction).toBeLessThan(0.15);

    await vi.advanceTimersByTimeAsync(2_300); // 2.5 s in: about half way
    expect(seen.fraction).toBeGreaterThan(0.4);
    expect(seen.fraction).toBeLessThan(0.6);
    await vi.advanceTimersByTimeAsync(2_500); // 5 s in: nearly full, never full by itself
    expect(seen.fraction).toBeGreaterThanOrEqual(0.89);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.fraction).toBeLessThan(1);

    progress.finish(false);
    expect(seen.fraction).toBe(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(seen.shown).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.shown).toBe(false);
  });

  it('a failed navigation turns the bar red (even a fast one) and the next navigation starts normal again', async () => {
    const { progress, seen, failed } = fakePage();
    progress.start();
    await vi.advanceTimersByTimeAsync(50);
    progress.finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed()).toBe(true);
    expect(seen).toMatchObject({ shown: true, fraction: 1 });
    await vi.advanceTimersByTimeAsync(500);
    expect(seen.shown).toBe(false);

    progress.start();
    expect(failed()).toBe(false);
  });

  it('a bar script that arrives after the navigation finished draws nothing (no bar left running)', async () => {
    const { progress, seen, slowScript } = fakePage();
    slowScript(300);
    progress.start();
    await vi.advanceTimersByTimeAsync(250); // bar wanted at 200 ms, its script still loading
    progress.finish(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen.shown).toBe(false);
  });

  it('progress grows steadily from 8% and stays below 100%', () => {
    expect(progressAt(0)).toBeCloseTo(0.08);
    expect(progressAt(5_000)).toBeCloseTo(0.9);
    for (let ms = 0; ms < 60_000; ms += 250) expect(progressAt(ms + 250)).toBeGreaterThan(progressAt(ms));
    expect(progressAt(600_000)).toBeLessThan(1);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLazyComponent } from '@/lib/useLazyComponent';
import { IDLE_LOAD_TIMEOUT_MS } from '@/lib/whenIdle';

// Chromium's contract for requestIdleCallback: the task runs when the browser is idle or, at
// the latest, when its timeout is up. Here the browser is never idle, so only the timeout counts.
function busyBrowser() {
  const asked: number[] = [];
  window.requestIdleCallback = ((task: IdleRequestCallback, options?: IdleRequestOptions) => {
    asked.push(options?.timeout ?? Infinity);
    return setTimeout(() => task({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 1e9) as unknown as number;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => clearTimeout(id);
  return asked;
}

function Page({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const Map = useLazyComponent(load);
  return Map ? <Map /> : <p>placeholder</p>;
}

let loads = 0;
const load = async () => {
  loads++;
  return { default: () => <p>route map</p> };
};

beforeEach(() => {
  vi.useFakeTimers();
  loads = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // @ts-expect-error jsdom has none; each test installs its own
  delete window.requestIdleCallback;
});

describe('lazily loaded parts (spec: idle loading timeout 2000 ms)', () => {
  it('on a busy page, the code loads at the 2000 ms timeout and not before', async () => {
    const asked = busyBrowser();
    render(<Page load={load} />);
    expect(asked).toEqual([IDLE_LOAD_TIMEOUT_MS]);
    expect(IDLE_LOAD_TIMEOUT_MS).toBe(2_000);
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(loads).toBe(0);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loads).toBe(1);
    expect(screen.getByText('route map')).toBeTruthy();
  });

  it('a page left before then never loads the code', async () => {
    busyBrowser();
    const { unmount } = render(<Page load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(loads).toBe(0);
  });

  it('a browser without idle callbacks loads it right after the page has shown', async () => {
    render(<Page load={load} />);
    expect(loads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('route map')).toBeTruthy();
  });
});

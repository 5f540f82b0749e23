// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterScrollSettles } from '@/lib/dom/afterScrollSettles';

// Walked in CI on 30 Nov: the quote wizard looked at its next question while the browser's own
// smooth scroll (towards the Next button just focused) was still gliding, found it in view, and the
// glide then carried it above the screen. The look has to come again when the scroll ends.

afterEach(() => vi.useRealTimers());

describe('a look again when the page stops scrolling', () => {
  it('looks at once and again on the next scrollend, only once', () => {
    const look = vi.fn();
    afterScrollSettles(look);
    expect(look).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scrollend'));
    expect(look).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('scrollend'));
    expect(look).toHaveBeenCalledTimes(2);
  });

  it('a scroll that ends after the wait, or after the caller cancelled, is not looked at', () => {
    vi.useFakeTimers();
    const late = vi.fn();
    afterScrollSettles(late, 500);
    vi.advanceTimersByTime(501);
    window.dispatchEvent(new Event('scrollend'));
    expect(late).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterScrollSettles(cancelled)();
    window.dispatchEvent(new Event('scrollend'));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('a browser without scrollend looks again after the wait', () => {
    vi.useFakeTimers();
    // Take the event's handler property off wherever the environment defines it, for this test.
    let owner: object | null = window;
    while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
    const saved = owner ? Object.getOwnPropertyDescriptor(owner, 'onscrollend') : undefined;
    if (owner) delete (owner as { onscrollend?: unknown }).onscrollend;
    try {
      expect('onscrollend' in window).toBe(false);
      const look = vi.fn();
      afterScrollSettles(look, 300);
      vi.advanceTimersByTime(299);
      expect(look).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(look).toHaveBeenCalledTimes(2);
    } finally {
      if (owner && saved) Object.defineProperty(owner, 'onscrollend', saved);
    }
  });
});

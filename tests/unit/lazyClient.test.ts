import { describe, expect, it, vi } from 'vitest';
import type * as client from 'react-dom/client';
import { lazyClient } from '@/lib/react/lazyClient';

// The client bundle's react-dom/client (lib/react/reactDomClient.js) sets react-dom up when Next
// first calls it, not when Next's runtime is evaluated: that keeps Next's start-up task short.

/** A stand-in for react-dom/client that says what it was asked. */
const fakeClient = () => ({ createRoot: vi.fn(() => 'created'), hydrateRoot: vi.fn(() => 'hydrated'), version: '19.x' });

describe('react-dom/client set up on first use', () => {
  it('is not set up when the module is evaluated; it is set up once, on first use', () => {
    const module = fakeClient();
    const load = vi.fn(() => module as unknown as typeof client);
    const lazy = lazyClient(load);
    expect(load).not.toHaveBeenCalled();
    expect(lazy.createRoot('container' as unknown as Element)).toBe('created');
    expect(lazy.version).toBe('19.x');
    expect(lazy.hydrateRoot('container' as unknown as Element, 'page')).toBe('hydrated');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands each call its arguments as they are', () => {
    const module = fakeClient();
    const lazy = lazyClient(() => module as unknown as typeof client);
    const options = { identifierPrefix: 'x' };
    lazy.hydrateRoot('container' as unknown as Element, 'page', options);
    lazy.createRoot('other' as unknown as Element, options);
    expect(module.hydrateRoot).toHaveBeenCalledWith('container', 'page', options);
    expect(module.createRoot).toHaveBeenCalledWith('other', options);
  });
});

import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store';
import { connectivityChanged } from '@/store/appSlice';
import { hydrate } from '@/store/hydrate';

describe('store', () => {
  it('starts from the page-provided state', () => {
    expect(makeStore({ app: { online: false } }).getState().app.online).toBe(false);
  });

  it('gives each request its own store', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(connectivityChanged(false));
    expect(b.getState().app.online).toBe(true);
  });

  it('merges state of a page reached by client navigation', () => {
    const store = makeStore();
    store.dispatch(hydrate({ app: { online: false } }));
    expect(store.getState().app.online).toBe(false);
  });
});

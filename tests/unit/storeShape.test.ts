import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store's shape (store/rootReducer.ts): the layout's slices in every store, a page's own
// slice (tours, blogs) only once that page's code has loaded and injected it.

type StoreModule = typeof import('@/store');
let store: StoreModule;

beforeEach(async () => {
  // Each test starts from modules not loaded yet, as a new tab does.
  vi.resetModules();
  store = await import('@/store');
});

describe('the store', () => {
  it('holds the layout’s slices from the start, with the state a page provides', () => {
    const state = store.makeStore({ app: { online: false, notice: null }, consent: { status: 'decided', choice: null } }).getState();
    expect(Object.keys(state).sort()).toEqual(['app', 'auth', 'consent', 'requestStatus', 'wishlist', 'wishlistAccount']);
    expect(state.app.online).toBe(false);
    expect(state.consent.status).toBe('decided');
    expect(state.requestStatus.quote).toBeNull();
  });

  it('runs thunks (the pages’ requests) and keeps one store per request', async () => {
    const a = store.makeStore();
    const b = store.makeStore();
    const result = await a.dispatch(async (dispatch, getState) => {
      const { connectivityChanged } = await import('@/store/appSlice');
      dispatch(connectivityChanged(false));
      return getState().app.online;
    });
    expect(result).toBe(false);
    expect(b.getState().app.online).toBe(true);
  });

  it('adds the tour list’s slice when its module loads, and answers its initial state before the slice has run', async () => {
    const early = store.makeStore();
    expect(early.getState()).not.toHaveProperty('tours');
    const { selectTours } = await import('@/store/toursSlice');
    expect(selectTours(early.getState())).toEqual({ status: 'idle', result: null, requestId: null });
    early.dispatch({ type: 'any/action' });
    expect(early.getState().tours).toEqual({ status: 'idle', result: null, requestId: null });
  });

  it('starts a page’s own slice from the state its server rendering made', async () => {
    const { selectTours } = await import('@/store/toursSlice');
    const { selectBlogs } = await import('@/store/blogsSlice');
    const result = { tours: [], total: 4, page: 1, pageSize: 12, pages: 1 } as never;
    const state = store.makeStore({ tours: { status: 'succeeded', result, requestId: null } }).getState();
    expect(selectTours(state)).toMatchObject({ status: 'succeeded', result: { total: 4 } });
    // Another lazy slice, not in the page's state: its initial state.
    expect(selectBlogs(state).status).toBe('idle');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store';
import { connectivityChanged } from '@/store/appSlice';
import { hydrate } from '@/store/hydrate';

// The tour list's HTTP call, answered here (the thunk's own handling is what is tested).
const { fetchTourPage } = vi.hoisted(() => ({ fetchTourPage: vi.fn<(locale: string, filter: unknown, signal?: AbortSignal) => Promise<unknown>>() }));
vi.mock('@/services/tours', () => ({ fetchTourPage }));

describe('store', () => {
  it('starts from the page-provided state', () => {
    expect(makeStore({ app: { online: false, notice: null } }).getState().app.online).toBe(false);
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

describe('request status (spec section 4)', () => {
  it('is unset for every tracked form until a request is answered, then true or false for that form alone', async () => {
    const { requestStatusChanged, selectRequestStatus } = await import('@/store/requestStatusSlice');
    const store = makeStore();
    for (const form of ['quote', 'contact', 'affiliate', 'review'] as const) expect(selectRequestStatus(form)(store.getState())).toBeNull();
    store.dispatch(requestStatusChanged({ form: 'quote', status: true }));
    store.dispatch(requestStatusChanged({ form: 'review', status: false }));
    expect(selectRequestStatus('quote')(store.getState())).toBe(true);
    expect(selectRequestStatus('review')(store.getState())).toBe(false);
    expect(selectRequestStatus('contact')(store.getState())).toBeNull();
  });
});

describe('tour filter results', () => {
  it('clears the last result when a new filter request starts, and ignores an earlier answer that arrives late', async () => {
    const { fetchTours, selectTours } = await import('@/store/toursSlice');
    const page = (total: number) => ({ tours: [], total, page: 1, pageSize: 12, pages: 1 }) as never;
    const store = makeStore({ tours: { status: 'succeeded', result: page(5), requestId: null } });
    const first = fetchTours.pending('first', { locale: 'en', filter: {} });
    store.dispatch(first);
    expect(selectTours(store.getState())).toMatchObject({ status: 'loading', result: null });
    store.dispatch(fetchTours.pending('second', { locale: 'en', filter: { level: ['luxury'] } as never }));
    store.dispatch(fetchTours.fulfilled(page(1), 'first', { locale: 'en', filter: {} }));
    expect(selectTours(store.getState()).result).toBeNull();
    store.dispatch(fetchTours.fulfilled(page(2), 'second', { locale: 'en', filter: {} }));
    expect(selectTours(store.getState())).toMatchObject({ status: 'succeeded', result: { total: 2 } });
  });
});

describe('the tour filter request (createAsyncThunk)', () => {
  it('takes a newer answer, and tells an aborted request (replaced by a newer filter) from a failed one', async () => {
    const { fetchTours, selectTours } = await import('@/store/toursSlice');
    const page = { tours: [], total: 3, page: 1, pageSize: 12, pages: 1 } as never;
    // Like axios: an aborted signal ends the request; 'en' never answers, 'de' answers, 'fr' fails.
    fetchTourPage.mockImplementation((locale, _filter, signal?: AbortSignal) => {
      if (locale === 'de') return Promise.resolve(page);
      if (locale === 'fr') return Promise.reject(new Error('503'));
      return new Promise((_resolve, reject) => {
        if (signal!.aborted) reject(new Error('aborted'));
        signal!.addEventListener('abort', () => reject(new Error('aborted')));
      });
    });
    const store = makeStore();
    const replaced = store.dispatch(fetchTours({ locale: 'en', filter: {} }));
    // Aborted once on its way (the HTTP client loaded, the request sent).
    await vi.waitFor(() => expect(fetchTourPage).toHaveBeenCalledOnce());
    replaced.abort();
    const aborted = await replaced;
    expect(fetchTours.rejected.match(aborted) && aborted.meta.aborted).toBe(true);
    expect(selectTours(store.getState()).status).toBe('loading');

    await store.dispatch(fetchTours({ locale: 'de', filter: { level: ['luxury'] } as never }));
    expect(fetchTourPage).toHaveBeenCalledWith('de', { level: ['luxury'] }, expect.any(AbortSignal));
    expect(selectTours(store.getState())).toMatchObject({ status: 'succeeded', result: { total: 3 } });

    await store.dispatch(fetchTours({ locale: 'fr', filter: {} }));
    expect(selectTours(store.getState())).toMatchObject({ status: 'failed', result: null });
  });
});

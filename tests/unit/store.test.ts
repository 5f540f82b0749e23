import type { UnknownAction } from 'redux';
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

describe('a request thunk (store/abortableThunk.ts)', () => {
  const record = () => {
    type Seen = { type: string; payload?: unknown; meta: { requestId: string; aborted?: boolean } };
    const seen: Seen[] = [];
    const dispatch = <T extends UnknownAction>(a: T): T => (seen.push(a as unknown as Seen), a);
    return { seen, dispatch };
  };

  it('says pending then fulfilled, under one request id, with the answer', async () => {
    const { abortableThunk } = await import('@/store/abortableThunk');
    const double = abortableThunk('test/double', async (n: number) => n * 2);
    const { seen, dispatch } = record();
    await double(21)(dispatch);
    expect(seen.map((a) => a.type)).toEqual(['test/double/pending', 'test/double/fulfilled']);
    expect(seen[1]!.payload).toBe(42);
    expect(seen[0]!.meta.requestId).toBe(seen[1]!.meta.requestId);
  });

  it('tells an aborted request (replaced by a newer filter) from a failed one', async () => {
    const { abortableThunk } = await import('@/store/abortableThunk');
    const waits = abortableThunk('test/wait', (_: null, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const fails = abortableThunk('test/fail', async () => Promise.reject(new Error('503')));
    const { seen, dispatch } = record();
    const request = waits(null)(dispatch);
    request.abort();
    await request;
    await fails(null)(dispatch);
    expect(seen.filter((a) => a.type.endsWith('/rejected')).map((a) => [a.type, a.meta.aborted])).toEqual([
      ['test/wait/rejected', true],
      ['test/fail/rejected', false],
    ]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import { hydrate } from '@/store/hydrate';
import { selectWishlistTours } from '@/store/wishlistSelectors';
import { fetchWishlistTours } from '@/store/wishlistThunks';
import {
  selectIsInWishlist,
  selectWishlistCount,
  selectWishlistIds,
  tourAdded,
  tourRemoved,
  tourToggled,
  wishlistCleared,
  wishlistLoaded,
} from '@/store/wishlistSlice';
import { WishlistSync } from '@/components/wishlist/WishlistSync';
import { MAX_WISHLIST, WISHLIST_STORAGE_KEY, cookieValueToIds, wishlistCookie } from '@/lib/wishlist/storage';
import type { TourCard } from '@/server/catalogue/dto';

const card = (id: string) => ({ id, slug: `${id}-slug`, title: id }) as TourCard;

beforeEach(() => {
  localStorage.clear();
  document.cookie = wishlistCookie([]);
});
afterEach(cleanup);

describe('wishlist slice', () => {
  it('adds a tour once, however often it is added', () => {
    const store = makeStore();
    store.dispatch(tourAdded('serengeti-safari'));
    store.dispatch(tourAdded('zanzibar-beach'));
    store.dispatch(tourAdded('serengeti-safari'));
    expect(selectWishlistIds(store.getState())).toEqual(['serengeti-safari', 'zanzibar-beach']);
    expect(selectWishlistCount(store.getState())).toBe(2);
    expect(selectIsInWishlist(store.getState(), 'zanzibar-beach')).toBe(true);
  });

  it('removes one tour and keeps the others in order', () => {
    const store = makeStore();
    for (const id of ['a-tour', 'b-tour', 'c-tour']) store.dispatch(tourAdded(id));
    store.dispatch(tourRemoved('b-tour'));
    expect(selectWishlistIds(store.getState())).toEqual(['a-tour', 'c-tour']);
  });

  it('removes every tour with "remove all"', () => {
    const store = makeStore();
    store.dispatch(tourAdded('a-tour'));
    store.dispatch(tourAdded('b-tour'));
    store.dispatch(wishlistCleared());
    expect(selectWishlistCount(store.getState())).toBe(0);
  });

  it('toggles a heart on and off', () => {
    const store = makeStore();
    store.dispatch(tourToggled('a-tour'));
    expect(selectIsInWishlist(store.getState(), 'a-tour')).toBe(true);
    store.dispatch(tourToggled('a-tour'));
    expect(selectIsInWishlist(store.getState(), 'a-tour')).toBe(false);
  });

  it('keeps at most MAX_WISHLIST tours, so the list always fits its cookie', () => {
    const store = makeStore();
    for (let i = 0; i < MAX_WISHLIST + 5; i++) store.dispatch(tourAdded(`tour-${i}`));
    expect(selectWishlistCount(store.getState())).toBe(MAX_WISHLIST);
    expect(wishlistCookie(selectWishlistIds(store.getState())).length).toBeLessThan(4096);
  });

  it('puts the saved list first and keeps a tour the page added (no-JS ?add=), without doubles', () => {
    const store = makeStore({ wishlist: { ids: ['b-tour', 'c-tour'], status: 'idle', tours: {}, toursStatus: 'idle' } });
    store.dispatch(wishlistLoaded(['a-tour', 'b-tour']));
    expect(selectWishlistIds(store.getState())).toEqual(['a-tour', 'b-tour', 'c-tour']);
  });

  it('lists the cards of saved tours in the order they were saved, and follows renamed or withdrawn tours', () => {
    const store = makeStore();
    for (const id of ['old-slug', 'b-tour', 'gone-tour']) store.dispatch(tourAdded(id));
    store.dispatch(hydrate({ wishlist: { ids: [], tours: { 'b-tour': card('b-tour') } } }));
    store.dispatch({
      type: fetchWishlistTours.fulfilled.type,
      payload: { tours: [card('a-tour')], resolved: { 'old-slug': 'a-tour', 'gone-tour': null } },
    });
    expect(selectWishlistIds(store.getState())).toEqual(['a-tour', 'b-tour']);
    expect(selectWishlistTours(store.getState()).map((t) => t.id)).toEqual(['a-tour', 'b-tour']);
  });
});

describe('wishlist in this browser', () => {
  const mount = (store = makeStore()) => {
    render(
      <Provider store={store}>
        <WishlistSync />
      </Provider>,
    );
    return store;
  };

  it('reads the saved list after hydration and survives a reload', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['a-tour']));
    const first = mount();
    expect(selectWishlistIds(first.getState())).toEqual(['a-tour']);
    act(() => void first.dispatch(tourAdded('b-tour')));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(['a-tour', 'b-tour']);
    cleanup();

    const reloaded = mount();
    expect(selectWishlistIds(reloaded.getState())).toEqual(['a-tour', 'b-tour']);
  });

  it('mirrors the list into a cookie the server can read, and empties it with the list', () => {
    const store = mount();
    act(() => void store.dispatch(tourAdded('a-tour')));
    expect(cookieValueToIds(document.cookie.match(/wishlist=([^;]*)/)?.[1])).toEqual(['a-tour']);
    act(() => void store.dispatch(wishlistCleared()));
    expect(document.cookie).not.toMatch(/wishlist=a-tour/);
  });

  it('saves a tour added before the saved list was read together with it', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['a-tour']));
    mount(makeStore({ wishlist: { ids: ['b-tour'], status: 'idle', tours: {}, toursStatus: 'idle' } }));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(['a-tour', 'b-tour']);
  });

  it('follows a change made in another tab', () => {
    const store = mount();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY, newValue: JSON.stringify(['c-tour']) }));
    });
    expect(selectWishlistIds(store.getState())).toEqual(['c-tour']);
  });

  it('ignores a damaged saved list instead of failing', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, '{not json');
    expect(selectWishlistIds(mount().getState())).toEqual([]);
  });
});

import { createAsyncThunk, createSelector } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import { FETCH_WISHLIST_TOURS, selectWishlistIds, type WishlistState } from './wishlistSlice';

// What only the wishlist page needs (the fetch thunk, memoised selectors): kept out of the
// slice so that tour pages, which only toggle hearts, do not download it.

/** GET /api/wishlist/tours: the cards of saved tours the page does not have yet. */
export const fetchWishlistTours = createAsyncThunk(FETCH_WISHLIST_TOURS, async ({ locale, ids }: { locale: Locale; ids: string[] }) => {
  // The HTTP client arrives with the first fetch, never with the page.
  const { fetchWishlistCards } = await import('@/services/wishlist');
  return fetchWishlistCards(locale, ids);
});

type WithWishlist = { wishlist: WishlistState };
const selectWishlistCards = (state: WithWishlist) => state.wishlist.tours;

/** The saved tours whose cards are known, in the list's order. */
export const selectWishlistTours = createSelector([selectWishlistIds, selectWishlistCards], (ids, tours) => ids.flatMap((id) => (tours[id] ? [tours[id]] : [])));

/** Saved tours whose cards still have to be fetched. */
export const selectWishlistMissingIds = createSelector([selectWishlistIds, selectWishlistCards], (ids, tours) => ids.filter((id) => !tours[id]));

import { createSelector } from '@reduxjs/toolkit';
import { selectWishlistIds, type WishlistState } from './wishlistSlice';

// The wishlist page's derived lists, memoised: the page re-renders with each store change, and
// a new array every time would re-render every card.

type WithWishlist = { wishlist: WishlistState };
const selectWishlistCards = (state: WithWishlist) => state.wishlist.tours;

/** The saved tours whose cards are known, in the list's order. */
export const selectWishlistTours = createSelector([selectWishlistIds, selectWishlistCards], (ids, tours) => ids.flatMap((id) => (tours[id] ? [tours[id]] : [])));

/** Saved tours whose cards still have to be fetched. */
export const selectWishlistMissingIds = createSelector([selectWishlistIds, selectWishlistCards], (ids, tours) => ids.filter((id) => !tours[id]));

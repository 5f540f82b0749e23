import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TourCard } from '@/server/catalogue/dto';
import { MAX_WISHLIST, normaliseIds } from '@/lib/wishlist/storage';
import { hydrate } from './hydrate';
import { syncAccountWishlist } from './wishlistAccountThunks';
import { fetchWishlistTours } from './wishlistThunks';

export type WishlistState = {
  /** Saved tours by id, oldest first. */
  ids: string[];
  /**
   * 'idle' until this browser's saved list has been read: that happens after hydration, so the
   * server's HTML and the browser's first render agree; then 'ready'.
   */
  status: 'idle' | 'ready';
  /** Cards of saved tours, as far as the server sent them or they were fetched. */
  tours: Record<string, TourCard>;
  toursStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
};

const initialState: WishlistState = { ids: [], status: 'idle', tours: {}, toursStatus: 'idle' };

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** This browser's saved list, read after hydration: it comes first, then anything the page brought (a no-JS add). */
    wishlistLoaded: (state, { payload: ids }: PayloadAction<string[]>) => {
      state.ids = normaliseIds([...ids, ...state.ids]);
      state.status = 'ready';
    },
    /** Another tab of this site changed the list (storage event): it is the list now. */
    wishlistSynced: (state, { payload: ids }: PayloadAction<string[]>) => {
      state.ids = normaliseIds(ids);
    },
    tourAdded: (state, { payload: id }: PayloadAction<string>) => {
      if (!state.ids.includes(id) && state.ids.length < MAX_WISHLIST) state.ids = normaliseIds([...state.ids, id]);
    },
    tourRemoved: (state, { payload: id }: PayloadAction<string>) => {
      state.ids = state.ids.filter((x) => x !== id);
    },
    tourToggled: (state, { payload: id }: PayloadAction<string>) => {
      state.ids = state.ids.includes(id) ? state.ids.filter((x) => x !== id) : normaliseIds([...state.ids, id]);
    },
    wishlistCleared: (state) => {
      state.ids = [];
    },
  },
  extraReducers: (builder) => {
    builder
      // The wishlist page's server-built part: the list the server knew (cookie, ?add=) and its cards.
      .addCase(hydrate, (state, { payload }) => {
        const page = payload.wishlist as Partial<WishlistState> | undefined;
        if (!page) return;
        // Once this tab has read its list, that list is the newest: the cookie mirrors it, and a
        // signed-in account's list may lag behind a change still on its way (the sync fetches it).
        if (state.status !== 'ready') state.ids = normaliseIds([...state.ids, ...(page.ids ?? [])]);
        Object.assign(state.tours, page.tours);
      })
      .addCase(fetchWishlistTours.pending, (state) => {
        state.toursStatus = 'loading';
      })
      .addCase(fetchWishlistTours.fulfilled, (state, { payload: { tours, resolved } }) => {
        for (const tour of tours) state.tours[tour.id] = tour;
        // An entry saved under an old slug becomes its tour's id; tours the catalogue no longer
        // has leave the list instead of waiting for ever.
        state.ids = normaliseIds(state.ids.flatMap((id) => (Object.hasOwn(resolved, id) ? (resolved[id] ? [resolved[id]] : []) : [id])));
        state.toursStatus = 'succeeded';
      })
      .addCase(fetchWishlistTours.rejected, (state) => {
        state.toursStatus = 'failed';
      })
      // The account's answer is the list, unless the traveller changed it meanwhile (that change is sent next).
      .addCase(syncAccountWishlist.fulfilled, (state, { payload: { ids, sent } }) => {
        if (sameList(state.ids, sent)) state.ids = normaliseIds(ids);
      });
  },
});

export const { wishlistLoaded, wishlistSynced, tourAdded, tourRemoved, tourToggled, wishlistCleared } = wishlistSlice.actions;

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.ids;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.ids.length;
export const selectWishlistStatus = (state: WithWishlist) => state.wishlist.status;
export const selectWishlistToursStatus = (state: WithWishlist) => state.wishlist.toursStatus;
export const selectIsInWishlist = (state: WithWishlist, id: string) => state.wishlist.ids.includes(id);

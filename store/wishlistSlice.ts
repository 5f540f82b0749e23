import { actionCreator } from './action';
import type { TourCard } from '@/server/catalogue/dto';
import type { WishlistCards } from '@/server/wishlist/service';
import { MAX_WISHLIST, normaliseIds } from '@/lib/wishlist/storage';
import { hydrate } from './hydrate';
import { plainSlice } from './plainSlice';

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

/**
 * The type of the thunk that fetches saved tours' cards (store/wishlistPage.ts): it is made with
 * createAsyncThunk there, so that only the wishlist page carries its code, not every page's _app.
 */
export const FETCH_WISHLIST_TOURS = 'wishlist/fetchTours';
const toursPending = actionCreator(`${FETCH_WISHLIST_TOURS}/pending`);
const toursFulfilled = actionCreator<WishlistCards>(`${FETCH_WISHLIST_TOURS}/fulfilled`);
const toursRejected = actionCreator(`${FETCH_WISHLIST_TOURS}/rejected`);

/** The account sync's answer (store/wishlistAccountThunks.ts); typed here to keep that module out of this one. */
export const SYNC_ACCOUNT_WISHLIST = 'wishlistAccount/sync';
const accountSyncFulfilled = actionCreator<{ ids: string[]; sent: string[] }>(`${SYNC_ACCOUNT_WISHLIST}/fulfilled`);

export const wishlistSlice = plainSlice(
  'wishlist',
  initialState,
  {
    /** This browser's saved list, read after hydration: it comes first, then anything the page brought (a no-JS add). */
    wishlistLoaded: (state, ids: string[]): WishlistState => ({ ...state, ids: normaliseIds([...ids, ...state.ids]), status: 'ready' }),
    /** Another tab of this site changed the list (storage event): it is the list now. */
    wishlistSynced: (state, ids: string[]): WishlistState => ({ ...state, ids: normaliseIds(ids) }),
    tourAdded: (state, id: string): WishlistState =>
      !state.ids.includes(id) && state.ids.length < MAX_WISHLIST ? { ...state, ids: normaliseIds([...state.ids, id]) } : state,
    tourRemoved: (state, id: string): WishlistState => ({ ...state, ids: state.ids.filter((x) => x !== id) }),
    tourToggled: (state, id: string): WishlistState => ({ ...state, ids: state.ids.includes(id) ? state.ids.filter((x) => x !== id) : normaliseIds([...state.ids, id]) }),
    wishlistCleared: (state): WishlistState => ({ ...state, ids: [] }),
  },
  (state, action): WishlistState => {
    // The wishlist page's server-built part: the list the server knew (cookie, ?add=) and its cards.
    if (hydrate.match(action)) {
      const page = action.payload.wishlist as Partial<WishlistState> | undefined;
      if (!page) return state;
      // Once this tab has read its list, that list is the newest: the cookie mirrors it, and a
      // signed-in account's list may lag behind a change still on its way (the sync fetches it).
      const ids = state.status !== 'ready' ? normaliseIds([...state.ids, ...(page.ids ?? [])]) : state.ids;
      return { ...state, ids, tours: { ...state.tours, ...page.tours } };
    }
    if (toursPending.match(action)) return { ...state, toursStatus: 'loading' };
    if (toursFulfilled.match(action)) {
      const tours = { ...state.tours };
      for (const tour of action.payload.tours) tours[tour.id] = tour;
      // An entry saved under an old slug becomes its tour's id; tours the catalogue no longer
      // has leave the list instead of waiting for ever.
      const { resolved } = action.payload;
      const ids = normaliseIds(state.ids.flatMap((id) => (Object.hasOwn(resolved, id) ? (resolved[id] ? [resolved[id]] : []) : [id])));
      return { ...state, toursStatus: 'succeeded', tours, ids };
    }
    if (toursRejected.match(action)) return { ...state, toursStatus: 'failed' };
    // The account's answer is the list, unless the traveller changed it meanwhile (that change is sent next).
    if (accountSyncFulfilled.match(action)) {
      const { ids, sent } = action.payload;
      if (state.ids.length === sent.length && state.ids.every((id, i) => id === sent[i])) return { ...state, ids: normaliseIds(ids) };
    }
    return state;
  },
);

export const { wishlistLoaded, wishlistSynced, tourAdded, tourRemoved, tourToggled, wishlistCleared } = wishlistSlice.actions;

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.ids;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.ids.length;
export const selectWishlistStatus = (state: WithWishlist) => state.wishlist.status;
export const selectWishlistToursStatus = (state: WithWishlist) => state.wishlist.toursStatus;
export const selectIsInWishlist = (state: WithWishlist, id: string) => state.wishlist.ids.includes(id);

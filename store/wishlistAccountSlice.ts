import { actionCreator, anyOf } from './action';
import type { AccountBase } from '@/lib/wishlist/accountSync';
import { signedIn, signedOut } from './authSlice';
import { hydrate } from './hydrate';
import { plainSlice } from './plainSlice';
import { SYNC_ACCOUNT_WISHLIST, tourAdded, tourRemoved, tourToggled, wishlistCleared, wishlistSynced } from './wishlistSlice';

/** How this browser's wishlist stands with the signed-in traveller's account. */
export type WishlistAccountState = {
  /** The account's list as the server last confirmed it (see lib/wishlist/accountSync.ts). */
  base: AccountBase | null;
  /** True once the base saved in this browser has been read (after hydration). */
  loaded: boolean;
  /** 'failed': the last sync did not reach the account; the next change, `online` or page tries again. */
  status: 'idle' | 'syncing' | 'failed';
  /** True once this page has heard from the account (changes made on other devices are in). */
  pulled: boolean;
};

const initialState: WishlistAccountState = { base: null, loaded: false, status: 'idle', pulled: false };

/**
 * The sync thunk's type (store/wishlistAccountThunks.ts): made with createAsyncThunk there, so
 * that its HTTP client loads only for signed-in travellers, not with every page.
 */
export { SYNC_ACCOUNT_WISHLIST };
export type SyncResult = { userId: string; ids: string[]; sent: string[] };
const syncPending = actionCreator(`${SYNC_ACCOUNT_WISHLIST}/pending`);
const syncFulfilled = actionCreator<SyncResult>(`${SYNC_ACCOUNT_WISHLIST}/fulfilled`);
/** payload 'stale': the traveller logged out (or in as someone else) while it ran; not a failure. */
const syncRejected = actionCreator<unknown>(`${SYNC_ACCOUNT_WISHLIST}/rejected`);

/** A change by the traveller is worth another try. */
const isListChange = anyOf(tourAdded, tourRemoved, tourToggled, wishlistCleared, wishlistSynced);

export const wishlistAccountSlice = plainSlice(
  'wishlistAccount',
  initialState,
  {
    /** The base this browser saved on an earlier page. */
    accountBaseLoaded: (state, base: AccountBase | null): WishlistAccountState => ({ ...state, base, loaded: true }),
    /** Back online, or "try again": the failed changes are sent again. */
    accountSyncRetried: (state): WishlistAccountState => (state.status === 'failed' ? { ...state, status: 'idle' } : state),
  },
  (state, action): WishlistAccountState => {
    // A new session (login, signup, restore): hear from the account again.
    if (signedIn.match(action)) return { ...state, pulled: false, status: state.status === 'failed' ? 'idle' : state.status };
    // Logout keeps this browser's list (spec: it clears user, affiliate and friends) but ends the
    // link with the account: the next login merges the list again.
    if (signedOut.match(action)) return { ...initialState, loaded: state.loaded };
    // The wishlist page, reached by navigation: ask the account for its newest list.
    if (hydrate.match(action)) return action.payload.wishlist ? { ...state, pulled: false } : state;
    if (syncPending.match(action)) return { ...state, status: 'syncing' };
    if (syncFulfilled.match(action)) return { ...state, base: { userId: action.payload.userId, ids: action.payload.ids }, status: 'idle', pulled: true };
    if (syncRejected.match(action)) return { ...state, status: action.payload === 'stale' ? 'idle' : 'failed' };
    if (isListChange(action) && state.status === 'failed') return { ...state, status: 'idle' };
    return state;
  },
);

export const { accountBaseLoaded, accountSyncRetried } = wishlistAccountSlice.actions;

type WithAccount = { wishlistAccount: WishlistAccountState };
export const selectWishlistAccount = (state: WithAccount) => state.wishlistAccount;

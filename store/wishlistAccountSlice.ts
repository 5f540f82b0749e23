import { createAction, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountBase } from '@/lib/wishlist/accountSync';
import { signedIn, signedOut } from './authSlice';
import { hydrate } from './hydrate';
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
const syncPending = createAction(`${SYNC_ACCOUNT_WISHLIST}/pending`);
const syncFulfilled = createAction<SyncResult>(`${SYNC_ACCOUNT_WISHLIST}/fulfilled`);
/** payload 'stale': the traveller logged out (or in as someone else) while it ran; not a failure. */
const syncRejected = createAction<unknown>(`${SYNC_ACCOUNT_WISHLIST}/rejected`);

export const wishlistAccountSlice = createSlice({
  name: 'wishlistAccount',
  initialState,
  reducers: {
    /** The base this browser saved on an earlier page. */
    accountBaseLoaded(state, action: PayloadAction<AccountBase | null>) {
      state.base = action.payload;
      state.loaded = true;
    },
    /** Back online, or "try again": the failed changes are sent again. */
    accountSyncRetried(state) {
      if (state.status === 'failed') state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      // A new session (login, signup, restore): hear from the account again.
      .addCase(signedIn, (state) => {
        state.pulled = false;
        if (state.status === 'failed') state.status = 'idle';
      })
      // Logout keeps this browser's list (spec: it clears user, affiliate and friends) but ends the
      // link with the account: the next login merges the list again.
      .addCase(signedOut, (state) => ({ ...initialState, loaded: state.loaded }))
      // The wishlist page, reached by navigation: ask the account for its newest list.
      .addCase(hydrate, (state, action) => {
        if (action.payload.wishlist) state.pulled = false;
      })
      .addCase(syncPending, (state) => {
        state.status = 'syncing';
      })
      .addCase(syncFulfilled, (state, action) => {
        state.base = { userId: action.payload.userId, ids: action.payload.ids };
        state.status = 'idle';
        state.pulled = true;
      })
      .addCase(syncRejected, (state, action) => {
        state.status = action.payload === 'stale' ? 'idle' : 'failed';
      })
      // A change by the traveller is worth another try.
      .addMatcher(isAnyOf(tourAdded, tourRemoved, tourToggled, wishlistCleared, wishlistSynced), (state) => {
        if (state.status === 'failed') state.status = 'idle';
      });
  },
});

export const { accountBaseLoaded, accountSyncRetried } = wishlistAccountSlice.actions;

type WithAccount = { wishlistAccount: WishlistAccountState };
export const selectWishlistAccount = (state: WithAccount) => state.wishlistAccount;

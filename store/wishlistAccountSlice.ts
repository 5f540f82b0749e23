import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountBase } from '@/lib/wishlist/accountSync';
import { signedIn, signedOut } from './authSlice';
import { hydrate } from './hydrate';
import { syncAccountWishlist } from './wishlistAccountThunks';
import { tourAdded, tourRemoved, tourToggled, wishlistCleared, wishlistSynced } from './wishlistSlice';

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

/** A change by the traveller is worth another try. */
const isListChange = isAnyOf(tourAdded, tourRemoved, tourToggled, wishlistCleared, wishlistSynced);

export const wishlistAccountSlice = createSlice({
  name: 'wishlistAccount',
  initialState,
  reducers: {
    /** The base this browser saved on an earlier page. */
    accountBaseLoaded: (state, { payload: base }: PayloadAction<AccountBase | null>) => {
      state.base = base;
      state.loaded = true;
    },
    /** Back online, or "try again": the failed changes are sent again. */
    accountSyncRetried: (state) => {
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
      .addCase(hydrate, (state, { payload }) => {
        if (payload.wishlist) state.pulled = false;
      })
      .addCase(syncAccountWishlist.pending, (state) => {
        state.status = 'syncing';
      })
      .addCase(syncAccountWishlist.fulfilled, (state, { payload }) => {
        Object.assign(state, { base: { userId: payload.userId, ids: payload.ids }, status: 'idle', pulled: true });
      })
      // payload 'stale': the traveller logged out (or in as someone else) while it ran; not a failure.
      .addCase(syncAccountWishlist.rejected, (state, { payload }) => {
        state.status = payload === 'stale' ? 'idle' : 'failed';
      })
      .addMatcher(isListChange, (state) => {
        if (state.status === 'failed') state.status = 'idle';
      });
  },
});

export const { accountBaseLoaded, accountSyncRetried } = wishlistAccountSlice.actions;

type WithAccount = { wishlistAccount: WishlistAccountState };
export const selectWishlistAccount = (state: WithAccount) => state.wishlistAccount;

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import { planAccountSync } from '@/lib/wishlist/accountSync';
import type { AuthState } from './authSlice';
import type { WishlistAccountState } from './wishlistAccountSlice';
import type { WishlistState } from './wishlistSlice';

// The wishlist slices react to this thunk's actions, so it loads with them; its HTTP client
// arrives with the first sync, once a traveller is signed in.

type State = { auth: AuthState; wishlist: WishlistState; wishlistAccount: WishlistAccountState };

export type SyncResult = { userId: string; ids: string[]; sent: string[] };

/**
 * Brings this browser's wishlist and the account's into step: merges the browser's list on the
 * first sync of a session with no base (login, signup), otherwise sends what changed here since
 * the last sync, or fetches the account's list when nothing did. The answer (the account's list)
 * becomes the base and, unless the traveller changed the list meanwhile, the list.
 */
export const syncAccountWishlist = createAsyncThunk<SyncResult, { locale: Locale }, { state: State; rejectValue: 'stale' }>(
  'wishlistAccount/sync',
  async ({ locale }, { getState, rejectWithValue }) => {
    const { auth, wishlist, wishlistAccount } = getState();
    const { token, user } = auth;
    if (!token || !user) return rejectWithValue('stale');
    const api = await import('@/services/wishlist');
    const sent = wishlist.ids;
    const plan = planAccountSync(sent, wishlistAccount.base, user.id);
    let ids: string[];
    if (plan.kind === 'merge') ids = await api.addToAccountWishlist(locale, token, plan.ids);
    else if (plan.kind === 'pull') ids = await api.fetchAccountWishlist(locale, token);
    else {
      // A push always holds a removal or an addition; each answer is the account's whole list.
      ids = plan.removed.length ? await api.removeFromAccountWishlist(locale, token, plan.removeAll ? { all: true } : { ids: plan.removed }) : [];
      if (plan.added.length) ids = await api.addToAccountWishlist(locale, token, plan.added);
    }
    // Logged out, or in as someone else, while this ran: the answer is not this browser's any more.
    if (getState().auth.token !== token) return rejectWithValue('stale');
    return { userId: user.id, ids, sent };
  },
  // One sync at a time; a change made meanwhile is sent by the next one.
  { condition: (_, { getState }) => getState().wishlistAccount.status !== 'syncing' },
);

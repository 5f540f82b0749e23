import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import * as api from '@/services/affiliate';
import { affiliateLoaded, friendsLoaded, type AuthState } from './authSlice';
import { requestStatusChanged } from './requestStatusSlice';

// The affiliate programme's calls, loaded only by the pages that use them. Each reads the token
// and the account from the auth state: they are for the signed-in user only.

type WithLocale<T> = { locale: Locale } & T;

/**
 * A refused call as the form reads it (lib/forms/apiFailure.ts): the API's status and JSON error.
 * createAsyncThunk would otherwise keep only the message of the axios error.
 */
function apiRefusal(err: unknown) {
  const response = (err as { response?: { status?: number; data?: unknown } }).response;
  if (!response) throw err;
  return { response: { status: response.status, data: response.data } };
}

function session(getState: () => unknown) {
  const { token, user } = (getState() as { auth: AuthState }).auth;
  if (!token || !user) throw new Error('not signed in');
  return { token, user };
}

/** Joins the programme (POST /api/affiliate); the spec's request status for `affiliate` says how it went. */
export const joinAffiliate = createAsyncThunk('affiliate/join', async ({ locale, body }: WithLocale<{ body: api.AffiliateBody }>, { dispatch, getState, rejectWithValue }) => {
  try {
    const affiliate = await api.joinAffiliate(locale, session(getState).token, body);
    dispatch(affiliateLoaded({ agencyId: affiliate.agency_id, link: affiliate.link }));
    dispatch(requestStatusChanged({ form: 'affiliate', status: true }));
    return affiliate;
  } catch (err) {
    dispatch(requestStatusChanged({ form: 'affiliate', status: false }));
    return rejectWithValue(apiRefusal(err));
  }
});

/** The signed-in user's membership (POST /api/getAffiliate); null when they have not joined yet. */
export const fetchAffiliate = createAsyncThunk('affiliate/fetch', async ({ locale }: WithLocale<object>, { dispatch, getState }) => {
  const { token, user } = session(getState);
  try {
    const affiliate = await api.getAffiliate(locale, token, { email: user.email, message: '' });
    dispatch(affiliateLoaded({ agencyId: affiliate.agency_id, link: affiliate.link }));
    return affiliate;
  } catch (err) {
    if ((err as { response?: { status?: number } }).response?.status === 404) return null;
    throw err;
  }
});

/** The friends one's link brought (GET /api/friends/{user}), kept in the auth state (spec section 3). */
export const fetchFriends = createAsyncThunk('affiliate/friends', async ({ locale }: WithLocale<object>, { dispatch, getState }) => {
  const { token, user } = session(getState);
  const friends = await api.fetchFriends(locale, token, user.id);
  dispatch(friendsLoaded(friends));
  return friends;
});

/** One's rewards and totals (GET /api/rewards/{user}); shown by the dashboard only, so not kept in the store. */
export const fetchRewards = createAsyncThunk('affiliate/rewards', async ({ locale }: WithLocale<object>, { getState }) => {
  const { token, user } = session(getState);
  return api.fetchRewards(locale, token, user.id);
});

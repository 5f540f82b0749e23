import { createAsyncThunk } from '@reduxjs/toolkit';
import { serializableFailure, type ApiFailure } from '@/lib/forms/apiFailure';
import type { Locale } from '@/lib/i18n/config';
import type { AffiliateDto } from '@/server/affiliate/dto';
import * as api from '@/services/affiliate';
import { affiliateLoaded, friendsLoaded, type AuthState } from './authSlice';
import { requestStatusChanged } from './requestStatusSlice';

// The affiliate programme's calls, loaded only by the pages that use them. Each reads the token
// and the account from the auth state: they are for the signed-in user only.

type WithLocale<T> = { locale: Locale } & T;

function session(getState: () => unknown) {
  const { token, user } = (getState() as { auth: AuthState }).auth;
  if (!token || !user) throw new Error('not signed in');
  return { token, user };
}

/** Joins the programme (POST /api/affiliate); the spec's request status for `affiliate` says how it went. */
// A refused join rejects with the API's status and answer, so the form shows the server's words.
export const joinAffiliate = createAsyncThunk<AffiliateDto, WithLocale<{ body: api.AffiliateBody }>, { rejectValue: ApiFailure }>('affiliate/join', async ({ locale, body }, { dispatch, getState, rejectWithValue }) => {
  try {
    const affiliate = await api.joinAffiliate(locale, session(getState).token, body);
    dispatch(affiliateLoaded({ agencyId: affiliate.agency_id, link: affiliate.link }));
    dispatch(requestStatusChanged({ form: 'affiliate', status: true }));
    return affiliate;
  } catch (err) {
    dispatch(requestStatusChanged({ form: 'affiliate', status: false }));
    return rejectWithValue(serializableFailure(err));
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

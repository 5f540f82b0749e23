import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearSession, saveSession } from '@/lib/auth/session';
import { serializableFailure, type ApiFailure } from '@/lib/forms/apiFailure';
import type { Locale } from '@/lib/i18n/config';
import type { UserDto } from '@/server/auth/dto';
import * as api from '@/services/auth';
import { signedIn, signedOut, type AuthState } from './authSlice';
import { wishlistCleared } from './wishlistSlice';

// The account calls, loaded only by the pages and buttons that use them (the cookie library
// and these calls stay out of every page's first load).

type WithLocale<T> = { locale: Locale } & T;

const remember = (session: api.Session) => saveSession({ token: session.token, name: session.user.name, avatar: session.user.avatar });

// A failed call rejects with the API's status and answer: Redux would otherwise keep only the
// axios error's message, and the form could not show the server's words ("wrong password").
type Rejected = { rejectValue: ApiFailure };

/** The mailed sign-up link: opens the account and signs this browser in; answers where to go next. */
export const confirmSignup = createAsyncThunk<{ user: UserDto; next?: string }, WithLocale<{ token: string; password?: string }>, Rejected>('auth/confirmSignup', async ({ locale, token, password }, { dispatch, rejectWithValue }) => {
  let session: Awaited<ReturnType<typeof api.confirmSignup>>;
  try {
    session = await api.confirmSignup(locale, token, password);
  } catch (err) {
    return rejectWithValue(serializableFailure(err));
  }
  remember(session);
  dispatch(signedIn(session));
  return { user: session.user, next: session.next };
});

export const login = createAsyncThunk<UserDto, WithLocale<{ body: unknown }>, Rejected>('auth/login', async ({ locale, body }, { dispatch, rejectWithValue }) => {
  let session: api.Session;
  try {
    session = await api.login(locale, body);
  } catch (err) {
    return rejectWithValue(serializableFailure(err));
  }
  remember(session);
  dispatch(signedIn(session));
  return session.user;
});

/**
 * Ends the session on the server (best effort) and forgets it here, whatever the server says.
 * The wishlist, saved in the account, leaves this browser too: the next person at a shared
 * computer does not see it, and the next login brings it back.
 */
export const logout = createAsyncThunk('auth/logout', async ({ locale }: WithLocale<object>, { dispatch, getState }) => {
  const { token } = (getState() as { auth: AuthState }).auth;
  clearSession();
  dispatch(signedOut());
  dispatch(wishlistCleared());
  if (token) await api.logout(locale, token).catch(() => undefined);
});

/**
 * Arrived from another language's domain, signed out here: the code opens a session here when the
 * visitor was signed in there (and brings their affiliate link's cookie). A code that no longer
 * works (used, expired) leaves the visitor signed out.
 */
export const redeemHandoff = createAsyncThunk('auth/redeemHandoff', async ({ locale, code }: WithLocale<{ code: string }>, { dispatch }) => {
  const carried = await api.redeemHandoff(locale, code).catch(() => null);
  if (carried?.token && carried.user) {
    const session = { token: carried.token, user: carried.user, affiliate: carried.affiliate };
    remember(session);
    dispatch(signedIn(session));
  }
});

/** The user behind a saved token; any failure clears the session (spec section 4). */
export const fetchUser = createAsyncThunk('auth/fetchUser', async ({ locale, token }: WithLocale<{ token: string }>, { dispatch }) => {
  try {
    const { user, affiliate } = await api.fetchUser(locale, token);
    dispatch(signedIn({ token, user, affiliate }));
    return user;
  } catch (err) {
    clearSession();
    dispatch(signedOut());
    throw err;
  }
});

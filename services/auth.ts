import type { Locale } from '@/lib/i18n/config';
import type { UserDto } from '@/server/auth/dto';
import type { AffiliateDto } from '@/server/affiliate/dto';
import { apiClient, bearer } from './apiClient';

/** Login and GET /api/user also say whether the user is an affiliate (a new account never is). */
export type Session = { token: string; user: UserDto; affiliate?: AffiliateDto | null };

/** Asks for an account: the answer is the same whether or not the address has one; the mail tells. */
export const signup = async (locale: Locale, body: unknown) => void (await apiClient(locale).post('/auth/signup', body));
/** The mailed link's token opens the account and signs in; `next` is where the sign-up was heading. */
export const confirmSignup = async (locale: Locale, token: string, password?: string) =>
  (await apiClient(locale).post<Session & { next?: string }>('/auth/confirm-signup', password ? { token, password } : { token })).data;
export const login = async (locale: Locale, body: unknown) => (await apiClient(locale).post<Session>('/auth/login', body)).data;
export const logout = async (locale: Locale, token: string) => void (await apiClient(locale).post('/auth/logout', null, bearer(token)));
export const forgotPassword = async (locale: Locale, body: unknown) => void (await apiClient(locale).post('/auth/forgot-password', body));
/** Whether the mailed reset link still works (rejects with the API's 400 when it does not). */
export const checkResetLink = async (locale: Locale, token: string) => void (await apiClient(locale).get('/auth/reset-password', { params: { token } }));
export const resetPassword = async (locale: Locale, body: unknown) => void (await apiClient(locale).post('/auth/reset-password', body));
/** The signed-in traveller's new password, given the current one; the other sessions end. */
export const changePassword = async (locale: Locale, token: string, body: unknown) => void (await apiClient(locale).post('/auth/change-password', body, bearer(token)));
export const fetchUser = async (locale: Locale, token: string) => (await apiClient(locale).get<Omit<Session, 'token'>>('/user', bearer(token))).data;
/**
 * A one-minute code carrying this visitor's session (with a token) and affiliate link (its cookie)
 * to another language's domain; null when there is nothing to carry. Quick or not at all: the
 * language menu waits for it.
 */
export async function startHandoff(locale: Locale, token: string | null): Promise<string | null> {
  const res = await apiClient(locale).post<{ code: string } | null>('/auth/handoff', null, { ...(token ? bearer(token) : {}), timeout: 1500 });
  return res.status === 201 && res.data ? res.data.code : null;
}
/** What the code carried: this domain's own session (none without an account); the affiliate cookie comes with the answer. */
export const redeemHandoff = async (locale: Locale, code: string) => (await apiClient(locale).post<Partial<Session>>('/auth/handoff/redeem', { code })).data;

/** POST /api/getProfile with the spec's `user` payload (one's own id). */
export const getProfile = async (locale: Locale, token: string, user?: string) =>
  (await apiClient(locale).post<{ user: UserDto }>('/getProfile', user ? { user } : {}, bearer(token))).data.user;
/** POST /api/updateProfile as multipart/form-data (axios sets the boundary for a FormData body). */
export const updateProfile = async (locale: Locale, token: string, body: FormData) =>
  (await apiClient(locale).post<{ user: UserDto }>('/updateProfile', body, bearer(token))).data.user;

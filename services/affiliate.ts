import type { Locale } from '@/lib/i18n/config';
import type { AffiliateDto, FriendsAnswer, RewardsAnswer } from '@/server/affiliate/dto';
import { apiClient } from './apiClient';

// The affiliate programme's calls (spec section 7); every one needs the signed-in user's token.

export type AffiliateBody = { email: string; message: string };

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** POST /api/affiliate: joins (201) or answers the existing membership (200). */
export const joinAffiliate = async (locale: Locale, token: string, body: AffiliateBody) => (await apiClient(locale).post<AffiliateDto>('/affiliate', body, bearer(token))).data;

/** POST /api/getAffiliate: one's membership; 404 before joining. */
export const getAffiliate = async (locale: Locale, token: string, body: AffiliateBody) => (await apiClient(locale).post<AffiliateDto>('/getAffiliate', body, bearer(token))).data;

/** GET /api/friends/{email or user}: the friends one's link brought. */
export const fetchFriends = async (locale: Locale, token: string, user: string) => (await apiClient(locale).get<FriendsAnswer>(`/friends/${encodeURIComponent(user)}`, bearer(token))).data.friends;

/** GET /api/rewards/{email or user}: one's rewards and their totals. */
export const fetchRewards = async (locale: Locale, token: string, user: string) => (await apiClient(locale).get<RewardsAnswer>(`/rewards/${encodeURIComponent(user)}`, bearer(token))).data;

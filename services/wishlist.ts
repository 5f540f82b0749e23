import type { Locale } from '@/lib/i18n/config';
import type { WishlistCards } from '@/server/wishlist/service';
import type { AccountWishlist } from '@/server/wishlist/accountService';
import { apiClient, bearer } from './apiClient';

/** GET /api/wishlist/tours?ids=a,b: the cards of saved tours, and the ids the catalogue no longer knows. */
export async function fetchWishlistCards(locale: Locale, ids: string[]): Promise<WishlistCards> {
  const { data } = await apiClient(locale).get<WishlistCards>('/wishlist/tours', { params: { ids: ids.join(',') } });
  return data;
}

// The signed-in traveller's list (pages/api/wishlist/index.ts): each call answers the account's whole list.

export const fetchAccountWishlist = async (locale: Locale, token: string) => (await apiClient(locale).get<AccountWishlist>('/wishlist', bearer(token))).data.ids;

export const addToAccountWishlist = async (locale: Locale, token: string, ids: string[]) =>
  (await apiClient(locale).post<AccountWishlist>('/wishlist', { ids }, bearer(token))).data.ids;

export const removeFromAccountWishlist = async (locale: Locale, token: string, body: { ids: string[] } | { all: true }) =>
  (await apiClient(locale).delete<AccountWishlist>('/wishlist', { ...bearer(token), data: body })).data.ids;

import type { Locale } from '@/lib/i18n/config';
import type { WishlistCards } from '@/server/wishlist/service';
import { apiClient } from './apiClient';

/** GET /api/wishlist/tours?ids=a,b: the cards of saved tours, and the ids the catalogue no longer knows. */
export async function fetchWishlistCards(locale: Locale, ids: string[]): Promise<WishlistCards> {
  const { data } = await apiClient(locale).get<WishlistCards>('/wishlist/tours', { params: { ids: ids.join(',') } });
  return data;
}

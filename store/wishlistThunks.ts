import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';

/** GET /api/wishlist/tours: the cards of saved tours the page does not have yet. */
export const fetchWishlistTours = createAsyncThunk('wishlist/fetchTours', async ({ locale, ids }: { locale: Locale; ids: string[] }) => {
  // The HTTP client arrives with the first fetch, never with a page's first load.
  const { fetchWishlistCards } = await import('@/services/wishlist');
  return fetchWishlistCards(locale, ids);
});

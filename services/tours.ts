import type { Locale } from '@/lib/i18n/config';
import type { TourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/server/catalogue/filterSchema';
import { filterToQuery } from '@/lib/catalogue/filterQuery';
import { apiClient } from './apiClient';

/** GET /api/filter: one page of tours matching the filter. */
export async function fetchTourPage(locale: Locale, filter: Partial<TourFilter>, signal?: AbortSignal): Promise<TourPage> {
  const { data } = await apiClient(locale).get<TourPage>('/filter', { params: filterToQuery(filter), signal });
  return data;
}

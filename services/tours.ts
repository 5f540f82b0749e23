import type { Locale } from '@/lib/i18n/config';
import type { FilteredTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { filterToQuery } from '@/lib/catalogue/filterQuery';
import { apiClient } from './apiClient';

/** GET /api/filter: one page of tours matching the filter, with each option's count. */
export async function fetchTourPage(locale: Locale, filter: Partial<TourFilter>, signal?: AbortSignal): Promise<FilteredTourPage> {
  const { data } = await apiClient(locale).get<FilteredTourPage>('/filter', { params: filterToQuery(filter), signal });
  return data;
}

import type { Locale } from '@/lib/i18n/config';
import type { PageMeta } from '@/server/pages/service';
import { apiClient } from './apiClient';

/** GET /api/getMetaInfos/{id}: a page's title and description in the language. */
export async function fetchPageMeta(locale: Locale, id: string): Promise<PageMeta> {
  const { data } = await apiClient(locale).get<PageMeta>(`/getMetaInfos/${encodeURIComponent(id)}`);
  return data;
}

import type { Locale } from '@/lib/i18n/config';

export type LeadPath = '/requestquote' | '/contact_us' | '/send_review';

/** Sends a form; axios is loaded on first use so pages do not carry it until someone sends. */
export async function postLead<T>(locale: Locale, path: LeadPath, body: unknown, idempotencyKey: string): Promise<T> {
  const { apiClient } = await import('./apiClient');
  const res = await apiClient(locale).post<T>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return res.data;
}

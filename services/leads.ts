import type { Locale } from '@/lib/i18n/config';

/** The forms sent with an idempotency key and the time they were open (the booking form is one too). */
export type LeadPath = '/requestquote' | '/contact_us' | '/send_review' | '/bookings';

/** Sends a form; axios is loaded on first use so pages do not carry it until someone sends. */
export async function postLead<T>(locale: Locale, path: LeadPath, body: unknown, idempotencyKey: string): Promise<T> {
  const { apiClient } = await import('./apiClient');
  const res = await apiClient(locale).post<T>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return res.data;
}

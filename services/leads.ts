import type { Locale } from '@/lib/i18n/config';
import { apiBase } from './apiBase';

/** The forms sent with an idempotency key and a form token (the booking form is one too). */
export type LeadPath = '/requestquote' | '/contact_us' | '/send_review' | '/bookings';

/** Sends a form; axios is loaded on first use so pages do not carry it until someone sends. */
export async function postLead<T>(locale: Locale, path: LeadPath, body: unknown, idempotencyKey: string): Promise<T> {
  const { apiClient } = await import('./apiClient');
  const res = await apiClient(locale).post<T>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return res.data;
}

/**
 * GET /api/form-token, fetched as a form appears: with fetch, so showing a form does not load
 * axios. A refusal throws the answer in axios's shape ({ response: { status, data } }) for readFailure.
 */
export async function fetchFormToken(locale: Locale): Promise<string> {
  const res = await fetch(`${apiBase(locale)}/form-token`, { headers: { 'X-Locale': locale }, cache: 'no-store' });
  const data = (await res.json().catch(() => undefined)) as { token?: unknown } | undefined;
  if (!res.ok || typeof data?.token !== 'string') throw Object.assign(new Error(`form token: ${res.status}`), { response: { status: res.status, data } });
  return data.token;
}

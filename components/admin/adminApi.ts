import axios, { isAxiosError } from 'axios';

/**
 * The back office's HTTP client: same origin (the admin_session cookie is sent by the browser,
 * which also adds the same-site Origin the API asks of every change), answers in English.
 */
export const adminApi = axios.create({ baseURL: '/api/admin', timeout: 20_000, headers: { 'X-Locale': 'en' } });

let onSignedOut: (() => void) | undefined;

/** Who to tell when the session ends under a page (401 from anything but the login itself). */
export function whenSignedOut(callback: (() => void) | undefined) {
  onSignedOut = callback;
}

adminApi.interceptors.response.use(undefined, (err) => {
  if (isAxiosError(err) && err.response?.status === 401 && !err.config?.url?.endsWith('/login')) onSignedOut?.();
  return Promise.reject(err);
});

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/**
 * A field's API name as the office reads it: "priceFrom" → "Price from", "alt_en" → "Alt (en)",
 * "days.2.title" → "Days 3 title" (list positions counted from 1, as the forms number them).
 */
export function fieldWords(name: string): string {
  // The forms' own words for the API's names they all share: money in dollars, a tour by its name.
  const named = name
    .replace(/^slug\b/, 'address')
    .replace(/^url\b/, 'website')
    .replace(/^tourId$/, 'tour')
    .replace(/^seatsTotal$/, 'seats')
    // A deal's and a photo's fields, as their forms label them (walked on 30 Nov: "Ends on" beside "Last day").
    .replace(/^startsOn$/, 'first day')
    .replace(/^endsOn$/, 'last day')
    .replace(/^value$/, 'how much')
    .replace(/^alt(?=_)/, 'what the photo shows');
  const money = /_?[cC]ents$/.test(named);
  const words = named
    .replace(/_?[cC]ents$/, '')
    .replace(/_(en|de|fr|es|it|pt)$/, ' ($1)')
    .replace(/\.(\d+)(?=\.|$)/g, (_, i: string) => ` ${Number(i) + 1}`)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1) + (money ? ' (USD)' : '');
}

/** What went wrong, in the API's own words (its message and any per-field messages). */
export function errorMessage(err: unknown): string {
  if (!isAxiosError(err)) return err instanceof Error ? err.message : 'Something went wrong.';
  if (!err.response) return 'The server could not be reached. Check the connection and try again.';
  const body = err.response.data as ErrorBody | undefined;
  const fields = Object.entries(body?.error?.fields ?? {}).map(([name, message]) => `${fieldWords(name)}: ${message}`);
  const message = body?.error?.message ?? `The server answered ${err.response.status}.`;
  return fields.length ? `${message} (${fields.join('; ')})` : message;
}

export const statusOf = (err: unknown) => (isAxiosError(err) ? err.response?.status : undefined);

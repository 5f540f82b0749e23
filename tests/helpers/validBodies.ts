import type { Kysely } from 'kysely';
import { MIN_FILL_MS } from '@/lib/leads/options';
import type { Database } from '@/server/db/types';
import { formTokenSecret, issueFormToken, signFormToken } from '@/server/leads/formToken';
import { bookingAnswers, isoDay } from './bookings';

/**
 * A form token the server accepts at once: signed with the database's own secret (as
 * GET /api/form-token does), dated as if the form had been open a while. For tests that send
 * many forms, or to servers in other processes, without waiting out the anti-bot minimum.
 */
export const agedFormToken = (db: Kysely<Database>) => issueFormToken(db, new Date(Date.now() - MIN_FILL_MS - 5_000));

/** The same, as a function that signs a new one per call without waiting: a token sends one form. */
export async function agedFormTokens(db: Kysely<Database>): Promise<() => string> {
  const key = await formTokenSecret(db);
  return () => signFormToken(key, new Date(Date.now() - MIN_FILL_MS - 5_000));
}

/** Valid form bodies for the fault tests, in one place; each needs a `formToken` added (agedFormToken). */
export function quoteBody(i: number, over: Record<string, unknown> = {}) {
  return {
    source: 'wizard',
    travelType: 'group',
    days: 1 + (i % 14),
    travelWith: 'friends',
    budget: '2000-3500',
    departureDate: isoDay(20 + (i % 300)),
    destination: 'Tarangire',
    adults: 1 + (i % 6),
    children: 0,
    childrenAges: [],
    fullName: `Traveller ${i}`,
    email: `traveller.${i}@example.com`,
    phone: `+255 700 ${String(100000 + i)}`,
    country: 'TZ',
    contactPreference: 'call',
    message: `Request number ${i}`,
    website: '',
    ...over,
  };
}

/** One seat on a departure, by a traveller of their own. */
export function seatBody(i: number, tour: string, departureId: string, over: Record<string, unknown> = {}) {
  return { ...bookingAnswers({ tour, departureId, adults: 1, children: 0, childrenAges: [], fullName: `Booker ${i}`, email: `booker.${i}@example.com` }), ...over };
}

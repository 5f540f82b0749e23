import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { departureId } from '@/lib/booking/departureSchedule';
import { withFormToken } from './formToken';

/** A shared lodge tour (departures with seats) and a private lodge tour of the seeded catalogue. */
export async function bookableTours(db: Kysely<Database>) {
  const pick = (trip: string) =>
    db.selectFrom('tours as t').innerJoin('tour_translations as tt', (j) => j.onRef('tt.tour_id', '=', 't.id').on('tt.locale', '=', 'en'))
      .select(['t.id', 'tt.slug', 't.price_from', 't.level', 't.safari_type', 't.days'])
      .where('t.trip_type', '=', trip).where('t.safari_type', '=', 'lodge').where('t.level', '=', 'mid-range').orderBy('t.sort_order').executeTakeFirstOrThrow();
  return { shared: await pick('shared'), private: await pick('private') };
}

/** A traveller's answers on the Booking page (override what a test is about); the form token is added when sent (withFormToken). */
export function bookingAnswers(over: Record<string, unknown> = {}) {
  return {
    adults: 2,
    children: 1,
    childrenAges: [9],
    rooms: 'family',
    fullName: 'Anna Müller',
    email: 'anna@example.com',
    phone: '+49 30 1234567',
    country: 'DE',
    requests: 'Vegetarian meals, please.',
    acceptTerms: true,
    website: '',
    ...over,
  };
}

export const DAY_MS = 86_400_000;
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * A departure of `tourId` a test has to itself: on the first day from `daysAhead` on that has none
 * (the seed schedules shared tours twice a week for a year, so a fixed offset lands on one of those
 * on some days of the year). Answers its id and day.
 */
export async function ownDeparture(db: Kysely<Database>, tourId: string, daysAhead: number, values: { seats_total: number; price_cents: number }) {
  const taken = new Set((await db.selectFrom('departures').select('start_date').where('tour_id', '=', tourId).where('start_date', '>=', isoDay(daysAhead)).execute()).map((d) => d.start_date));
  let offset = daysAhead;
  while (taken.has(isoDay(offset))) offset++;
  const day = isoDay(offset);
  const id = departureId(tourId, day);
  await db.insertInto('departures').values({ id, tour_id: tourId, start_date: day, ...values }).execute();
  return { id, day };
}

type BookingApi = {
  request: (path: string, options?: { method?: string; host?: string; headers?: Record<string, string>; body?: string }) => Promise<{ status: number; text: string; json: () => any }>;
};

/** POST /api/bookings as the Booking page sends it (form token added), on `host`'s language; answers the response. */
export async function postBooking(api: BookingApi, over: Record<string, unknown>, host?: string) {
  return api.request('/api/bookings', { method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(api, bookingAnswers(over))) });
}

import { NOT_TRAVELLING_STATUSES } from '@/lib/booking/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A departure with its tour's English title and length. */
export const findDepartureWithTour = (db: Db, id: string) =>
  db
    .selectFrom('departures as d')
    .innerJoin('tours as t', 't.id', 'd.tour_id')
    .leftJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .select(['d.id', 'd.tour_id', 'd.start_date', 'd.seats_total', 'd.seats_taken', 'd.status', 't.days', 'te.title'])
    .where('d.id', '=', id)
    .executeTakeFirst();

/** The bookings travelling on a departure (not cancelled, not expired), in the order they were made. */
export const findBookingsOnDeparture = (db: Db, id: string) =>
  db
    .selectFrom('bookings')
    .select(['number', 'status', 'full_name', 'email', 'phone', 'country', 'adults', 'children', 'seats', 'total_cents', 'paid_cents', 'payload', 'hold_expires_at'])
    .where('departure_id', '=', id)
    .where('status', 'not in', NOT_TRAVELLING_STATUSES)
    .orderBy('created_at')
    .execute();

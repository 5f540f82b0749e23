import { NOT_TRAVELLING_STATUSES } from '@/lib/booking/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Departures starting from `from` to `to` (YYYY-MM-DD, both included), with their tour's English title. */
export const findDeparturesBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('departures as d')
    .innerJoin('tours as t', 't.id', 'd.tour_id')
    .leftJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .select(['d.id', 'd.tour_id', 'd.start_date', 'd.seats_total', 'd.seats_taken', 'd.status', 'te.title', 't.days'])
    .where('d.start_date', '>=', from)
    .where('d.start_date', '<=', to)
    .orderBy('d.start_date')
    .execute();

/** Private trips (bookings without a departure, not cancelled or expired) starting in the period. */
export const findPrivateTripsBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('bookings as b')
    .leftJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 'b.tour_id').on('te.locale', '=', 'en'))
    .select(['b.number', 'b.start_date', 'b.status', 'b.full_name', 'b.adults', 'b.children', 'te.title'])
    .where('b.departure_id', 'is', null)
    .where('b.status', 'not in', NOT_TRAVELLING_STATUSES)
    .where('b.start_date', '>=', from)
    .where('b.start_date', '<=', to)
    .orderBy('b.start_date')
    .execute();

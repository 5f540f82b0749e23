import type { Kysely, Transaction } from 'kysely';
import { departureDates, departureId, seatsFor } from '@/lib/booking/departureSchedule';
import type { Database } from '@/server/db/types';
import { insertMissingDepartures, sharedTours } from './departureRepository';

/**
 * Keeps every shared tour's departures scheduled twelve months ahead (run by the seed and by the
 * hourly housekeeping, so a long-running site never runs out of dates). New departures take the
 * tour's current price; existing ones keep theirs and their seats.
 */
export async function topUpDepartures(db: Kysely<Database> | Transaction<Database>, today: string): Promise<void> {
  const tours = await sharedTours(db);
  const rows = tours.flatMap((t) =>
    departureDates(t.category, today).map((date) => ({
      id: departureId(t.id, date),
      tour_id: t.id,
      start_date: date,
      seats_total: seatsFor(t.category),
      price_cents: Math.round(Number(t.price_from) * 100),
    })),
  );
  await insertMissingDepartures(db, rows);
}

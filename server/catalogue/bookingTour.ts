import type { Kysely } from 'kysely';
import type { BookingLevel } from '@/lib/booking/rules';
import type { Locale } from '@/lib/i18n/config';
import { dealCents } from '@/lib/catalogue/deals';
import { getDb } from '@/server/db/connection';
import { runningDeal } from '@/server/deals/runningDeals';
import type { Database } from '@/server/db/types';
import { findTourBySlug } from './tourRepository';

/** What the Booking page needs of a catalogue tour to price it as the server will. */
export type BookingTour = {
  slug: string;
  title: string;
  days: number;
  /** The catalogue's price from, per adult, in US cents, less today's deal (what the server will charge). */
  priceCents: number;
  level: BookingLevel;
  safariType: 'lodge' | 'camping';
  tripType: 'private' | 'shared';
  /** False while the operator has paused the tour: it cannot be booked (the API refuses it too). */
  available: boolean;
};

/** The tour by its slug in the language; null when unknown. */
export async function bookingTour(locale: Locale, slug: string, db: Kysely<Database> = getDb()): Promise<BookingTour | null> {
  const row = await findTourBySlug(db, locale, slug);
  if (!row) return null;
  return {
    slug: String(row.slug),
    title: String(row.title),
    days: Number(row.days),
    priceCents: dealCents(Math.round(Number(row.price_from) * 100), await runningDeal(db, row.id)),
    level: row.level as BookingLevel,
    safariType: row.safari_type as BookingTour['safariType'],
    tripType: row.trip_type as BookingTour['tripType'],
    available: Number(row.available) === 1,
  };
}

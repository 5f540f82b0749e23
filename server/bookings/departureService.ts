import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { wholeNumber } from '@/lib/validation/numbers';
import { oneLineString } from '@/lib/validation/text';
import { findTourBySlug } from '@/server/catalogue/tourRepository';
import { dealCents, type DealTerms } from '@/lib/catalogue/deals';
import { getDb } from '@/server/db/connection';
import { runningDeals } from '@/server/deals/runningDeals';
import type { Database } from '@/server/db/types';
import { parseInput } from '@/server/http/validation';
import { AppError, tourUnavailable } from '@/server/http/errors';
import type { DepartureDto } from './dto';
import { upcomingDepartures } from './departureRepository';
import { expireHolds } from './holdExpiry';
import { addDays, todayUtc } from './dates';

const query = z.object({ tour: oneLineString().max(160).optional(), limit: wholeNumber(1, 2000).optional() });

type Row = Awaited<ReturnType<typeof upcomingDepartures>>[number];

/** A departure as travellers see it: its price less the tour's deal running today, as the booking will charge it. */
export const departureDto = (r: Row, deal?: DealTerms): DepartureDto => ({
  id: r.id,
  tourSlug: r.slug,
  tourTitle: r.title,
  days: Number(r.days),
  startDate: r.start_date,
  endDate: addDays(r.start_date, Number(r.days) - 1),
  seatsTotal: Number(r.seats_total),
  seatsLeft: Math.max(0, Number(r.seats_total) - Number(r.seats_taken)),
  priceCents: dealCents(Number(r.price_cents), deal),
});

/**
 * GET /api/departures?tour=: a tour's upcoming departures with seats left (404 for an unknown
 * tour), or every upcoming departure. Holds that ran out are released first, so the seats shown
 * are the seats free now.
 */
export async function listDepartures(params: unknown, locale: Locale, database?: Kysely<Database>): Promise<{ departures: DepartureDto[] }> {
  const { tour, limit } = parseInput(query, params);
  const db = database ?? getDb();
  await expireHolds(db, new Date());
  let tourId: string | undefined;
  if (tour) {
    const row = await findTourBySlug(db, locale, tour);
    if (!row) throw new AppError(404, 'not_found', 'api.notFound');
    if (Number(row.available) !== 1) throw tourUnavailable();
    tourId = row.id;
  }
  const rows = await upcomingDepartures(db, locale, todayUtc(), tourId, limit ?? (tourId ? 500 : 300));
  const deals = await runningDeals(db, [...new Set(rows.map((r) => r.tour_id))]);
  return { departures: rows.map((r) => departureDto(r, deals.get(r.tour_id))) };
}

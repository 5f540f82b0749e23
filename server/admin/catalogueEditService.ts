import { departureCreate, departurePatch, departuresBulkPatch, tourEdit, tourFacts, tourListQuery } from '@/lib/admin/catalogueSchemas';
import { departureId } from '@/lib/booking/departureSchedule';
import { dealCents } from '@/lib/catalogue/deals';
import { findHoldsOnTour } from '@/server/bookings/bookingRepository';
import { runningDeal } from '@/server/deals/runningDeals';
import { todayUtc } from '@/server/bookings/dates';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { heldSeatsOf } from '@/server/bookings/heldSeats';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import type { Operator } from './operatorService';
import * as repo from './catalogueEditRepository';
import { pagesShowingTour, revalidatePages, type Revalidate } from './tourPages';

const LIST_LIMIT = 500;

const tourDto = (r: repo.AdminTourRow, slugs: { locale: string; slug: string }[]) => ({
  id: r.id,
  title: r.title,
  category: r.category,
  tripType: r.trip_type,
  safariType: r.safari_type,
  level: r.level,
  startId: r.start_id,
  endId: r.end_id,
  days: Number(r.days),
  priceFrom: Number(r.price_from),
  available: Number(r.available) === 1,
  editedAt: r.edited_at,
  editedBy: r.edited_by,
  /** Taken off the site for good: when and by whom (null while shown). */
  archivedAt: r.archived_at,
  archivedBy: r.archived_by,
  slugs: Object.fromEntries(slugs.map((s) => [s.locale, s.slug])),
});

const departureDto = (r: repo.AdminDepartureRow) => ({
  id: r.id,
  startDate: r.start_date,
  seatsTotal: Number(r.seats_total),
  seatsTaken: Number(r.seats_taken),
  priceCents: Number(r.price_cents),
  status: r.status,
  editedAt: r.edited_at,
  editedBy: r.edited_by,
});

/** GET /api/admin/tours?q= → { tours } in catalogue order; q matches the id or English title, any case. */
export async function listAdminTours(query: unknown) {
  const { q } = parseInput(tourListQuery, query);
  return withDatabase('admin-tours', async () => {
    const db = getDb();
    const rows = (await repo.findAdminTours(db, q)).slice(0, LIST_LIMIT);
    const slugs = await repo.findSlugsOf(db, rows.map((r) => r.id));
    return { tours: rows.map((r) => tourDto(r, slugs.filter((s) => s.tour_id === r.id))) };
  });
}

/**
 * GET /api/admin/tours/{id} → { tour, departures } (upcoming ones, open or closed, soonest first,
 * each with the bookings holding seats on it: how many, until when and why); 404 unknown.
 */
export async function getAdminTour(id: string) {
  return withDatabase('admin-tour', async () => {
    const db = getDb();
    const row = await repo.findAdminTour(db, id);
    if (!row) throw notFound();
    await expireHolds(db, new Date());
    const today = todayUtc();
    const [slugs, departures, holds, tags, deal] = await Promise.all([repo.findSlugsOf(db, [id]), repo.findTourDepartures(db, id, today), findHoldsOnTour(db, id, today), repo.findTourTagsOf(db, id), runningDeal(db, id, today)]);
    return {
      tour: { ...tourDto(row, slugs), tags },
      // With a deal running, what a booking made today is charged per adult (null: the price itself).
      departures: departures.map((d) => ({ ...departureDto(d), dealPriceCents: deal ? dealCents(Number(d.price_cents), deal) : null, holds: holds.filter((h) => h.departure_id === d.id).flatMap((h) => heldSeatsOf(h) ?? []) })),
    };
  });
}

/** Rebuilds the tour's cached pages and answers the tour as it now is, with what was (not) rebuilt. */
export async function publish(tourId: string, revalidate: Revalidate) {
  const paths = await withDatabase('admin-publish', () => pagesShowingTour(getDb(), tourId));
  const { revalidated, failed } = await revalidatePages(revalidate, paths);
  return { ...(await getAdminTour(tourId)), revalidated, failed };
}

const edit = (operator: Operator) => ({ edited_at: new Date().toISOString(), edited_by: operator.email });

/** PUT /api/admin/tours/{id} { priceFrom, available }: saved, then the pages are rebuilt. */
export async function editTour(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const { priceFrom, available } = parseInput(tourEdit, input);
  await withDatabase('admin-tour-edit', async () => {
    if (!(await repo.updateTour(getDb(), id, { price_from: priceFrom, available: available ? 1 : 0, ...edit(operator) }))) throw notFound();
  });
  return publish(id, revalidate);
}

/**
 * PATCH /api/admin/tours/{id} { category?, tripType?, safariType?, level?, tags?, startId?, endId? }:
 * the facts lists filter by and the page states; saved (`npm run setup` keeps them), then the
 * pages are rebuilt. An unknown start or end place is a 400 on that field.
 */
export async function editTourFacts(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const f = parseInput(tourFacts, input);
  await withDatabase('admin-tour-facts', () =>
    getDb().transaction().execute(async (trx) => {
      const places = [f.startId, f.endId].filter((p): p is string => Boolean(p));
      const known = await repo.findDestinationIds(trx, places);
      const unknown = Object.fromEntries((['startId', 'endId'] as const).filter((k) => f[k] && !known.includes(f[k]!)).map((k) => [k, 'validation.invalid']));
      if (Object.keys(unknown).length) throw new AppError(400, 'invalid_input', 'api.invalidInput', unknown);
      const changed = await repo.updateTourFacts(trx, id, {
        category: f.category, trip_type: f.tripType, safari_type: f.safariType, level: f.level, start_id: f.startId, end_id: f.endId, ...edit(operator),
      });
      if (!changed) throw notFound();
      if (f.tags) await repo.replaceTourTags(trx, id, [...new Set(f.tags)]);
    }),
  );
  return publish(id, revalidate);
}

/**
 * POST /api/admin/tours/{id}/archive: the tour leaves every list, search, sitemap and domain and
 * takes no booking; its bookings, reviews, texts and departures stay. DELETE puts it back.
 * Answers the tour, how many bookings still travel on it, and the pages rebuilt.
 */
export async function archiveTour(id: string, archived: boolean, operator: Operator, revalidate: Revalidate) {
  const bookingsAhead = await withDatabase('admin-tour-archive', async () => {
    const db = getDb();
    if (!(await repo.setTourArchived(db, id, archived ? new Date().toISOString() : null, archived ? operator.email : null))) throw notFound();
    return repo.countBookingsAhead(db, id, todayUtc());
  });
  return { ...(await publish(id, revalidate)), bookingsAhead };
}

/** POST /api/admin/tours/{id}/departures { startDate, seatsTotal, priceCents } → 201; 409 if that date exists. */
export async function addDeparture(tourId: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const b = parseInput(departureCreate, input);
  const id = departureId(tourId, b.startDate);
  await withDatabase('admin-departure-add', async () => {
    const db = getDb();
    const tour = await repo.findAdminTour(db, tourId);
    if (!tour) throw notFound();
    // Only shared tours have dated departures; a private tour starts on the traveller's date.
    if (tour.trip_type !== 'shared') throw new AppError(409, 'tour_not_shared', 'api.invalidInput');
    const row = { id, tour_id: tourId, start_date: b.startDate, seats_total: b.seatsTotal, price_cents: b.priceCents, ...edit(operator) };
    if (!(await repo.insertDeparture(db, row))) throw new AppError(409, 'departure_exists', 'api.invalidInput', { startDate: 'validation.departureExists' });
  });
  const published = await publish(tourId, revalidate);
  return { departure: published.departures.find((d) => d.id === id)!, ...published };
}

/** PATCH /api/admin/departures/{id} { seatsTotal?, priceCents?, status? }; 409 when the seats would not cover those taken. */
export async function changeDeparture(id: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const b = parseInput(departurePatch, input);
  const tourId = await withDatabase('admin-departure-change', async () => {
    const db = getDb();
    const tourId = await repo.findDepartureTourId(db, id);
    if (!tourId) throw notFound();
    const changed = await repo.updateDeparture(db, id, { seats_total: b.seatsTotal, price_cents: b.priceCents, status: b.status, ...edit(operator) });
    // Said as the range's refusal says it ("Fewer seats than are already taken on …"), not "not valid".
    if (!changed) throw new AppError(409, 'seats_below_taken', 'api.seatsBelowTaken', undefined, undefined, { dates: String(await repo.findDepartureDate(db, id)) });
    return tourId;
  });
  const published = await publish(tourId, revalidate);
  const departure = published.departures.find((d) => d.id === id) ?? null;
  return { departure, ...published };
}

/**
 * PATCH /api/admin/tours/{id}/departures { from, to, seatsTotal?, priceCents?, status? } → { changed,
 * tour, departures, revalidated, failed }: one change to every departure in the range, all or
 * none (409 `seats_below_taken` naming the dates where the seats would not cover those taken).
 */
export async function changeDepartures(tourId: string, input: unknown, operator: Operator, revalidate: Revalidate) {
  const b = parseInput(departuresBulkPatch, input);
  const changed = await withDatabase('admin-departures-change', async () => {
    const db = getDb();
    if (!(await repo.findAdminTour(db, tourId))) throw notFound();
    return db.transaction().execute(async (trx) => {
      const result = await repo.updateDeparturesInRange(trx, tourId, b.from, b.to, todayUtc(), { seats_total: b.seatsTotal, price_cents: b.priceCents, status: b.status, ...edit(operator) });
      if (result.tooFull.length) throw new AppError(409, 'seats_below_taken', 'api.seatsBelowTaken', { seatsTotal: 'validation.invalid' }, undefined, { dates: result.tooFull.join(', ') });
      return result.changed;
    });
  });
  return { changed, ...(await publish(tourId, revalidate)) };
}

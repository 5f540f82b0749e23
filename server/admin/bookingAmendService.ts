import type { Transaction, Updateable } from 'kysely';
import { bookingAmend, type BookingAmend } from '@/lib/admin/bookingAmend';
import type { BookingLevel } from '@/lib/booking/rules';
import type { DealTerms } from '@/lib/catalogue/deals';
import type { PriceLine } from '@/lib/booking/pricing';
import type { Locale } from '@/lib/i18n/config';
import type { BookingRow } from '@/server/bookings/bookingRepository';
import { planBooking } from '@/server/bookings/bookingService';
import { todayUtc } from '@/server/bookings/dates';
import { releaseSeats, takeSeats } from '@/server/bookings/departureRepository';
import { tourOf } from '@/server/bookings/facts';
import type { BookingsTable, Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import type { Operator } from './operatorService';
import { changeBooking, priceWithOfficeLines } from './bookingChange';

const fieldError = (status: number, code: string, field: string, key: string) => new AppError(status, code, 'api.invalidInput', { [field]: key });

type Travel = { departureId: string | null; startDate: string; adults: number; children: number; childrenAges: number[]; rooms: string; level: string };

/** What a PATCH changes of the trip (departure, dates, travellers, rooms, level), over the booking as it is. */
function travelAfter(b: BookingRow, payload: { childrenAges?: number[]; rooms?: string }, p: BookingAmend): Travel {
  const children = p.children ?? Number(b.children);
  return {
    departureId: p.departureId ?? b.departure_id,
    startDate: p.startDate ?? b.start_date,
    adults: p.adults ?? Number(b.adults),
    children,
    // Fewer children and no ages given: the first ones' ages stay.
    childrenAges: p.childAges ?? (payload.childrenAges ?? []).slice(0, children),
    rooms: p.rooms ?? payload.rooms ?? 'double',
    level: p.level ?? b.level,
  };
}

/** The seats a change takes and gives back, in the caller's transaction: never more than a departure has. */
async function moveSeats(trx: Transaction<Database>, from: { departureId: string | null; seats: number }, to: { departureId: string | null; seats: number }) {
  if (from.departureId === to.departureId) {
    const more = to.seats - from.seats;
    if (to.departureId && more > 0 && !(await takeSeats(trx, to.departureId, more))) throw fieldError(409, 'departure_full', 'adults', 'validation.departureFull');
    if (to.departureId && more < 0) await releaseSeats(trx, to.departureId, -more);
    return;
  }
  if (from.departureId && from.seats) await releaseSeats(trx, from.departureId, from.seats);
  if (to.departureId && to.seats && !(await takeSeats(trx, to.departureId, to.seats))) throw fieldError(409, 'departure_full', 'departureId', 'validation.departureFull');
}

/** A line for the history: what changed, from what to what. */
const changeNote = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => `${k}: ${JSON.stringify(before[k])} → ${JSON.stringify(after[k])}`).join('; ');

/**
 * PATCH /api/admin/bookings/{number}: the office corrects a booking. A change of the trip is
 * priced again by the Booking page's rules (planBooking) and moves its seats in the same
 * transaction (a full departure is a 409, nothing changed); a change of the money issues the
 * invoice again (the old one kept, superseded). A change of address sends the private link to
 * the new one and tells the old one. The traveller is mailed what changed, in their language.
 * Answers { booking, difference: { totalCents, depositCents, balanceCents } }; with `preview`,
 * what saving would answer, and nothing changes.
 */
export async function amendBooking(number: string, input: unknown, operator: Operator, options: { preview?: boolean } = {}) {
  const p = parseInput(bookingAmend, input);
  return changeBooking(number, operator, 'admin-booking-amend', async (trx, b, now) => {
    const payload = JSON.parse(b.payload) as Record<string, unknown> & { childrenAges?: number[]; rooms?: string; travellerNames?: string[]; lines?: PriceLine[]; computedLines?: PriceLine[]; deal?: DealTerms | null };
    const was = travelAfter(b, payload, {});
    const next = travelAfter(b, payload, p);
    if (next.childrenAges.length !== next.children) throw fieldError(400, 'invalid_input', 'childAges', 'validation.childrenAges');
    const names = { was: payload.travellerNames ?? [], now: p.travellerNames ?? payload.travellerNames ?? [] };
    if (names.now.length > next.adults + next.children) throw fieldError(400, 'invalid_input', 'travellerNames', 'validation.invalid');

    let trip: Updateable<BookingsTable> = {};
    let lines = { lines: payload.lines, computedLines: payload.computedLines };
    if (changeNote(was, next) !== '') {
      const tour = b.tour_id ? await tourOf(trx, b) : undefined;
      if (b.tour_id && !tour) throw fieldError(409, 'tailor_made', 'adults', 'validation.invalid');
      // A tailor-made trip has no departures: another first day, not another departure.
      if (!tour && p.departureId) throw fieldError(400, 'invalid_input', 'departureId', 'validation.invalid');
      // Priced as the Booking page prices it today (the tour's price, the level, the children's
      // ages), with the deal it was booked at: one that has ended since stays with it (walked on
      // 30 Nov: a fourth traveller took the deal off the three booked at it). A booking older than
      // that record has today's. A tailor-made trip has no computed price (the office's lines
      // make it): only its dates, deposit share and balance date follow the new first day.
      const plan = await planBooking(trx, b.locale as Locale, {
        tour: tour?.slug ?? '', departureId: next.departureId ?? '', quoteNumber: '', startDate: next.departureId ? '' : next.startDate, level: next.level as BookingLevel,
        adults: next.adults, children: next.children, childrenAges: next.childrenAges, email: b.email,
      }, todayUtc(now), payload.deal);
      await moveSeats(trx, { departureId: b.departure_id, seats: Number(b.seats) }, { departureId: plan.departureId, seats: plan.seats });
      // The office's own lines (extras, discounts, the price agreed) stay on the new price.
      const { computedLines, lines: priced, total_cents, deposit_cents } = await priceWithOfficeLines(trx, b.number, plan.price.lines, plan.price.depositPercent);
      lines = { lines: priced, computedLines };
      trip = {
        total_cents, deposit_cents, deposit_percent: plan.price.depositPercent, deposit_rule: plan.price.depositRule, balance_due_date: plan.price.balanceDueDate,
        seats: plan.seats, departure_id: plan.departureId, start_date: plan.startDate, level: next.level, adults: next.adults, children: next.children,
      };
    }
    const contact = { full_name: p.fullName ?? b.full_name, email: p.email ?? b.email, phone: p.phone ?? b.phone, country: p.country ?? b.country };
    const departureId = trip.departure_id !== undefined ? trip.departure_id : b.departure_id;
    const startDate = trip.start_date ?? b.start_date;
    const patch = {
      ...trip, ...contact,
      payload: JSON.stringify({ ...payload, fullName: contact.full_name, email: contact.email, phone: contact.phone, country: contact.country, adults: next.adults, children: next.children, childrenAges: next.childrenAges, rooms: next.rooms, level: next.level, travellerNames: names.now, departureId: departureId ?? '', startDate, ...lines }),
    };
    const note = changeNote(
      { ...was, fullName: b.full_name, email: b.email, phone: b.phone, country: b.country, travellerNames: names.was },
      { ...next, fullName: contact.full_name, email: contact.email, phone: contact.phone, country: contact.country, travellerNames: names.now },
    );
    return { patch, note };
  }, options);
}

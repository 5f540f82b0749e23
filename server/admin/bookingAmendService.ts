import type { Transaction } from 'kysely';
import { bookingAmend, type BookingAmend } from '@/lib/admin/bookingAmend';
import type { BookingLevel } from '@/lib/booking/rules';
import { withOfficeLines } from '@/lib/booking/officeLines';
import { percentOf, type PriceLine } from '@/lib/booking/pricing';
import type { Locale } from '@/lib/i18n/config';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { findBooking, listBookingLines, type BookingRow } from '@/server/bookings/bookingRepository';
import { planBooking } from '@/server/bookings/bookingService';
import { todayUtc } from '@/server/bookings/dates';
import { releaseSeats, takeSeats } from '@/server/bookings/departureRepository';
import { tourOf } from '@/server/bookings/facts';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { kickOutbox } from '@/server/mail/worker';
import { kindOfNumber } from './inboxItems';
import type { Operator } from './operatorService';
import { bookingFacts, historyOf } from './requestFacts';
import { commitBookingChange, officeLinesOf } from './bookingChange';

/** Statuses whose booking is over: nothing on it changes any more. */
export const CLOSED = new Set(['cancelled', 'expired', 'completed']);
const fieldError = (status: number, code: string, field: string, key: string) => new AppError(status, code, 'api.invalidInput', { [field]: key });

/** GET /api/admin/bookings/{number} → { booking }: where it stands, the trip, the travellers and contact, the money (totalCents, depositCents, balanceCents), its lines, invoices, payments and history. */
export async function adminBooking(number: string) {
  if (kindOfNumber(number) !== 'booking') throw notFound();
  return withDatabase('admin-booking', async () => ({ booking: await bookingView(getDb(), number) }));
}

async function bookingView(db: ReturnType<typeof getDb>, number: string) {
  const [facts, row] = await Promise.all([bookingFacts(db, number), findBooking(db, number)]);
  if (!facts || !row) throw notFound();
  return {
    ...facts,
    childAges: facts.childrenAges,
    fullName: row.full_name, email: row.email, phone: row.phone, country: row.country, locale: row.locale,
    updatedAt: row.updated_at,
    // The office's own lines, with the ids DELETE …/lines/{id} takes.
    officeLines: officeLinesOf(await listBookingLines(db, number)),
    history: await historyOf(db, 'booking', number, row.created_at),
  };
}

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
 * Answers { booking, difference: { totalCents, depositCents, balanceCents } }.
 */
export async function amendBooking(number: string, input: unknown, operator: Operator) {
  const p = parseInput(bookingAmend, input);
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const result = await withDatabase('admin-booking-amend', async () => {
    const db = getDb();
    const now = new Date();
    await expireHolds(db, now);
    await prepareAccessKeys(db);
    const difference = await db.transaction().execute(async (trx) => {
      const b = await findBooking(trx, number);
      if (!b) throw notFound();
      if (CLOSED.has(b.status)) throw new AppError(409, 'booking_closed', 'api.bookingNotAmendable');
      const payload = JSON.parse(b.payload) as Record<string, unknown> & { childrenAges?: number[]; rooms?: string; tour?: string; lines?: PriceLine[]; computedLines?: PriceLine[] };
      const was = travelAfter(b, payload, {});
      const next = travelAfter(b, payload, p);
      if (next.childrenAges.length !== next.children) throw fieldError(400, 'invalid_input', 'childAges', 'validation.childrenAges');
      const travelChanged = changeNote(was, next) !== '';

      let money = { total_cents: Number(b.total_cents), deposit_cents: Number(b.deposit_cents), deposit_percent: Number(b.deposit_percent), deposit_rule: b.deposit_rule, balance_due_date: b.balance_due_date };
      let seats = Number(b.seats);
      let lines = payload.lines;
      let computedLines = payload.computedLines;
      let departureId = b.departure_id;
      let startDate = b.start_date;
      if (travelChanged) {
        const tour = b.tour_id ? await tourOf(trx, b) : undefined;
        if (!tour) throw fieldError(409, 'tailor_made', 'adults', 'validation.invalid');
        // Priced as the Booking page prices it today: the tour's price (and deal), the level, the children's ages.
        const plan = await planBooking(trx, b.locale as Locale, {
          tour: tour.slug, departureId: next.departureId ?? '', quoteNumber: '', startDate: next.departureId ? '' : next.startDate, level: next.level as BookingLevel,
          adults: next.adults, children: next.children, childrenAges: next.childrenAges, email: b.email,
        }, todayUtc(now));
        await moveSeats(trx, { departureId: b.departure_id, seats }, { departureId: plan.departureId, seats: plan.seats });
        // The office's own lines (extras, discounts, the price agreed) stay on the new price.
        const priced = withOfficeLines(plan.price.lines, officeLinesOf(await listBookingLines(trx, number)));
        money = {
          total_cents: priced.totalCents, deposit_cents: priced.totalCents === plan.price.totalCents ? plan.price.depositCents : percentOf(priced.totalCents, plan.price.depositPercent),
          deposit_percent: plan.price.depositPercent, deposit_rule: plan.price.depositRule, balance_due_date: plan.price.balanceDueDate,
        };
        seats = plan.seats;
        computedLines = plan.price.lines;
        lines = priced.lines;
        departureId = plan.departureId;
        startDate = plan.startDate;
      }
      const contact = { full_name: p.fullName ?? b.full_name, email: p.email ?? b.email, phone: p.phone ?? b.phone, country: p.country ?? b.country };
      const at = now.toISOString();
      const patch = {
        ...money, ...contact, seats, departure_id: departureId, start_date: startDate, level: next.level, adults: next.adults, children: next.children,
        payload: JSON.stringify({ ...payload, fullName: contact.full_name, email: contact.email, phone: contact.phone, country: contact.country, adults: next.adults, children: next.children, childrenAges: next.childrenAges, rooms: next.rooms, level: next.level, departureId: departureId ?? '', startDate, lines, computedLines }),
        updated_at: at,
      };
      const note = changeNote({ ...was, fullName: b.full_name, email: b.email, phone: b.phone, country: b.country }, { ...next, fullName: contact.full_name, email: contact.email, phone: contact.phone, country: contact.country });
      return commitBookingChange(trx, db, b, patch, { actor: operator.email, now, note });
    });
    return { booking: await bookingView(db, number), difference };
  });
  kickOutbox();
  return result;
}

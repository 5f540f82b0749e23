import { z } from 'zod';
import { agesMatch, departureDate, travellers } from '@/lib/leads/schemas';
import type { Locale } from '@/lib/i18n/config';
import { oneLineString } from '@/lib/validation/text';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { planBooking, writeBooking, type BookingAnswers } from '@/server/bookings/bookingService';
import { todayUtc } from '@/server/bookings/dates';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { kickOutbox } from '@/server/mail/worker';
import { requestDetail } from './inboxService';
import type { Operator } from './operatorService';
import { recordEvent } from './requestEvents';
import { OPEN_QUOTE, requestKind } from './workflowService';
import { findQuoteState, moveQuoteStatus, setAssignee } from './workflowRepository';

/** What the operator may change when booking a quote; everything left out comes from the quote. */
export const quoteBookingSchema = z.object({
  departureId: oneLineString().min(1).max(200).optional(),
  startDate: departureDate.optional(),
  adults: travellers.adults.optional(),
  children: travellers.children.optional(),
  /** Needed only when the number of children differs from the quote's. */
  childrenAges: travellers.childrenAges.unwrap().optional(),
});

const notBookable = () => new AppError(409, 'quote_not_bookable', 'api.quoteNotBookable');

/**
 * POST /api/admin/inbox/{number}/booking → 201 { booking: { number }, request }: the quote becomes
 * a booking of its tour for the traveller, priced and moved exactly like one made on the site (a
 * private tour starts as an inquiry; a shared tour's departure is held and invoiced at once), with
 * the traveller's mail for the status reached. The quote becomes 'booked'; both histories say so.
 * 409 for a quote without a catalogue tour, or one closed or booked already.
 */
export async function bookQuote(number: string, input: unknown, operator: Operator) {
  const body = parseInput(quoteBookingSchema, input);
  // A message or a booking cannot become a booking; what is no request's number is simply not found.
  if (requestKind(number) !== 'quote') throw notBookable();
  const answer = await withDatabase('admin-quote-booking', async () => {
    const db = getDb();
    const now = new Date();
    const quote = await findQuoteState(db, number);
    if (!quote) throw notFound();
    if (!quote.tour_id || !OPEN_QUOTE.includes(quote.status)) throw notBookable();

    const asked = JSON.parse(quote.payload) as { childrenAges?: number[]; message?: string };
    const children = body.children ?? Number(quote.children);
    const childrenAges = body.childrenAges ?? (children === Number(quote.children) ? (asked.childrenAges ?? []) : []);
    if (!agesMatch({ children, childrenAges })) throw new AppError(400, 'invalid_input', 'api.invalidInput', { childrenAges: 'validation.childrenAges' });
    const answers: BookingAnswers = {
      tour: '', quoteNumber: number, departureId: body.departureId ?? '', startDate: body.departureId ? (body.startDate ?? '') : (body.startDate ?? quote.departure_date),
      level: undefined, adults: body.adults ?? Number(quote.adults), children, childrenAges, rooms: 'double',
      fullName: quote.full_name, email: quote.email, phone: quote.phone, country: quote.country, requests: asked.message ?? '',
    };
    const locale = quote.locale as Locale;
    await expireHolds(db, now);
    const plan = await planBooking(db, locale, answers, todayUtc(now));
    await prepareAccessKeys(db);
    const bookingNumber = await db.transaction().execute(async (trx) => {
      // Only from an open status: a second click (or a colleague's) finds the quote booked and writes nothing.
      if (!(await moveQuoteStatus(trx, number, OPEN_QUOTE, 'booked'))) throw notBookable();
      const { booking } = await writeBooking(trx, db, { plan, answers, locale, now, actor: operator.email, affiliateSlug: null });
      if (quote.assignee_id) await setAssignee(trx, 'booking', booking.number, quote.assignee_id);
      await recordEvent(trx, { number, kind: 'quote', actor: operator.email, action: 'booked', note: booking.number, now });
      await recordEvent(trx, { number: booking.number, kind: 'booking', actor: operator.email, action: 'from_quote', note: number, now });
      return booking.number;
    });
    return { booking: { number: bookingNumber }, request: await requestDetail(db, number, now) };
  });
  kickOutbox();
  return answer;
}

import type { Kysely, Transaction } from 'kysely';
import { ATTRIBUTION_COOKIE } from '@/lib/affiliate/rules';
import { bookingRequestSchema, type BookingRequest } from '@/lib/booking/schema';
import { dealCents, type DealTerms } from '@/lib/catalogue/deals';
import { depositRuleFor, depositTerms, priceBooking, type PriceBreakdown } from '@/lib/booking/pricing';
import { HOLD_HOURS, UNCONFIRMED_HOLD_HOURS, type BookingLevel, type BookingStatus } from '@/lib/booking/rules';
import type { Locale } from '@/lib/i18n/config';
import { attributeBooking, visitorAccount, type Referral } from '@/server/affiliate/service';
import { findTourBySlug, findTourCardsByIds, type TourCardRow } from '@/server/catalogue/tourRepository';
import { getDb } from '@/server/db/connection';
import { runningDeal } from '@/server/deals/runningDeals';
import type { Database } from '@/server/db/types';
import { AppError, tourUnavailable } from '@/server/http/errors';
import type { LeadContext } from '@/server/http/leadRoute';
import { idempotentWrite } from '@/server/leads/idempotency';
import { findQuoteRequest } from '@/server/leads/leadRepository';
import { nextNumber } from '@/server/leads/numbers';
import { rejectWithoutFormToken } from '@/server/leads/spam';
import { spendFormToken } from '@/server/leads/spentFormTokens';
import { readForm, withDatabase } from '@/server/leads/write';
import { bookingOperatorMail, bookingStatusMail, type BookingMailFacts } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { prepareAccessKeys } from './accessKey';
import { insertBooking, type BookingRow } from './bookingRepository';
import { findDeparture, takeSeats } from './departureRepository';
import type { BookingCreated } from './dto';
import { todayUtc } from './dates';
import { expireHolds } from './holdExpiry';
import { issueInvoice } from './invoices';
import { confirmUrlOf, mailFacts } from './facts';
import { moveBooking, recordHistory } from './transitions';
import { checkUnconfirmedHoldRoom } from './unconfirmedHolds';
import { checkUnpaidHoldRoom } from './unpaidHolds';

const fieldError = (status: number, code: string, field: string, key: string) => new AppError(status, code, 'api.invalidInput', { [field]: key });

export type Plan = {
  tour: TourCardRow | undefined;
  departureId: string | null;
  startDate: string;
  level: BookingLevel;
  seats: number;
  price: PriceBreakdown;
  quoteNumber: string | null;
  /** The deal that lowered the price (kept with the booking for the office's later changes). */
  deal: DealTerms | null;
};

/** What planning a booking reads from the answers. */
export type PlanInput = Pick<BookingRequest, 'tour' | 'departureId' | 'quoteNumber' | 'startDate' | 'level' | 'adults' | 'children' | 'childrenAges' | 'email'>;

/**
 * What is booked and at what price: the tour, its departure or date, and the same figures the page
 * showed. `deal`: the deal that prices it; left out, the one running today. The office changing a
 * booking later passes the one it was made at (kept with it): a deal that has ended, or was
 * deleted, since stays with the booking made during it.
 */
export async function planBooking(db: Kysely<Database>, locale: Locale, b: PlanInput, today: string, bookedDeal?: DealTerms | null): Promise<Plan> {
  let quoteTourId: string | null = null;
  if (b.quoteNumber) {
    const quote = await findQuoteRequest(db, b.quoteNumber);
    if (!quote || quote.email.toLowerCase() !== b.email.toLowerCase()) throw fieldError(400, 'invalid_input', 'quoteNumber', 'validation.quoteMismatch');
    quoteTourId = quote.tour_id;
  }
  const tour = b.tour ? await findTourBySlug(db, locale, b.tour) : quoteTourId ? (await findTourCardsByIds(db, locale, [quoteTourId]))[0] : undefined;
  if (b.tour && !tour) throw fieldError(400, 'invalid_input', 'tour', 'validation.tourUnknown');
  if (tour && Number(tour.available) !== 1) throw tourUnavailable();
  const quoteNumber = b.quoteNumber || null;
  const seats = b.adults + b.children;

  if (!tour) {
    // Tailor-made from a quote: the team prices it and issues the invoice (deposit 50 %).
    if (b.startDate <= today) throw fieldError(400, 'invalid_input', 'startDate', 'validation.futureDate');
    const level = b.level ?? 'mid-range';
    const terms = depositTerms(0, depositRuleFor('lodge', level, true), b.startDate, today);
    return { tour, departureId: null, startDate: b.startDate, level, seats: 0, quoteNumber, deal: null, price: { lines: [], totalCents: 0, ...terms } };
  }

  const tourLevel = tour.level as BookingLevel;
  // A deal running on the day of booking lowers the price per adult, as the card and the page said.
  const deal = bookedDeal !== undefined ? bookedDeal : await runningDeal(db, tour.id, today);
  const safariType = tour.safari_type as 'lodge' | 'camping';
  if (tour.trip_type === 'shared') {
    if (!b.departureId) throw fieldError(400, 'invalid_input', 'departureId', 'validation.required');
    const departure = await findDeparture(db, b.departureId);
    if (!departure || departure.tour_id !== tour.id || departure.status !== 'open' || departure.start_date <= today) {
      throw fieldError(400, 'invalid_input', 'departureId', 'validation.departureUnknown');
    }
    const price = priceBooking({ adultCents: dealCents(Number(departure.price_cents), deal), tourLevel, level: tourLevel, safariType, adults: b.adults, childrenAges: b.childrenAges, startDate: departure.start_date, today });
    return { tour, departureId: departure.id, startDate: departure.start_date, level: tourLevel, seats, quoteNumber, deal, price };
  }
  if (b.startDate <= today) throw fieldError(400, 'invalid_input', 'startDate', 'validation.futureDate');
  const level = b.level ?? tourLevel;
  const price = priceBooking({ adultCents: dealCents(Number(tour.price_from) * 100, deal), tourLevel, level, safariType, adults: b.adults, childrenAges: b.childrenAges, startDate: b.startDate, today });
  return { tour, departureId: null, startDate: b.startDate, level, seats: 0, quoteNumber, deal, price };
}

/** What a booking is made of: the traveller's answers (or the operator's, from a quote) without the anti-spam fields. */
export type BookingAnswers = Omit<BookingRequest, 'website' | 'formToken' | 'acceptTerms'> & { acceptTerms?: true };
export type WrittenBooking = { booking: BookingRow; facts: BookingMailFacts; holdExpiresAt: string | null; price: PriceBreakdown };

/**
 * Writes a planned booking in the caller's transaction, the same way whoever makes it: number,
 * seats (the last seat goes once), the history line by `actor`, and on a departure the hold and
 * the invoice at once; then the traveller's mail for the status reached.
 *
 * A traveller's own booking (`clientIp` given) holds its seats only UNCONFIRMED_HOLD_HOURS until
 * the traveller opens the confirmation link the mail carries (then HOLD_HOURS from booking), and
 * is refused when the unconfirmed seats held from that client address, or the unpaid seats held
 * with that email address, would pass their caps. A booking the
 * office makes from a quote holds them HOLD_HOURS at once: someone has spoken with the traveller.
 */
export async function writeBooking(
  trx: Transaction<Database>,
  db: Kysely<Database>,
  w: { plan: Plan; answers: BookingAnswers; locale: Locale; now: Date; actor: string; affiliateSlug: string | null; clientIp?: string; visitorUserId?: string; emailConfirmed?: boolean },
): Promise<WrittenBooking> {
  const { plan, answers, locale, now } = w;
  // A traveller's own booking waits for its address to be confirmed, unless it is their signed-in account's (confirmed at sign-up).
  const unconfirmed = w.clientIp !== undefined && !w.emailConfirmed;
  const number = await nextNumber(trx, 'B', now);
  if (plan.departureId && unconfirmed) await checkUnconfirmedHoldRoom(trx, w.clientIp!, plan.seats, now);
  if (plan.departureId && w.clientIp !== undefined) await checkUnpaidHoldRoom(trx, answers.email, plan.seats, now);
  if (plan.departureId && !(await takeSeats(trx, plan.departureId, plan.seats))) {
    throw fieldError(409, 'departure_full', 'departureId', 'validation.departureFull');
  }
  const at = now.toISOString();
  // The affiliate this booking is credited to is decided now (its quote, else the link's cookie), never later.
  const referral: Referral = { slug: w.affiliateSlug ?? undefined, ip: w.clientIp ?? '', visitorUserId: w.visitorUserId };
  const affiliateSlug = await attributeBooking(trx, referral, { bookingNumber: number, quoteNumber: plan.quoteNumber, email: answers.email, name: answers.fullName, createdAt: at });
  const hoursAfter = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const holdExpiresAt = plan.departureId ? hoursAfter(unconfirmed ? UNCONFIRMED_HOLD_HOURS : HOLD_HOURS) : null;
  const { price } = plan;
  const row = {
    number, locale, status: 'inquiry', tour_id: plan.tour?.id ?? null, departure_id: plan.departureId, quote_number: plan.quoteNumber,
    start_date: plan.startDate, level: plan.level, deposit_rule: price.depositRule, adults: answers.adults, children: answers.children, seats: plan.seats,
    full_name: answers.fullName, email: answers.email, phone: answers.phone, country: answers.country,
    total_cents: price.totalCents, deposit_percent: price.depositPercent, deposit_cents: price.depositCents, paid_cents: 0, balance_due_date: price.balanceDueDate,
    hold_expires_at: holdExpiresAt, affiliate_slug: affiliateSlug, assignee_id: null, client_ip: w.clientIp?.slice(0, 64) ?? null, email_confirmed_at: w.emailConfirmed ? at : null,
    payload: JSON.stringify({ ...answers, lines: price.lines, deal: plan.deal }), created_at: at, updated_at: at,
  };
  await insertBooking(trx, row);
  await recordHistory(trx, number, null, 'inquiry', w.actor, '', at);
  // The booking as written, moved on in memory with each step (no need to read it back).
  let booking: BookingRow = row;
  if (plan.departureId) {
    // Seats are there: reserved, and the invoice for the deposit issued in the same step.
    await moveBooking(trx, booking, 'provisional', { actor: 'system', note: `seats held: ${plan.seats}`, now });
    booking = { ...booking, status: 'provisional' };
    const invoice = await issueInvoice(trx, booking, plan.tour ? { title: plan.tour.title, days: Number(plan.tour.days) } : null, now);
    await moveBooking(trx, booking, 'awaiting_deposit', { actor: 'system', note: `invoice ${invoice.number}`, now });
    booking = { ...booking, status: 'awaiting_deposit' };
  }
  const facts = await mailFacts(trx, db, booking);
  // Held seats of a traveller's own booking: the mail carries the confirmation link, and the
  // deposit's date is the one the hold reaches once the address is confirmed.
  const confirmation = holdExpiresAt && unconfirmed ? { holdExpiresAt: hoursAfter(HOLD_HOURS), confirmUrl: await confirmUrlOf(db, number, locale) } : {};
  // The traveller's own booking form acknowledges to the address typed there: capped like any form's.
  const mail = { ...bookingStatusMail(booking.status as BookingStatus, { ...facts, ...confirmation }), acknowledgement: w.actor === 'traveller' };
  await enqueueMails(trx, [mail], now);
  return { booking, facts, holdExpiresAt, price };
}

/**
 * POST /api/bookings. A departure's seats are taken in the booking's own transaction (the last
 * seat goes once), held for UNCONFIRMED_HOLD_HOURS until the traveller confirms their email
 * address (then HOLD_HOURS), and its invoice issued at once: the traveller can pay the
 * deposit straight away. A private or tailor-made trip is an inquiry: the team confirms
 * availability and sends the invoice within 24 hours. One mail to the traveller for the status
 * reached, one to the operator; all in the same transaction as the booking.
 */
export async function submitBooking(input: unknown, locale: Locale, idempotencyKey?: string, context?: LeadContext, database?: Kysely<Database>) {
  const { formToken, answers } = readForm(bookingRequestSchema, input);
  return withDatabase('booking', async () => {
    const db = database ?? getDb();
    const token = await rejectWithoutFormToken(db, formToken);
    const now = new Date();
    const today = todayUtc(now);
    await expireHolds(db, now);
    const plan = await planBooking(db, locale, answers, today);
    await prepareAccessKeys(db);
    const account = await visitorAccount(context?.cookies.token, db);
    const emailConfirmed = account?.email.toLowerCase() === answers.email.toLowerCase();
    return idempotentWrite(db, 'booking', idempotencyKey, answers, async (trx) => {
      await spendFormToken(trx, token);
      const affiliateSlug = context?.cookies[ATTRIBUTION_COOKIE]?.slice(0, 16) ?? null;
      const clientIp = context?.ip ?? 'unknown';
      const { booking, facts, holdExpiresAt, price } = await writeBooking(trx, db, { plan, answers, locale, now, actor: 'traveller', affiliateSlug, clientIp, visitorUserId: account?.id, emailConfirmed });
      await enqueueMails(trx, [bookingOperatorMail('new', facts)], now);
      const body: BookingCreated = {
        bookingNumber: booking.number, status: booking.status as BookingStatus, totalCents: price.totalCents, depositCents: price.depositCents, depositPercent: price.depositPercent,
        balanceDueDate: price.balanceDueDate, ...(holdExpiresAt ? { holdExpiresAt } : {}), manageUrl: facts.manageUrl,
      };
      return { status: 201, body };
    });
  });
}

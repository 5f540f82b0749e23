import type { Kysely } from 'kysely';
import type { PriceLine } from '@/lib/booking/pricing';
import type { BookingLevel, BookingStatus, DepositRule, RoomOption } from '@/lib/booking/rules';
import { BOOKING_NUMBER } from '@/lib/booking/schema';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { pesapalConfig } from '@/server/payments/pesapal/config';
import { keyOpens } from './accessKey';
import { findBooking, findInvoiceOf, listHistory, listPayments, listRefunds, type BookingRow } from './bookingRepository';
import { findCreditNoteOf } from './creditNoteRepository';
import type { BookingView, CreditNoteDocument, InvoiceDocument } from './dto';
import { addDays } from './dates';
import { expireHolds } from './holdExpiry';
import { tourOf } from './facts';
import { creditNotePdfPath, invoicePdfPath } from './documentPaths';

/**
 * The booking behind a manage link: 404 for an unknown number and for a wrong or missing key
 * alike, so the link's key is the only way in and numbers cannot be probed.
 */
export async function openBooking(db: Kysely<Database>, number: unknown, key: unknown): Promise<BookingRow> {
  if (typeof number !== 'string' || !BOOKING_NUMBER.test(number)) throw notFound();
  const booking = await findBooking(db, number);
  if (!booking || !(await keyOpens(db, number, key))) throw notFound();
  return booking;
}


/**
 * The booked tour as the page's language names it (the link opened on another language's domain),
 * else as the booking's own language does.
 */
async function tourIn(db: Kysely<Database>, b: BookingRow, pageLocale?: string) {
  return (pageLocale && pageLocale !== b.locale ? await tourOf(db, { tour_id: b.tour_id, locale: pageLocale }) : undefined) ?? tourOf(db, b);
}

/** GET /api/bookings/{number}?key=; `pageLocale`: the language of the page showing it. */
export async function getBookingView(number: unknown, key: unknown, database?: Kysely<Database>, pageLocale?: string): Promise<BookingView> {
  return withDatabase('booking view', async () => {
    const db = database ?? getDb();
    await expireHolds(db, new Date());
    const b = await openBooking(db, number, key);
    const [tour, invoice, creditNote, payments, history] = await Promise.all([
      tourIn(db, b, pageLocale), findInvoiceOf(db, b.number), findCreditNoteOf(db, b.number), listPayments(db, b.number), listHistory(db, b.number),
    ]);
    const refunded = (await listRefunds(db, b.number)).reduce((n, r) => n + Number(r.amount_cents), 0);
    const payload = JSON.parse(b.payload) as { childrenAges: number[]; rooms: RoomOption; requests: string; lines: PriceLine[] };
    const config = pesapalConfig();
    const total = Number(b.total_cents);
    const paid = Number(b.paid_cents);
    return {
      bookingNumber: b.number,
      status: b.status as BookingStatus,
      locale: b.locale,
      tour: tour ? { slug: tour.slug, title: tour.title, days: Number(tour.days) } : null,
      departureId: b.departure_id,
      startDate: b.start_date,
      endDate: tour ? addDays(b.start_date, Number(tour.days) - 1) : null,
      level: b.level as BookingLevel,
      depositRule: b.deposit_rule as DepositRule,
      adults: Number(b.adults),
      children: Number(b.children),
      childrenAges: payload.childrenAges ?? [],
      rooms: payload.rooms,
      fullName: b.full_name,
      email: b.email,
      phone: b.phone,
      country: b.country,
      requests: payload.requests ?? '',
      quoteNumber: b.quote_number,
      lines: payload.lines ?? [],
      totalCents: total,
      depositPercent: Number(b.deposit_percent),
      depositCents: Number(b.deposit_cents),
      paidCents: paid,
      refundedCents: refunded,
      balanceCents: Math.max(0, total - paid),
      balanceDueDate: b.balance_due_date,
      holdExpiresAt: b.hold_expires_at,
      // The office's own bookings need no confirmation: only a traveller's own (sent from an address) waits for it.
      emailConfirmed: b.email_confirmed_at !== null || b.client_ip === null,
      invoice: invoice ? { ...(JSON.parse(invoice.body) as InvoiceDocument), pdfUrl: invoicePdfPath(b.number, key as string) } : null,
      creditNote: creditNote ? { ...(JSON.parse(creditNote.body) as CreditNoteDocument), pdfUrl: creditNotePdfPath(b.number, key as string) } : null,
      payments: payments.map((p) => ({
        method: p.method === 'bank' ? ('bank' as const) : ('online' as const),
        status: p.status as BookingView['payments'][number]['status'],
        amountCents: Number(p.amount_cents),
        at: p.updated_at,
      })),
      onlinePayment: { available: config !== null, testMode: config === null },
      history: history.map((h) => ({ status: h.to_status as BookingStatus, at: h.at })),
    };
  });
}

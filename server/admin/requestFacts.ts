import type { Kysely } from 'kysely';
import { depositIsPaid } from '@/lib/booking/amountDue';
import type { PriceLine } from '@/lib/booking/pricing';
import { findBooking, findInvoiceOf, listHistory, listPayments, listSupersededInvoices, type BookingRow } from '@/server/bookings/bookingRepository';
import { findCreditNoteOf } from '@/server/bookings/creditNoteRepository';
import { addDays } from '@/server/bookings/dates';
import type { InvoiceDocument } from '@/server/bookings/dto';
import { tourOf } from '@/server/bookings/facts';
import { heldSeatsOf } from '@/server/bookings/heldSeats';
import type { Database } from '@/server/db/types';
import type { InboxKind } from './inboxItems';
import { findOperatorName, findRequestState, listRequestEvents } from './workflowRepository';

type Db = Kysely<Database>;

/** One line of a request's history, oldest first: who (an operator's address, 'traveller', 'system', 'provider'), did what, and the note. */
export type HistoryEntry = { at: string; actor: string; action: string; note: string };

/**
 * The request's history: when it came in, the back office's steps (request_events) and, for a
 * booking, each status it reached (booking_history, as action `status:<status>`), merged by time.
 */
export async function historyOf(db: Db, kind: InboxKind, number: string, createdAt: string): Promise<HistoryEntry[]> {
  const events = (await listRequestEvents(db, number)).map((e) => ({ at: e.at, actor: e.actor, action: e.action, note: e.note }));
  // A booking's first status line says when it came in; a quote or a message gets one of its own.
  const arrival: HistoryEntry[] = kind === 'booking' ? [] : [{ at: createdAt, actor: 'traveller', action: 'received', note: '' }];
  const statuses = kind === 'booking' ? (await listHistory(db, number)).map((h) => ({ at: h.at, actor: h.actor, action: `status:${h.to_status}`, note: h.note })) : [];
  // A stable sort: lines of the same moment keep their own order (arrival, statuses, then events).
  return [...arrival, ...statuses, ...events].sort((a, b) => a.at.localeCompare(b.at));
}

export async function assigneeOf(db: Db, kind: InboxKind, number: string): Promise<{ id: string; name: string } | null> {
  const id = (await findRequestState(db, kind, number))?.assignee_id;
  return (id && (await findOperatorName(db, id))) || null;
}

/** What the operator works a booking with: where it stands, the trip, the money, the invoice and the payments (`row`: the booking, when the caller has read it). */
export async function bookingFacts(db: Db, number: string, row?: BookingRow) {
  const b = row ?? (await findBooking(db, number));
  if (!b) return null;
  const [tour, invoice, creditNote, payments, earlier] = await Promise.all([tourOf(db, b), findInvoiceOf(db, number), findCreditNoteOf(db, number), listPayments(db, number), listSupersededInvoices(db, number)]);
  const payload = JSON.parse(b.payload) as { childrenAges?: number[]; rooms?: string; requests?: string; lines?: PriceLine[] };
  const issued = invoice ? (JSON.parse(invoice.body) as InvoiceDocument) : undefined;
  const total = Number(b.total_cents);
  const deposit = Number(b.deposit_cents);
  const paid = Number(b.paid_cents);
  return {
    number: b.number,
    status: b.status,
    tour: tour ? { id: tour.id, slug: tour.slug, title: tour.title, days: Number(tour.days) } : null,
    departureId: b.departure_id,
    startDate: b.start_date,
    endDate: tour ? addDays(b.start_date, Number(tour.days) - 1) : null,
    level: b.level,
    adults: Number(b.adults),
    children: Number(b.children),
    childrenAges: payload.childrenAges ?? [],
    rooms: payload.rooms ?? null,
    requests: payload.requests ?? '',
    quoteNumber: b.quote_number,
    lines: payload.lines ?? [],
    totalCents: total,
    depositPercent: Number(b.deposit_percent),
    depositCents: deposit,
    depositDueDate: issued?.depositDueDate ?? null,
    depositPaid: depositIsPaid({ depositCents: deposit, paidCents: paid }),
    paidCents: paid,
    balanceCents: Math.max(0, total - paid),
    balanceDueDate: b.balance_due_date,
    holdExpiresAt: b.hold_expires_at,
    // Held seats and why for that long (email confirmed or not, booked from which address).
    seatsHeld: heldSeatsOf(b),
    emailConfirmedAt: b.email_confirmed_at,
    // Every version of the invoice, oldest first: the last is the current one.
    invoices: [...earlier.map((i) => i.number), ...(invoice ? [invoice.number] : [])],
    creditNotes: creditNote ? [creditNote.number] : [],
    payments: payments.map((p) => ({ id: p.id, method: p.method, status: p.status, amountCents: Number(p.amount_cents), reference: p.merchant_reference, at: p.updated_at })),
  };
}
export type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFacts>>>;

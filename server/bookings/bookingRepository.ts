import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { BookingHistoryTable, BookingLinesTable, BookingsTable, Database, InvoicesTable, PaymentsTable, RefundsTable } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export type BookingRow = Awaited<ReturnType<typeof findBooking>> & {};

/** A traveller's bookings by their address (as typed, in any case), the latest trip first. */
export const listBookingsOfEmail = (db: Db, email: string, limit: number) =>
  db
    .selectFrom('bookings')
    .select(['number', 'locale', 'status', 'tour_id', 'start_date', 'total_cents', 'paid_cents'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('start_date', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();

export const insertBooking = (db: Db, row: Insertable<BookingsTable>) => db.insertInto('bookings').values(row).execute();

export const findBooking = (db: Db, number: string) => db.selectFrom('bookings').selectAll().where('number', '=', number).executeTakeFirst();

/**
 * Changes a booking only if it is still in the status the caller saw: two writers (a duplicate
 * notification, the expiry sweep) can never both move it. Returns whether this one did.
 */
export async function updateBookingFrom(db: Db, number: string, fromStatus: string, patch: Updateable<BookingsTable>): Promise<boolean> {
  const result = await db.updateTable('bookings').set(patch).where('number', '=', number).where('status', '=', fromStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Amounts and hold of a booking whose status does not change (a payment recorded). */
export const setBookingFields = (db: Db, number: string, patch: Updateable<BookingsTable>) => db.updateTable('bookings').set(patch).where('number', '=', number).execute();

export const insertHistory = (db: Db, row: Insertable<BookingHistoryTable>) => db.insertInto('booking_history').values(row).execute();

export const listHistory = (db: Db, number: string) =>
  db.selectFrom('booking_history').selectAll().where('booking_number', '=', number).orderBy('at').orderBy('id').execute();

/** Holds whose time ran out (provisional or awaiting a deposit). */
export const findExpiredHolds = (db: Db, nowIso: string) =>
  db.selectFrom('bookings').selectAll().where('status', 'in', ['provisional', 'awaiting_deposit']).where('hold_expires_at', '<', nowIso).execute();

/** Confirmed trips whose last day is before `today` (the caller passes each trip's end). */
export const findConfirmedStartedBefore = (db: Db, date: string) =>
  db.selectFrom('bookings').selectAll().where('status', '=', 'confirmed').where('start_date', '<', date).execute();

export const insertInvoice = (db: Db, row: Insertable<InvoicesTable>) => db.insertInto('invoices').values(row).execute();
/** The booking's current invoice (earlier versions are in superseded_invoices). */
export const findInvoiceOf = (db: Db, bookingNumber: string) => db.selectFrom('invoices').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirst();

/** The numbers of the booking's earlier invoices, oldest first, each with the one that replaced it. */
export const listSupersededInvoices = (db: Db, bookingNumber: string) =>
  db.selectFrom('superseded_invoices').select(['number', 'issued_at', 'superseded_by']).where('booking_number', '=', bookingNumber).orderBy('issued_at').orderBy('number').execute();

/** Moves the booking's current invoice to the earlier versions, making room for the next one (named after it is issued: setSupersededBy). */
export async function retireInvoice(db: Db, invoice: { number: string; booking_number: string; locale: string; issued_at: string; body: string }, at: string) {
  await db.insertInto('superseded_invoices').values({ ...invoice, superseded_by: '', superseded_at: at }).execute();
  await db.deleteFrom('invoices').where('number', '=', invoice.number).execute();
}

/** The office's own lines on a booking, in the order they were added. */
export const listBookingLines = (db: Db, bookingNumber: string) =>
  db.selectFrom('booking_lines').select(['id', 'kind', 'description', 'amount_cents', 'quantity', 'percent']).where('booking_number', '=', bookingNumber).orderBy('created_at').orderBy('id').execute();

export const insertBookingLine = (db: Db, row: Insertable<BookingLinesTable>) => db.insertInto('booking_lines').values(row).execute();

export async function deleteBookingLine(db: Db, bookingNumber: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('booking_lines').where('booking_number', '=', bookingNumber).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** Confirmed bookings with money still owed whose balance falls due from `from` to `to` (YYYY-MM-DD, both included). */
export const findBalancesDue = (db: Db, from: string, to: string) =>
  db.selectFrom('bookings').selectAll().where('status', '=', 'confirmed').where('balance_due_date', '>=', from).where('balance_due_date', '<=', to)
    .where(sql<boolean>`total_cents > paid_cents`).orderBy('balance_due_date').execute();

/** Claims a reminder: true for the one writer that wrote it (another instance, or a second run, gets false). */
export async function claimReminder(db: Db, bookingNumber: string, dueDate: string, daysBefore: number, at: string): Promise<boolean> {
  const res = await db.insertInto('balance_reminders').values({ booking_number: bookingNumber, due_date: dueDate, days_before: daysBefore, sent_at: at })
    .onConflict((oc) => oc.columns(['booking_number', 'due_date', 'days_before']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const listRefunds = (db: Db, bookingNumber: string) =>
  db.selectFrom('refunds').selectAll().where('booking_number', '=', bookingNumber).orderBy('created_at').execute();

export const insertRefund = (db: Db, row: Insertable<RefundsTable>) => db.insertInto('refunds').values(row).execute();

export const findPayment = (db: Db, id: string) => db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const setSupersededBy = (db: Db, number: string, by: string) => db.updateTable('superseded_invoices').set({ superseded_by: by }).where('number', '=', number).execute();

/** Changes a booking only if nobody changed it since it was read (`updated_at` as read): false otherwise. */
export async function setBookingFieldsIfUnchanged(db: Db, number: string, readAt: string, patch: Updateable<BookingsTable>): Promise<boolean> {
  const res = await db.updateTable('bookings').set(patch).where('number', '=', number).where('updated_at', '=', readAt).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const insertPayment = (db: Db, row: Insertable<PaymentsTable>) => db.insertInto('payments').values(row).execute();
/** A booking's newest online order that may still be paid at the provider (open, or a failed attempt the provider lets the traveller try again). */
export const findLatestOnlineOrder = (db: Db, bookingNumber: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('booking_number', '=', bookingNumber)
    .where('method', '=', 'online')
    .where('status', 'in', ['pending', 'failed'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
export const listPayments = (db: Db, bookingNumber: string) =>
  db.selectFrom('payments').selectAll().where('booking_number', '=', bookingNumber).orderBy('created_at').execute();
export const findPaymentByTracking = (db: Db, trackingId: string) => db.selectFrom('payments').selectAll().where('order_tracking_id', '=', trackingId).executeTakeFirst();
export const findPaymentByReference = (db: Db, reference: string) => db.selectFrom('payments').selectAll().where('merchant_reference', '=', reference).executeTakeFirst();

/** Moves a payment on only from the status the caller saw (duplicate notifications race). */
export async function updatePaymentFrom(db: Db, id: string, fromStatus: string | string[], patch: Updateable<PaymentsTable>): Promise<boolean> {
  const result = await db.updateTable('payments').set(patch).where('id', '=', id).where('status', 'in', [fromStatus].flat()).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const updatePayment = (db: Db, id: string, patch: Updateable<PaymentsTable>) => db.updateTable('payments').set(patch).where('id', '=', id).execute();

/** An online order's row whose order was never opened at the provider (it was down, or the process stopped): it goes, as if never asked. */
export const deleteUnopenedOrder = (db: Db, id: string) => db.deleteFrom('payments').where('id', '=', id).where('order_tracking_id', 'is', null).where('method', '=', 'online').execute();

/**
 * Seats still held by bookings sent from one address whose email is not confirmed yet, and when
 * the first of those holds ends (for Retry-After).
 */
export async function unconfirmedHeldSeats(db: Db, clientIp: string, nowIso: string): Promise<{ seats: number; soonest: string | null }> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [eb.fn.sum<number | string | null>('seats').as('seats'), eb.fn.min<string | null>('hold_expires_at').as('soonest')])
    .where('client_ip', '=', clientIp)
    .where('status', 'in', ['provisional', 'awaiting_deposit'])
    .where('email_confirmed_at', 'is', null)
    .where('hold_expires_at', '>', nowIso)
    .executeTakeFirst();
  return { seats: Number(row?.seats ?? 0), soonest: row?.soonest ?? null };
}

/** Seats held by bookings of one email address with nothing paid yet, confirmed or not, and when the first of those holds ends. */
export async function unpaidHeldSeats(db: Db, email: string, nowIso: string): Promise<{ seats: number; soonest: string | null }> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [eb.fn.sum<number | string | null>('seats').as('seats'), eb.fn.min<string | null>('hold_expires_at').as('soonest')])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', 'in', ['provisional', 'awaiting_deposit'])
    .where('paid_cents', '=', 0)
    .where('hold_expires_at', '>', nowIso)
    .executeTakeFirst();
  return { seats: Number(row?.seats ?? 0), soonest: row?.soonest ?? null };
}

/** Bookings holding seats (awaiting a deposit) on a tour's departures from `fromDate` on: the office sees who holds what. */
export const findHoldsOnTour = (db: Db, tourId: string, fromDate: string) =>
  db
    .selectFrom('bookings')
    .select(['number', 'status', 'seats', 'hold_expires_at', 'client_ip', 'email_confirmed_at', 'departure_id'])
    .where('tour_id', '=', tourId)
    .where('departure_id', 'is not', null)
    .where('start_date', '>', fromDate)
    .where('status', 'in', ['provisional', 'awaiting_deposit'])
    .where('hold_expires_at', 'is not', null)
    .orderBy('hold_expires_at')
    .execute();

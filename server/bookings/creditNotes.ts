import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { nextNumber } from '@/server/leads/numbers';
import type { BookingRow } from './bookingRepository';
import type { CreditNoteDocument, InvoiceDocument } from './dto';

type Db = Kysely<Database> | Transaction<Database>;

export const findCreditNoteOf = (db: Db, bookingNumber: string) => db.selectFrom('credit_notes').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirst();

/**
 * Cancels the booking's invoice, in the cancellation's transaction: a credit note for the whole
 * invoiced total (its CN number taken there, gapless like invoices), stored as issued. Nothing to
 * do for a booking cancelled before its invoice.
 */
export async function issueCreditNote(trx: Transaction<Database>, b: BookingRow, now: Date): Promise<CreditNoteDocument | undefined> {
  const invoiceRow = await trx.selectFrom('invoices').selectAll().where('booking_number', '=', b.number).executeTakeFirst();
  if (!invoiceRow || (await findCreditNoteOf(trx, b.number))) return undefined;
  const invoice = JSON.parse(invoiceRow.body) as InvoiceDocument;
  const note: CreditNoteDocument = {
    number: await nextNumber(trx, 'CN', now),
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    bookingNumber: b.number,
    locale: invoice.locale,
    issuedAt: now.toISOString(),
    customer: invoice.customer,
    tour: invoice.tour,
    startDate: invoice.startDate,
    creditedCents: invoice.totalCents,
    paidCents: Number(b.paid_cents),
  };
  await trx.insertInto('credit_notes').values({ number: note.number, booking_number: b.number, invoice_number: invoice.number, locale: note.locale, issued_at: note.issuedAt, body: JSON.stringify(note) }).execute();
  return note;
}

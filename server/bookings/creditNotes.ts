import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { nextNumber } from '@/server/leads/numbers';
import { findInvoiceOf, type BookingRow } from './bookingRepository';
import { findCreditNoteOf, insertCreditNote } from './creditNoteRepository';
import type { CreditNoteDocument, InvoiceDocument } from './dto';

/**
 * Cancels the booking's invoice, in the cancellation's transaction: a credit note for the whole
 * invoiced total (its CN number taken there, gapless like invoices), stored as issued. Nothing to
 * do for a booking cancelled before its invoice.
 */
export async function issueCreditNote(trx: Transaction<Database>, b: BookingRow, now: Date): Promise<CreditNoteDocument | undefined> {
  const invoiceRow = await findInvoiceOf(trx, b.number);
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
  await insertCreditNote(trx, { number: note.number, booking_number: b.number, invoice_number: invoice.number, locale: note.locale, issued_at: note.issuedAt, body: JSON.stringify(note) });
  return note;
}

import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { findInvoiceOf, listRefunds } from './bookingRepository';
import { findCreditNoteOf } from './creditNoteRepository';
import type { CreditNoteDocument, InvoiceDocument } from './dto';
import { renderCreditNotePdf, renderInvoicePdf } from './invoicePdf';
import { openBooking } from './viewService';

/** The booking's invoice and credit note as issued (each undefined until issued) and what it has paid; 404 without the key. */
async function documentsOf(number: unknown, key: unknown, database?: Kysely<Database>) {
  const { booking, found } = await withDatabase('invoice', async () => {
    const db = database ?? getDb();
    const booking = await openBooking(db, number, key);
    return { booking, found: await Promise.all([findInvoiceOf(db, booking.number), findCreditNoteOf(db, booking.number), listRefunds(db, booking.number)]) };
  });
  const [invoice, creditNote, refunds] = found;
  return {
    paidCents: Number(booking.paid_cents),
    invoice: invoice && (JSON.parse(invoice.body) as InvoiceDocument),
    creditNote: creditNote && (JSON.parse(creditNote.body) as CreditNoteDocument),
    refunds: refunds.map((r) => ({ amountCents: Number(r.amount_cents), date: r.created_at })),
  };
}

/**
 * GET /api/bookings/{number}/invoice?key=: the invoice as issued, as a PDF (404 without the key or
 * before it is issued), with what was paid so far and what is still to pay; once cancelled by a
 * credit note, marked so, with nothing left to pay.
 */
export async function invoicePdfOf(number: unknown, key: unknown, database?: Kysely<Database>): Promise<{ fileName: string; pdf: Buffer }> {
  const { invoice, creditNote, refunds, paidCents } = await documentsOf(number, key, database);
  if (!invoice) throw notFound();
  return { fileName: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice, creditNote, refunds, paidCents) };
}

/** GET /api/bookings/{number}/credit-note?key=: the credit note of a cancelled booking, as a PDF (404 when there is none). */
export async function creditNotePdfOf(number: unknown, key: unknown, database?: Kysely<Database>): Promise<{ fileName: string; pdf: Buffer }> {
  const { creditNote, refunds } = await documentsOf(number, key, database);
  if (!creditNote) throw notFound();
  return { fileName: `${creditNote.number}.pdf`, pdf: await renderCreditNotePdf(creditNote, refunds) };
}

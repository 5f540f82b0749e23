import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { findInvoiceOf } from './bookingRepository';
import type { InvoiceDocument } from './dto';
import { renderInvoicePdf } from './invoicePdf';
import { openBooking } from './viewService';

/** GET /api/bookings/{number}/invoice?key=: the invoice as issued, as a PDF (404 without the key or before it is issued). */
export async function invoicePdfOf(number: unknown, key: unknown, database?: Kysely<Database>): Promise<{ fileName: string; pdf: Buffer }> {
  const invoice = await withDatabase('invoice', async () => {
    const db = database ?? getDb();
    const booking = await openBooking(db, number, key);
    return findInvoiceOf(db, booking.number);
  });
  if (!invoice) throw notFound();
  const document = JSON.parse(invoice.body) as InvoiceDocument;
  return { fileName: `${document.number}.pdf`, pdf: await renderInvoicePdf(document) };
}

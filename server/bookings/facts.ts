import type { Kysely, Transaction } from 'kysely';
import { absoluteUrl } from '@/lib/i18n/origins';
import { UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import type { Locale } from '@/lib/i18n/config';
import type { Database } from '@/server/db/types';
import type { BookingMailFacts } from '@/server/mail/bookingMails';
import { findBookedTour } from '@/server/catalogue/tourRepository';
import { accessKeyFor, confirmationCodeFor } from './accessKey';
import { bookingPagePath, invoicePdfPath } from './documentPaths';
import type { InvoiceDocument } from './dto';
import { findInvoiceOf, type BookingRow } from './bookingRepository';

type Db = Kysely<Database> | Transaction<Database>;

/** The booking's private page on its language's domain. */
export async function manageUrlOf(db: Kysely<Database>, number: string, locale: Locale): Promise<string> {
  return absoluteUrl(locale, bookingPagePath(number, await accessKeyFor(db, number)));
}

/** The manage link with the email-confirmation code: mailed to the booking's address only. */
export async function confirmUrlOf(db: Kysely<Database>, number: string, locale: Locale): Promise<string> {
  return `${await manageUrlOf(db, number, locale)}&confirm=${encodeURIComponent(await confirmationCodeFor(db, number))}`;
}

/**
 * The office sends the booking's link to an address (corrected, or the same again) while the
 * seats of a traveller's own booking still wait for the address to be confirmed. Walked: the only
 * confirmation link went to the mistyped address, so the seats went after two hours. The mail
 * carries the link; a new address also gets the seats held at least UNCONFIRMED_HOLD_HOURS from
 * now, the time any traveller has. Nothing for any other booking.
 */
export async function confirmationForAddress(db: Kysely<Database>, b: BookingRow, email: string, now: Date): Promise<{ hold?: { hold_expires_at: string }; confirmUrl?: string }> {
  const waiting = b.client_ip !== null && !b.email_confirmed_at && ['provisional', 'awaiting_deposit'].includes(b.status) && b.hold_expires_at !== null && b.hold_expires_at > now.toISOString();
  if (!waiting) return {};
  const until = new Date(now.getTime() + UNCONFIRMED_HOLD_HOURS * 3_600_000).toISOString();
  const longer = email !== b.email && until > b.hold_expires_at!;
  return { ...(longer ? { hold: { hold_expires_at: until } } : {}), confirmUrl: await confirmUrlOf(db, b.number, b.locale as Locale) };
}

export async function tourOf(db: Db, booking: { tour_id: string | null; locale: string }) {
  if (!booking.tour_id) return undefined;
  // A booking keeps naming its tour after the tour is archived or while its language is unpublished.
  return findBookedTour(db as Kysely<Database>, booking.locale, booking.tour_id);
}

/**
 * What a mail about the booking says, read inside the caller's transaction. `linkDb` is the
 * site's database (the link secret is already loaded: see prepareAccessKeys).
 */
export async function mailFacts(trx: Db, linkDb: Kysely<Database>, b: BookingRow): Promise<BookingMailFacts> {
  const locale = b.locale as Locale;
  const [tour, invoice, key] = await Promise.all([tourOf(trx, b), findInvoiceOf(trx, b.number), accessKeyFor(linkDb, b.number)]);
  return {
    number: b.number, locale, fullName: b.full_name, email: b.email, tourTitle: tour?.title ?? null, startDate: b.start_date,
    totalCents: Number(b.total_cents), depositCents: Number(b.deposit_cents), depositPercent: Number(b.deposit_percent), paidCents: Number(b.paid_cents),
    balanceDueDate: b.balance_due_date, holdExpiresAt: b.hold_expires_at, invoiceNumber: invoice?.number,
    depositDueDate: invoice ? (JSON.parse(invoice.body) as InvoiceDocument).depositDueDate : undefined,
    manageUrl: absoluteUrl(locale, bookingPagePath(b.number, key)),
    ...(invoice ? { invoicePdfUrl: absoluteUrl(locale, invoicePdfPath(b.number, key)) } : {}),
  };
}

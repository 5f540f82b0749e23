import type { Kysely, Transaction, Updateable } from 'kysely';
import { withOfficeLines, type OfficeLine } from '@/lib/booking/officeLines';
import { depositIsPaid } from '@/lib/booking/amountDue';
import { depositCentsOf, type PriceLine } from '@/lib/booking/pricing';
import { CLOSED_BOOKING_STATUSES, type BookingStatus } from '@/lib/booking/rules';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { findBooking, findInvoiceOf, listBookingLines, retireInvoice, setBookingFieldsIfUnchanged, setSupersededBy, type BookingRow } from '@/server/bookings/bookingRepository';
import { confirmationForAddress, mailFacts, tourOf } from '@/server/bookings/facts';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { invoiceOutdated, issueInvoice } from '@/server/bookings/invoices';
import { getDb } from '@/server/db/connection';
import type { BookingsTable, Database } from '@/server/db/types';
import type { InvoiceDocument } from '@/server/bookings/dto';
import { AppError, notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { bookingAddressChangedMail, bookingAmendedMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { kindOfNumber } from './inboxItems';
import type { Operator } from './operatorService';
import { bookingFacts, historyOf } from './requestFacts';
import { recordEvent } from './requestEvents';
import { formatCents } from '@/lib/format/price';


/** The lines the price rules make for the travellers; the others are the office's own (named in the change mail). */
export const TRAVELLER_KINDS: ReadonlySet<string> = new Set(['adult', 'child', 'infant']);

/** Rows of booking_lines as the price rules take them. */
export const officeLinesOf = (rows: { id: string; kind: OfficeLine['kind']; description: string; amount_cents: number; quantity: number; percent: number | null }[]): OfficeLine[] =>
  rows.map((r) => ({ id: r.id, kind: r.kind, description: r.description, amountCents: Number(r.amount_cents), quantity: Number(r.quantity), ...(r.percent == null ? {} : { percent: Number(r.percent) }) }));

/**
 * The travellers' lines as priced, with the office's lines (as they are now) laid over them: the
 * lines, the total and the deposit at the booking's share. Stored in the booking's payload, the
 * travellers' lines apart so that a later line is priced over them again.
 */
export async function priceWithOfficeLines(trx: Transaction<Database>, number: string, computed: PriceLine[], depositPercent: number) {
  const priced = withOfficeLines(computed, officeLinesOf(await listBookingLines(trx, number)));
  return { computedLines: computed, lines: priced.lines, total_cents: priced.totalCents, deposit_cents: depositCentsOf(priced.totalCents, depositPercent) };
}

/** GET /api/admin/bookings/{number} → { booking }: where it stands, the trip, the travellers and contact, the money (totalCents, depositCents, balanceCents), its lines, invoices, payments and history. */
export async function adminBooking(number: string) {
  if (kindOfNumber(number) !== 'booking') throw notFound();
  return withDatabase('admin-booking', async () => ({ booking: await bookingView(getDb(), number) }));
}

async function bookingView(db: Kysely<Database> | Transaction<Database>, number: string) {
  const row = await findBooking(db, number);
  if (!row) throw notFound();
  const [facts, lines, history] = await Promise.all([bookingFacts(db, number, row), listBookingLines(db, number), historyOf(db, 'booking', number, row.created_at)]);
  return {
    ...facts!,
    childAges: facts!.childrenAges,
    fullName: row.full_name, email: row.email, phone: row.phone, country: row.country, locale: row.locale,
    travellerNames: (JSON.parse(row.payload) as { travellerNames?: string[] }).travellerNames ?? [],
    updatedAt: row.updated_at,
    // The office's own lines, with the ids DELETE …/lines/{id} takes.
    officeLines: officeLinesOf(lines),
    history,
  };
}

/**
 * `preview`: made and rolled back; `quiet`: no mail (the step that makes the change mails the
 * traveller itself); `refundCents`: money the same step pays back, which a paid deposit gives up.
 */
export type ChangeOptions = { preview?: boolean; quiet?: boolean; refundCents?: number };

type Changed = { booking: Awaited<ReturnType<typeof bookingView>>; difference: Awaited<ReturnType<typeof commitBookingChange>> };

/** Thrown to roll a previewed change back, carrying what it would have made. */
class PreviewOnly extends Error {
  constructor(readonly result: Changed) {
    super('preview');
  }
}

/**
 * One change the office makes to a booking, the same way for every kind of change: holds that ran
 * out are released first; in one transaction the booking is read (a closed one is a 409
 * `booking_closed`), `work` says what changes and why, and commitBookingChange writes it. Answers
 * { booking, difference }, and the traveller's mail leaves at once. With `preview`, the very same
 * change is made and then rolled back (seats, invoice numbers and mails included): the answer is
 * what saving would give, `preview: true`, and nothing has changed.
 */
export async function changeBooking(
  number: string,
  operator: Operator,
  scope: string,
  work: (trx: Transaction<Database>, b: BookingRow, now: Date) => Promise<{ patch: Updateable<BookingsTable>; note: string }>,
  options: ChangeOptions = {},
): Promise<Changed & { preview?: true }> {
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const result = await withDatabase(scope, async (): Promise<Changed & { preview?: true }> => {
    const db = getDb();
    const now = new Date();
    await expireHolds(db, now);
    await prepareAccessKeys(db);
    try {
      const difference = await db.transaction().execute(async (trx) => {
        const b = await findBooking(trx, number);
        if (!b) throw notFound();
        if (CLOSED_BOOKING_STATUSES.includes(b.status as BookingStatus)) throw new AppError(409, 'booking_closed', 'api.bookingNotAmendable');
        const { patch, note } = await work(trx, b, now);
        const difference = await commitBookingChange(trx, db, b, { ...patch, updated_at: now.toISOString() }, { actor: operator.email, now, note, quiet: options.quiet, refundCents: options.refundCents });
        if (options.preview) throw new PreviewOnly({ booking: await bookingView(trx, number), difference });
        return difference;
      });
      return { booking: await bookingView(db, number), difference };
    } catch (err) {
      if (err instanceof PreviewOnly) return { ...err.result, preview: true as const };
      throw err;
    }
  });
  if (!result.preview) kickOutbox();
  return result;
}

/**
 * A booking whose deposit is paid is confirmed on it: a higher price asks for more balance, not a
 * top-up of the deposit by a new date (the share is never asked again over what was paid), and a
 * lower one leaves the deposit as received (walked: a discount made it "30 % of the new price",
 * so the invoice said less received than was and two different sums left to pay). Money the
 * change pays back (`refundCents`, a goodwill refund) comes out of it: the deposit is still paid.
 */
function keptDeposit(b: BookingRow, patch: Updateable<BookingsTable>, refundCents = 0): Updateable<BookingsTable> {
  const paid = Number(b.paid_cents);
  // Invoiced in full (the trip is close): what is asked is the whole price, whatever it becomes.
  if (!depositIsPaid({ depositCents: Number(b.deposit_cents), paidCents: paid }) || patch.deposit_cents === undefined || Number(b.deposit_percent) >= 100) return {};
  const total = Number(patch.total_cents ?? b.total_cents);
  const deposit = Math.max(0, Math.min(Math.max(Number(patch.deposit_cents), Number(b.deposit_cents)), paid - refundCents, total));
  // Moved into the last weeks, where a new booking is invoiced in full: the deposit paid stays a
  // deposit and the rest is the balance, due now (walked: "payment in full due by 2 December:
  // $ 810" on a $ 2,700 trip, beside a balance of $ 1,890 due the same day and "no balance later").
  const intoFull = Number(patch.deposit_percent ?? b.deposit_percent) >= 100 && deposit < total;
  return { deposit_cents: deposit, ...(intoFull ? { deposit_percent: b.deposit_percent, deposit_rule: b.deposit_rule } : {}) };
}

/**
 * Writes a change the office made to a booking, in the caller's transaction: only if nobody
 * changed the booking since it was read (else 409 `booking_changed`); the invoice issued again
 * when anything it states changed (the old one kept, superseded); the history line; the traveller's mail of
 * what changed (and a note to an address no longer used). Answers the money's difference.
 */
async function commitBookingChange(
  trx: Transaction<Database>,
  db: Kysely<Database>,
  b: BookingRow,
  patch: Updateable<BookingsTable> & { updated_at: string },
  change: { actor: string; now: Date; note: string; quiet?: boolean; refundCents?: number },
) {
  patch = { ...patch, ...keptDeposit(b, patch, change.refundCents) };
  const confirmation = patch.email ? await confirmationForAddress(db, b, patch.email, change.now) : {};
  patch = { ...patch, ...confirmation.hold };
  if (!(await setBookingFieldsIfUnchanged(trx, b.number, b.updated_at, patch))) throw new AppError(409, 'booking_changed', 'api.bookingChanged');
  const after = { ...b, ...patch } as BookingRow;
  const moneyChanged = Number(after.total_cents) !== Number(b.total_cents) || Number(after.deposit_cents) !== Number(b.deposit_cents);
  const invoice = await findInvoiceOf(trx, b.number);
  // Not only the money: a new first day moves the balance's date, a corrected name is who is billed.
  const reissued = !!invoice && invoiceOutdated(b, after);
  if (invoice && reissued) {
    const tour = after.tour_id ? await tourOf(trx, after) : undefined;
    // The booking has one current invoice: the old one steps aside, keeping its number and text.
    await retireInvoice(trx, invoice, patch.updated_at);
    const issued = await issueInvoice(trx, after, tour ? { title: tour.title, days: Number(tour.days) } : null, change.now, JSON.parse(invoice.body) as InvoiceDocument);
    await setSupersededBy(trx, invoice.number, issued.number);
  }
  const note = [change.note, moneyChanged ? `total ${formatCents(Number(b.total_cents))} → ${formatCents(Number(after.total_cents))}` : ''].filter(Boolean).join('; ');
  await recordEvent(trx, { number: b.number, kind: 'booking', actor: change.actor, action: 'amend', note, now: change.now });
  const facts = await mailFacts(trx, db, after);
  // Quiet: the change is part of a step whose own mail tells the traveller (a goodwill refund).
  const officeLines = ((JSON.parse(after.payload) as { lines?: PriceLine[] }).lines ?? []).filter((l) => !TRAVELLER_KINDS.has(l.kind));
  const amended = { ...facts, confirmUrl: confirmation.confirmUrl, adults: Number(after.adults), children: Number(after.children) };
  const mails = change.quiet ? [] : [bookingAmendedMail(amended, Number(b.total_cents), reissued, { wasStartDate: b.start_date, officeLines })];
  if (after.email !== b.email) mails.push(bookingAddressChangedMail(facts, b.email));
  await enqueueMails(trx, mails, change.now);
  const balance = (r: { total_cents: number; paid_cents: number }) => Math.max(0, Number(r.total_cents) - Number(r.paid_cents));
  return { totalCents: Number(after.total_cents) - Number(b.total_cents), depositCents: Number(after.deposit_cents) - Number(b.deposit_cents), balanceCents: balance(after) - balance(b) };
}

import { randomBytes } from 'node:crypto';
import { bookingLine } from '@/lib/admin/bookingAmend';
import { withOfficeLines } from '@/lib/booking/officeLines';
import { percentOf, type PriceLine } from '@/lib/booking/pricing';
import { deleteBookingLine, findBooking, insertBookingLine, listBookingLines, type BookingRow } from '@/server/bookings/bookingRepository';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { kickOutbox } from '@/server/mail/worker';
import type { Kysely, Transaction } from 'kysely';
import { adminBooking, CLOSED } from './bookingAmendService';
import { commitBookingChange, officeLinesOf } from './bookingChange';
import { kindOfNumber } from './inboxItems';
import type { Operator } from './operatorService';

const TRAVELLER_KINDS = new Set(['adult', 'child', 'infant']);

/** The booking priced again over its travellers' lines with the office's lines as they are now; the deposit keeps its share. */
async function reprice(trx: Transaction<Database>, db: Kysely<Database>, b: BookingRow, actor: string, now: Date, note: string) {
  const payload = JSON.parse(b.payload) as Record<string, unknown> & { lines?: PriceLine[]; computedLines?: PriceLine[] };
  const computed = payload.computedLines ?? (payload.lines ?? []).filter((l) => TRAVELLER_KINDS.has(l.kind));
  const priced = withOfficeLines(computed, officeLinesOf(await listBookingLines(trx, b.number)));
  const patch = {
    total_cents: priced.totalCents, deposit_cents: percentOf(priced.totalCents, Number(b.deposit_percent)),
    payload: JSON.stringify({ ...payload, computedLines: computed, lines: priced.lines }), updated_at: now.toISOString(),
  };
  return commitBookingChange(trx, db, b, patch, { actor, now, note });
}

async function changeLines(number: string, operator: Operator, scope: string, work: (trx: Transaction<Database>, b: BookingRow) => Promise<string>) {
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const difference = await withDatabase(scope, async () => {
    const db = getDb();
    await prepareAccessKeys(db);
    return db.transaction().execute(async (trx) => {
      const b = await findBooking(trx, number);
      if (!b) throw notFound();
      if (CLOSED.has(b.status)) throw new AppError(409, 'booking_closed', 'api.bookingNotAmendable');
      if (!b.tour_id) throw new AppError(409, 'tailor_made', 'api.invalidInput', { kind: 'validation.invalid' });
      const note = await work(trx, b);
      return reprice(trx, db, b, operator.email, new Date(), note);
    });
  });
  kickOutbox();
  return { ...(await adminBooking(number)), difference };
}

/** POST /api/admin/bookings/{number}/lines → 201 { booking, difference, line }: totals, deposit and balance follow; the invoice is issued again; the traveller mailed. */
export async function addBookingLine(number: string, input: unknown, operator: Operator) {
  const l = parseInput(bookingLine, input);
  const id = `line-${randomBytes(6).toString('hex')}`;
  const result = await changeLines(number, operator, 'admin-booking-line-add', async (trx) => {
    await insertBookingLine(trx, { id, booking_number: number, kind: l.kind, description: l.description, amount_cents: l.amountCents, quantity: l.quantity, created_at: new Date().toISOString(), created_by: operator.email });
    return `line added: ${l.kind} "${l.description}" ${l.quantity} × ${l.amountCents} cents`;
  });
  return { ...result, line: { id, ...l } };
}

/** DELETE /api/admin/bookings/{number}/lines/{id} → { booking, difference }. */
export async function removeBookingLine(number: string, id: string, operator: Operator) {
  return changeLines(number, operator, 'admin-booking-line-remove', async (trx) => {
    if (!(await deleteBookingLine(trx, number, id))) throw notFound();
    return `line removed: ${id}`;
  });
}

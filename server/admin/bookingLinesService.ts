import { randomBytes } from 'node:crypto';
import { bookingLine } from '@/lib/admin/bookingAmend';
import type { Transaction } from 'kysely';
import type { PriceLine } from '@/lib/booking/pricing';
import { formatCents } from '@/lib/format/price';
import { deleteBookingLine, insertBookingLine, listBookingLines } from '@/server/bookings/bookingRepository';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { changeBooking, priceWithOfficeLines, TRAVELLER_KINDS, type ChangeOptions } from './bookingChange';
import type { Operator } from './operatorService';

/**
 * A change of the office's lines: `work` adds or removes one, then the booking is priced again
 * over its travellers' lines with the office's lines as they are now (the deposit keeps its share).
 * A tailor-made trip has no travellers' lines: the office's lines are its whole price.
 */
function changeLines(number: string, operator: Operator, scope: string, work: (trx: Transaction<Database>) => Promise<string>, options: ChangeOptions = {}) {
  return changeBooking(number, operator, scope, async (trx, b) => {
    const note = await work(trx);
    const payload = JSON.parse(b.payload) as Record<string, unknown> & { lines?: PriceLine[]; computedLines?: PriceLine[] };
    const computed = payload.computedLines ?? (payload.lines ?? []).filter((l) => TRAVELLER_KINDS.has(l.kind));
    const { computedLines, lines, total_cents, deposit_cents } = await priceWithOfficeLines(trx, b.number, computed, Number(b.deposit_percent));
    return { patch: { total_cents, deposit_cents, payload: JSON.stringify({ ...payload, computedLines, lines }) }, note };
  }, options);
}

/**
 * POST /api/admin/bookings/{number}/lines → 201 { booking, difference, line }: totals, deposit and
 * balance follow; the invoice is issued again; the traveller mailed (unless `quiet`: a step that
 * mails them itself adds the line).
 */
export async function addBookingLine(number: string, input: unknown, operator: Operator, options: ChangeOptions = {}) {
  const l = parseInput(bookingLine, input);
  const id = `line-${randomBytes(6).toString('hex')}`;
  const result = await changeLines(number, operator, 'admin-booking-line-add', async (trx) => {
    const amount = l.percent === undefined ? `${l.quantity} × ${formatCents(l.amountCents ?? 0)}` : `${l.percent} %`;
    await insertBookingLine(trx, {
      id, booking_number: number, kind: l.kind, description: l.description, amount_cents: l.amountCents ?? 0, quantity: l.percent === undefined ? l.quantity : 1,
      percent: l.percent ?? null, created_at: new Date().toISOString(), created_by: operator.email,
    });
    return `line added: ${l.kind} "${l.description}" ${amount}`;
  }, options);
  return { ...result, line: { id, ...l } };
}

/** DELETE /api/admin/bookings/{number}/lines/{id} → { booking, difference }. */
export async function removeBookingLine(number: string, id: string, operator: Operator) {
  return changeLines(number, operator, 'admin-booking-line-remove', async (trx) => {
    // The history names the line as the office wrote it, not by its id.
    const line = (await listBookingLines(trx, number)).find((x) => x.id === id);
    if (!line || !(await deleteBookingLine(trx, number, id))) throw notFound();
    return `line removed: ${line.kind} "${line.description}"`;
  });
}

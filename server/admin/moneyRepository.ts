import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A booking still owes money: awaiting its deposit, or confirmed with a balance to pay. */
export const owesMoney = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.and([eb('bookings.status', 'in', ['awaiting_deposit', 'confirmed']), eb('bookings.paid_cents', '<', eb.ref('bookings.total_cents'))]);

/** Bookings that still owe money, the soonest balance first. */
export const findMoneyOwed = (db: Db) =>
  db
    .selectFrom('bookings')
    .leftJoin('invoices as i', 'i.booking_number', 'bookings.number')
    .select(['bookings.number', 'bookings.status', 'bookings.full_name', 'bookings.email', 'bookings.start_date', 'bookings.total_cents', 'bookings.deposit_cents', 'bookings.paid_cents', 'bookings.balance_due_date', 'bookings.hold_expires_at', 'i.body as invoice'])
    .where((eb) => owesMoney(eb))
    .orderBy('bookings.balance_due_date')
    .execute();

/** Payments received from `from` to `to` (ISO times), oldest first. */
export const findPaymentsReceived = (db: Db, from: string, to: string) =>
  db
    .selectFrom('payments')
    .select(['booking_number', 'method', 'amount_cents', 'merchant_reference', 'updated_at'])
    .where('status', '=', 'completed')
    .where('updated_at', '>=', from)
    .where('updated_at', '<', to)
    .orderBy('updated_at')
    .execute();

/** Affiliates' rewards earned and not yet paid, with the affiliate's email. */
export const findRewardsToPay = (db: Db) =>
  db
    .selectFrom('affiliate_rewards as r')
    .leftJoin('affiliates as a', 'a.agency_id', 'r.agency_id')
    .select(['r.id', 'r.agency_id', 'a.email', 'r.friend_name', 'r.booking_number', 'r.amount', 'r.earned_at'])
    .where('r.status', '=', 'earned')
    .orderBy('r.earned_at')
    .execute();

/** Money paid back in the period (refunds table): by bank, cash or through the payment provider. */
export const findRefundsMade = (db: Db, from: string, to: string) =>
  db
    .selectFrom('refunds')
    .select(['booking_number', 'method', 'amount_cents', 'reference', 'created_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .execute();

/**
 * Bookings holding travellers' money they may be owed back: paid over their total (a change made
 * the trip cheaper), or cancelled with money still paid (refunded as the terms allow). Paid is net
 * of refunds already made, so a refund takes a booking off this list.
 */
export const findMoneyToRefund = (db: Db) =>
  db
    .selectFrom('bookings')
    .select(['number', 'status', 'full_name', 'email', 'total_cents', 'paid_cents', 'updated_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'cancelled'), eb('paid_cents', '>', 0)]),
        eb.and([eb('status', '!=', 'cancelled'), eb('paid_cents', '>', eb.ref('total_cents'))]),
      ]),
    )
    .orderBy('updated_at')
    .execute();

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Bookings that still owe money: awaiting their deposit, or confirmed with a balance to pay. */
export const findMoneyOwed = (db: Db) =>
  db
    .selectFrom('bookings as b')
    .leftJoin('invoices as i', 'i.booking_number', 'b.number')
    .select(['b.number', 'b.status', 'b.full_name', 'b.email', 'b.start_date', 'b.total_cents', 'b.deposit_cents', 'b.paid_cents', 'b.balance_due_date', 'b.hold_expires_at', 'i.body as invoice'])
    .where('b.status', 'in', ['awaiting_deposit', 'confirmed'])
    .whereRef('b.paid_cents', '<', 'b.total_cents')
    .orderBy('b.balance_due_date')
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

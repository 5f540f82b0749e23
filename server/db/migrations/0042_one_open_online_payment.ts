import { sql, type Kysely } from 'kysely';

type Payments = { payments: { id: string; booking_number: string; method: string; status: string; created_at: string } };

/**
 * At most one online order open (pending) per booking: two tabs, or a click after the office
 * changed the price, opened a second order beside the first, and both could be paid (walked:
 * $ 4,050 taken on a $ 1,350 trip). An order left behind by a newer one is `superseded`; what the
 * provider later says of it still counts (server/payments/applyPaymentStatus.ts). Orders already
 * open side by side are left as the newest one open and the others superseded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as unknown as Kysely<Payments>;
  const open = await d.selectFrom('payments').select(['id', 'booking_number']).where('method', '=', 'online').where('status', '=', 'pending').orderBy('created_at', 'desc').execute();
  const newest = new Set<string>();
  for (const row of open) {
    if (!newest.has(row.booking_number)) newest.add(row.booking_number);
    else await d.updateTable('payments').set({ status: 'superseded' }).where('id', '=', row.id).execute();
  }
  await db.schema
    .createIndex('payments_one_open_online')
    .on('payments')
    .column('booking_number')
    .unique()
    .where(sql.ref('method'), '=', 'online')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_one_open_online').execute();
}

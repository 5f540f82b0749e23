import { sql, type Kysely } from 'kysely';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Deals the office runs: a tour, a percentage or an amount off, a first and a last day (UTC,
 * both included). The old `tours.deal_percent` said "x % off" without lowering any price the
 * traveller paid; those offers become deals of 90 days from today, and the column goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deals')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('edited_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('edited_by', 'varchar(254)')
    .execute();
  await db.schema.createIndex('deals_by_tour').on('deals').columns(['tour_id', 'ends_on']).execute();

  const today = new Date().toISOString().slice(0, 10);
  const now = new Date().toISOString();
  const offers = (await sql<{ id: string; deal_percent: number }>`select id, deal_percent from tours where deal_percent is not null`.execute(db)).rows;
  if (offers.length) {
    await db.insertInto('deals').values(offers.map((t) => ({
      id: `deal-${t.id}`.slice(0, 40), tour_id: t.id, kind: 'percent', value: Number(t.deal_percent),
      starts_on: today, ends_on: addDays(today, 89), created_at: now, edited_at: now, edited_by: null,
    }))).execute();
    // The sample deals are in place: `npm run setup` adds none again (server/db/seed/catalogue/deals.ts).
    await db.insertInto('payment_settings').values({ name: 'sample_deals', value: 'seeded', updated_at: now }).execute();
  }
  await db.schema.alterTable('tours').dropColumn('deal_percent').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tours').addColumn('deal_percent', 'integer').execute();
  await db.schema.dropTable('deals').execute();
}

import type { Kysely, Transaction } from 'kysely';
import { addDays } from '@/server/bookings/dates';
import { insertSettingOnce, readSetting } from '@/server/bookings/settingsRepository';
import type { Database } from '../../types';
import { TOURS } from './tours';

type Db = Kysely<Database> | Transaction<Database>;

/** How long the sample deals run from the day the catalogue is first set up. */
const SAMPLE_DEAL_DAYS = 90;

/**
 * The sample tours' deals, written once: into a new database, never again after (the office may
 * have ended, changed or deleted them; `npm run setup` must not bring them back).
 */
export async function seedSampleDeals(db: Db, today: string): Promise<void> {
  if (await readSetting(db, 'sample_deals')) return;
  const now = new Date().toISOString();
  const known = new Set((await db.selectFrom('tours').select('id').execute()).map((r) => r.id));
  const rows = TOURS.filter((t) => t.dealPercent && known.has(t.id)).map((t) => ({
    id: `deal-${t.id}`.slice(0, 40), tour_id: t.id, kind: 'percent' as const, value: t.dealPercent!,
    starts_on: today, ends_on: addDays(today, SAMPLE_DEAL_DAYS - 1), created_at: now, edited_at: now, edited_by: null,
  }));
  if (rows.length) await db.insertInto('deals').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
  await insertSettingOnce(db, 'sample_deals', 'seeded');
}

import type { Kysely, Transaction } from 'kysely';
import { insertSettingOnce, readSetting } from '@/server/bookings/settingsRepository';
import type { Database } from '../types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether this database takes the sample content (tours, reviews, articles, team, partners,
 * deals, departures). `npm run setup -- --no-samples` turns them off for good on a new database:
 * every later setup (a deploy's `npm run build`) leaves the operator's catalogue empty too.
 */
export const samplesWanted = async (db: Db) => (await readSetting(db, 'samples')) !== 'off';

export class SamplesAlreadyThere extends Error {}

/** Turns the samples off; refused (nothing changed) on a database that has them already. */
export async function turnSamplesOff(db: Db): Promise<void> {
  if (!(await samplesWanted(db))) return;
  if (await db.selectFrom('tours').select('id').limit(1).executeTakeFirst()) {
    throw new SamplesAlreadyThere('this database already holds the sample catalogue: --no-samples starts a new, empty one (nothing was changed)');
  }
  await insertSettingOnce(db, 'samples', 'off');
}

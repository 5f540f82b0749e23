import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

const PREFIX = 'morning_digest:';

/**
 * Claims the digest of a day: a unique key in payment_settings (the settings kept once). True for
 * the one caller whose insert went in; every other instance (or a second run) finds it taken.
 */
export async function claimDigestDay(db: Db, day: string, at: string): Promise<boolean> {
  const result = await db.insertInto('payment_settings').values({ name: `${PREFIX}${day}`, value: at, updated_at: at }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Earlier days' claims are of no use once a later day is claimed. */
export const forgetDigestDaysBefore = (db: Db, day: string) =>
  db.deleteFrom('payment_settings').where('name', 'like', `${PREFIX}%`).where('name', '<', `${PREFIX}${day}`).execute();

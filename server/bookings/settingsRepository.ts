import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('payment_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

/** Keeps the first value written: two instances starting at once agree on one. */
export async function insertSettingOnce(db: Db, name: string, value: string): Promise<void> {
  await db.insertInto('payment_settings').values({ name, value, updated_at: new Date().toISOString() }).onConflict((oc) => oc.column('name').doNothing()).execute();
}

/** Deletes a setting only while it still holds `value` (another instance may have replaced it already). */
export async function deleteSettingIfValue(db: Db, name: string, value: string): Promise<void> {
  await db.deleteFrom('payment_settings').where('name', '=', name).where('value', '=', value).execute();
}

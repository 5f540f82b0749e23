import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

export const findPaymentSetting = async (db: Db, name: string) =>
  (await db.selectFrom('payment_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;

/** Keeps the first value written under a name: a second writer's insert is ignored. */
export const insertPaymentSettingIfAbsent = (db: Db, name: string, value: string) =>
  db
    .insertInto('payment_settings')
    .values({ name, value, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

/** Deletes a setting only while it still holds `value` (another process may have replaced it already). */
export const deletePaymentSetting = (db: Db, name: string, value: string) =>
  db.deleteFrom('payment_settings').where('name', '=', name).where('value', '=', value).execute();

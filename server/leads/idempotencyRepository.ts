import type { Insertable, Kysely } from 'kysely';
import type { Database, IdempotencyKeysTable } from '@/server/db/types';

type Db = Kysely<Database>;

export const findIdempotencyKey = (db: Db, key: string) => db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

export const insertIdempotencyKey = (db: Db, row: Insertable<IdempotencyKeysTable>) => db.insertInto('idempotency_keys').values(row).execute();

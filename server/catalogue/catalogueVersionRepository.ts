import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

/** The catalogue's version (migration 0039): moved on by every write to the catalogue's tables. */
export async function readCatalogueVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import type { Database } from './types';

/** Migrate then seed: what a fresh machine needs before the site can serve. */
export async function setupDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seed(db);
}

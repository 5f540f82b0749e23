import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { turnSamplesOff } from './seed/samples';
import type { Database } from './types';

/**
 * Migrate then seed: what a fresh machine needs before the site can serve. `samples: false`
 * (`npm run setup -- --no-samples`) starts a real operator's empty catalogue.
 */
export async function setupDatabase(db: Kysely<Database>, options: { samples?: boolean } = {}): Promise<void> {
  await migrateToLatest(db);
  if (options.samples === false) await turnSamplesOff(db);
  await seed(db);
}

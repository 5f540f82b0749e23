import type { Migration } from 'kysely';
import * as m0001 from './0001_pages';
import * as m0002 from './0002_catalogue';

/** Listed statically (not read from disk) so the bundled server and the CLI see the same set. */
export const migrations: Record<string, Migration> = {
  '0001_pages': m0001,
  '0002_catalogue': m0002,
};

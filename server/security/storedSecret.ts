import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { insertSettingOnce, readSetting } from '@/server/bookings/settingsRepository';

const cache = new Map<string, WeakMap<object, Promise<Buffer>>>();

/**
 * A signing secret: the environment variable's value when it is set, otherwise one made on first
 * use and kept in the database's settings (the first instance to write it wins, so every instance
 * and every restart over that database agrees). Nothing to configure on a new site.
 */
export function storedSecret(db: Kysely<Database>, setting: string, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv) return Promise.resolve(Buffer.from(fromEnv));
  let perDb = cache.get(setting);
  if (!perDb) cache.set(setting, (perDb = new WeakMap()));
  let secret = perDb.get(db);
  if (!secret) {
    secret = (async () => {
      await insertSettingOnce(db, setting, randomBytes(32).toString('hex'));
      return Buffer.from((await readSetting(db, setting))!, 'hex');
    })();
    // A database that could not be read is asked again next time.
    secret.catch(() => perDb.delete(db));
    perDb.set(db, secret);
  }
  return secret;
}

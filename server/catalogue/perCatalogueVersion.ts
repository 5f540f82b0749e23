import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { readCatalogueVersion } from './catalogueVersionRepository';

type Db = Kysely<Database>;

/**
 * `make(db, key)` worked out once per catalogue version: each call reads the version (one
 * one-row query) and makes the value again only when it has moved since, so an edit made on
 * any instance is in the next answer of every instance. Callers share the value: read it, never
 * change it. A failed make is not kept. `alsoBy` names what else the value depends on (today's
 * date): when it changes, the value is made again too.
 */
export function perCatalogueVersion<T>(make: (db: Db, key: string) => Promise<T>, alsoBy?: () => string): (db: Db, key: string) => Promise<T> {
  const kept = new WeakMap<Db, Map<string, { version: string; value: Promise<T> }>>();
  return async (db, key) => {
    const version = `${await readCatalogueVersion(db)} ${alsoBy?.() ?? ''}`;
    let byKey = kept.get(db);
    if (!byKey) kept.set(db, (byKey = new Map()));
    const hit = byKey.get(key);
    if (hit?.version === version) return hit.value;
    const value = make(db, key);
    byKey.set(key, { version, value });
    value.catch(() => {
      if (byKey.get(key)?.value === value) byKey.delete(key);
    });
    return value;
  };
}

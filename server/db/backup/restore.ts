import { Migrator, NO_MIGRATIONS, type Kysely } from 'kysely';
import { migrations } from '../migrations';
import { migrateToLatest } from '../migrate';
import type { BackupSource } from './source';
import { restoredValue } from './rows';
import { tablesInDependencyOrder, type Engine } from './tables';

/** A restore that would overwrite data, or cannot be done by this version of the site. */
export class RestoreRefused extends Error {}

/** Rows of the target's tables that hold any (what a restore without --force refuses to replace). */
export async function nonEmptyTables(db: Kysely<any>, engine: Engine): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { name } of await tablesInDependencyOrder(db, engine)) {
    const { n } = await db.selectFrom(name).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    if (Number(n) > 0) found[name] = Number(n);
  }
  return found;
}

/**
 * Restores a backup into the target database, of either engine (a SQLite backup into
 * PostgreSQL moves a site between them). The target is brought to the backup's migration,
 * receives every row in one transaction (all or nothing), then is migrated to this version of
 * the site. A target holding any row is refused unless `force`, which replaces its contents.
 */
export async function restoreBackup(target: Kysely<any>, engine: Engine, source: BackupSource, { force = false } = {}): Promise<Record<string, number>> {
  const known = Object.keys(migrations);
  if (source.migrations.some((name, i) => known[i] !== name)) {
    throw new RestoreRefused(`the backup was made by another version of the site (migrations ${source.migrations.join(', ')}): restore it with that version`);
  }
  const occupied = await nonEmptyTables(target, engine);
  if (Object.keys(occupied).length && !force) {
    const list = Object.entries(occupied).map(([t, n]) => `${t} (${n})`).join(', ');
    throw new RestoreRefused(`the target database is not empty: ${list}. Restore into an empty database, or pass --force to replace its contents`);
  }

  const migrator = new Migrator({ db: target, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(source.migrations.at(-1) ?? NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));

  const tables = await tablesInDependencyOrder(target, engine);
  const counts: Record<string, number> = {};
  await target.transaction().execute(async (trx) => {
    for (const { name } of [...tables].reverse()) await trx.deleteFrom(name).execute();
    for await (const batch of source.batches()) {
      counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows.length;
      // Few enough bound values per statement for either engine (PostgreSQL allows 65,535).
      const perInsert = Math.max(1, Math.floor(5000 / Math.max(1, batch.columns.length)));
      for (let i = 0; i < batch.rows.length; i += perInsert) {
        const rows = batch.rows.slice(i, i + perInsert).map((row) => Object.fromEntries(batch.columns.map((c, j) => [c, restoredValue(row[j]!)])));
        await trx.insertInto(batch.table).values(rows).execute();
      }
    }
  });
  await migrateToLatest(target);
  return counts;
}

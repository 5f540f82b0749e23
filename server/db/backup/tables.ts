import { sql, type Kysely } from 'kysely';
import type { DbConfig } from '../connection';

export type Engine = DbConfig['engine'];
export type TableInfo = { name: string; primaryKey: string[] };

/**
 * Kysely's own bookkeeping and the catalogue's version counter (its triggers move it on as the
 * restored rows go in): made by running the migrations, never copied.
 */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock', 'catalogue_version']);

/**
 * The site's tables with their primary keys, parents before children (a table comes after every
 * table its foreign keys point to), so rows can be inserted in this order and deleted in reverse.
 * Read from the database itself, so a table a new migration adds is backed up without a change here.
 */
export async function tablesInDependencyOrder(db: Kysely<any>, engine: Engine): Promise<TableInfo[]> {
  const names = (await tableNames(db, engine)).filter((n) => !MIGRATION_TABLES.has(n)).sort();
  const parents = new Map<string, Set<string>>();
  const keys = new Map<string, string[]>();
  for (const name of names) {
    parents.set(name, new Set((await foreignKeyParents(db, engine, name)).filter((p) => p !== name && names.includes(p))));
    keys.set(name, await primaryKey(db, engine, name));
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error(`foreign keys form a cycle among: ${names.filter((n) => !placed.has(n)).join(', ')}`);
    for (const name of ready) {
      placed.add(name);
      ordered.push({ name, primaryKey: keys.get(name)! });
    }
  }
  return ordered;
}

async function tableNames(db: Kysely<any>, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name);
}

async function foreignKeyParents(db: Kysely<any>, engine: Engine, table: string): Promise<string[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ parent: string }>`select "table" as parent from pragma_foreign_key_list(${table})`.execute(db)
      : await sql<{ parent: string }>`
          select p.relname as parent from pg_constraint c
          join pg_class t on t.oid = c.conrelid join pg_class p on p.oid = c.confrelid
          join pg_namespace n on n.oid = t.relnamespace
          where c.contype = 'f' and n.nspname = current_schema() and t.relname = ${table}`.execute(db);
  return rows.map((r) => r.parent);
}

async function primaryKey(db: Kysely<any>, engine: Engine, table: string): Promise<string[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db)
      : await sql<{ name: string }>`
          select a.attname as name from pg_index i
          join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
          join lateral unnest(i.indkey) with ordinality as k(attnum, pos) on true
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
          where i.indisprimary and n.nspname = current_schema() and t.relname = ${table} order by k.pos`.execute(db);
  return rows.map((r) => r.name);
}

/** The migrations that have run on the database, in order ([] when it has no schema yet). */
export async function appliedMigrations(db: Kysely<any>, engine: Engine): Promise<string[]> {
  if (!(await tableNames(db, engine)).includes('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

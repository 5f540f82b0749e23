import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

export type TableCounts = Record<string, number>;

const tableLists = new WeakMap<object, Promise<string[]>>();

/** The database's own tables (not Kysely's migration bookkeeping), looked up once per database. */
function tablesOf(db: Kysely<Database>): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = db.introspection.getTables().then((all) => all.map((t) => t.name).filter((name) => !name.startsWith('kysely_')).sort());
    tableLists.set(db, tables);
  }
  return tables;
}

/**
 * The number of rows in every table, in one round trip (a fuzz run takes it before and after
 * each request): "nothing was written" is then a plain equality of two snapshots.
 */
export async function tableCounts(db: Kysely<Database>): Promise<TableCounts> {
  const tables = await tablesOf(db);
  const columns = tables.map((t) => sql`(SELECT count(*) FROM ${sql.table(t)}) AS ${sql.ref(t)}`);
  const { rows } = await sql<Record<string, number | string | bigint>>`SELECT ${sql.join(columns)}`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]).map(([table, n]) => [table, Number(n)]));
}

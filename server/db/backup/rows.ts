import type { Kysely } from 'kysely';
import type { TableInfo } from './tables';

/** Values a portable column holds: text, integer, floating point, and binary (the photos' sizes) as base64. */
export type Value = string | number | null | { base64: string };
/** Up to one page of a table's rows, as arrays in the order of `columns`. */
export type Batch = { table: string; columns: string[]; rows: Value[][] };

const PAGE = 500;

/**
 * Every row of each table, a page at a time in primary-key order. Run inside one transaction so
 * that every page sees the same snapshot (a consistent copy while the site keeps writing).
 * Each table yields at least one batch, empty when it has no rows.
 */
export async function* tableBatches(db: Kysely<any>, tables: TableInfo[]): AsyncGenerator<Batch> {
  for (const { name, primaryKey } of tables) {
    let columns: string[] = [];
    // Pages need a stable order: the primary key's. A table without one is read in one go.
    const pageSize = primaryKey.length ? PAGE : Number.MAX_SAFE_INTEGER;
    for (let offset = 0; ; offset += pageSize) {
      let query = db.selectFrom(name).selectAll();
      for (const column of primaryKey) query = query.orderBy(column);
      if (primaryKey.length) query = query.limit(PAGE).offset(offset);
      const page = (await query.execute()) as Record<string, unknown>[];
      if (offset === 0 && page.length) columns = Object.keys(page[0]);
      if (page.length || offset === 0) yield { table: name, columns, rows: page.map((row) => columns.map((c) => portable(row[c], name, c))) };
      if (page.length < pageSize) break;
    }
  }
}

/** Refuses a value a JSON line could not carry back unchanged (a Date, a bigint); binary travels as base64. */
function portable(value: unknown, table: string, column: string): Value {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') };
  throw new Error(`cannot back up ${table}.${column}: a ${value?.constructor?.name ?? typeof value} value is not portable`);
}

/** A backed-up value as the database takes it back. */
export const restoredValue = (value: Value) => (value !== null && typeof value === 'object' ? Buffer.from(value.base64, 'base64') : value);

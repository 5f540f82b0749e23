import fs from 'node:fs';
import readline from 'node:readline';
import type { Kysely } from 'kysely';
import { tableBatches, type Batch, type Value } from './rows';
import { appliedMigrations, tablesInDependencyOrder, type Engine } from './tables';

// The engine-neutral backup: JSON lines. A header, then for each table (parents first) a line
// naming it and its columns followed by one line per row (an array of values), and a last line
// with the row count of every table, without which the file counts as cut short.
//   {"format":"twiga-backup","version":1,"engine":"postgres","createdAt":"…","migrations":[…]}
//   {"table":"pages","columns":["id","path","sort_order"]}
//   ["home","/",0]
//   {"end":true,"rows":{"pages":38,…}}

export const DUMP_FORMAT = 'twiga-backup';
const VERSION = 1;

export type DumpHeader = { format: string; version: number; engine: Engine; createdAt: string; migrations: string[] };

/**
 * Writes every table of the database to `file`, from one snapshot (a repeatable-read, read-only
 * transaction on PostgreSQL; one read transaction on SQLite). Written beside the target and
 * renamed when complete: a failed backup never leaves a file that looks whole.
 */
export async function writeDump(db: Kysely<any>, engine: Engine, file: string): Promise<Record<string, number>> {
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w');
  const counts: Record<string, number> = {};
  try {
    let tx = db.transaction();
    if (engine === 'postgres') tx = tx.setIsolationLevel('repeatable read').setAccessMode('read only');
    await tx.execute(async (trx) => {
      const header: DumpHeader = { format: DUMP_FORMAT, version: VERSION, engine, createdAt: new Date().toISOString(), migrations: await appliedMigrations(trx, engine) };
      fs.writeSync(fd, `${JSON.stringify(header)}\n`);
      for await (const batch of tableBatches(trx, await tablesInDependencyOrder(trx, engine))) {
        if (!(batch.table in counts)) {
          counts[batch.table] = 0;
          fs.writeSync(fd, `${JSON.stringify({ table: batch.table, columns: batch.columns })}\n`);
        }
        if (batch.rows.length) fs.writeSync(fd, `${batch.rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
        counts[batch.table] += batch.rows.length;
      }
    });
    fs.writeSync(fd, `${JSON.stringify({ end: true, rows: counts })}\n`);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    return counts;
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** True when the file starts like a dump written above. */
export function isDumpFile(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const start = Buffer.alloc(64);
    const n = fs.readSync(fd, start, 0, start.length, 0);
    return start.subarray(0, n).toString('utf8').includes(`"format":"${DUMP_FORMAT}"`);
  } finally {
    fs.closeSync(fd);
  }
}

const BATCH_ROWS = 500;

/** Reads a dump: its header, then its rows in batches. Throws if the file was cut short or altered. */
export async function openDump(file: string): Promise<{ header: DumpHeader; batches: () => AsyncGenerator<Batch> }> {
  const first = await firstLine(file);
  const header = JSON.parse(first) as DumpHeader;
  if (header.format !== DUMP_FORMAT || header.version !== VERSION) throw new Error(`${file} is not a backup this version can read`);
  return { header, batches: () => readBatches(file) };
}

async function firstLine(file: string): Promise<string> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new Error(`${file} is empty`);
}

async function* readBatches(file: string): AsyncGenerator<Batch> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const counts: Record<string, number> = {};
  let current: Batch | null = null;
  let end: Record<string, number> | null = null;
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (lineNo === 1 || !line) continue;
    if (end) throw new Error(`backup: line ${lineNo} after the end marker`);
    const parsed = JSON.parse(line) as Value[] | { table: string; columns: string[] } | { end: true; rows: Record<string, number> };
    if (Array.isArray(parsed)) {
      if (!current) throw new Error(`backup: line ${lineNo} is a row outside any table`);
      const batch: Batch = current;
      batch.rows.push(parsed);
      counts[batch.table] += 1;
      if (batch.rows.length >= BATCH_ROWS) {
        yield batch;
        current = { table: batch.table, columns: batch.columns, rows: [] };
      }
    } else if ('table' in parsed) {
      if (current) yield current;
      current = { table: parsed.table, columns: parsed.columns, rows: [] };
      counts[parsed.table] = 0;
    } else {
      if (current) yield current;
      current = null;
      end = parsed.rows;
    }
  }
  if (!end) throw new Error('backup: the file ends before its end marker (cut short?)');
  if (JSON.stringify(end) !== JSON.stringify(counts)) throw new Error('backup: the row counts do not match the end marker');
}

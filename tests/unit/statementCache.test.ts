import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '@/server/db/statementCache';

// Kysely asks the SQLite connection for a statement on every query: the cache prepares each SQL text once.
describe('SQLite statements prepared once per SQL text', () => {
  it('runs the same query many times on one prepared statement, with its own parameters each time', async () => {
    const sqlite = new SQLite(':memory:');
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof sqlite.prepare;
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await db.schema.createTable('t').addColumn('id', 'integer').addColumn('name', 'text').execute();
    for (let id = 1; id <= 5; id++) await db.insertInto('t').values({ id, name: `n${id}` }).execute();
    const names = [];
    for (let id = 1; id <= 5; id++) names.push((await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
    expect(names).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(prepared.filter((sql) => sql.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((sql) => sql.startsWith('select'))).toHaveLength(1);
    await db.destroy();
  });
});

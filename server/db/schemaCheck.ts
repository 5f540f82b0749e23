import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations';

/**
 * Starting the site does not migrate or seed (`npm run setup` does, once per deploy): this one
 * cheap query tells a server started on an empty or older database to say so and stop, rather
 * than answer 500s. Returns the problem in words, or null when every migration has run.
 */
export async function schemaProblem(db: Kysely<any>): Promise<string | null> {
  let done: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    done = rows.map((r) => r.name);
  } catch (err) {
    // No migration table: SQLite's "no such table", PostgreSQL's 42P01. Anything else (the
    // database briefly unreachable) is not a missing schema: the caller decides.
    const missingTable = /no such table/i.test(String((err as Error).message)) || (err as { code?: string }).code === '42P01';
    if (!missingTable) throw err;
    return 'The database has no schema yet: run `npm run setup` (migrate and seed) before `npm start`.';
  }
  const missing = Object.keys(migrations).filter((name) => !done.includes(name));
  return missing.length ? `The database is missing migrations ${missing.join(', ')}: run \`npm run setup\` before \`npm start\`.` : null;
}

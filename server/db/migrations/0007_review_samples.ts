import type { Kysely } from 'kysely';

/**
 * Reviews invented to fill a new site are flagged as samples: they are never counted in
 * structured data, and the operator can hide (SAMPLE_REVIEWS=off) or delete them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 0 or 1, like the catalogue's other flags (portable between SQLite and PostgreSQL).
  await db.schema.alterTable('reviews').addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('sample').execute();
}

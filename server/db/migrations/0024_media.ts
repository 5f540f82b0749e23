import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The operator's photos, kept in the database so every instance serves the same pictures without
 * a shared disk: one row per distinct upload (by the hash of its bytes), its WebP sizes as binary
 * rows, and the pictures each tour shows, in order. `alt`: JSON, one text per language.
 * `focal_x`/`focal_y`: the point (0–100 % of width and height) every crop keeps in view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_files')
    .addColumn('media_id', 'varchar(32)', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('body', binary as 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_files_pk', ['media_id', 'width'])
    .execute();
  await db.schema
    .createTable('tour_media')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('media_id', 'varchar(32)', (c) => c.notNull().references('media.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_media_pk', ['tour_id', 'media_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tour_media').execute();
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('media').execute();
}

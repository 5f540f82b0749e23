import type { Kysely } from 'kysely';

/**
 * The tours a signed-in traveller saved: their wishlist, which follows the account to every
 * device. One row per user and tour; `position` keeps the order they were saved in (rows added
 * together share an `added_at`). No foreign key to tours: a tour the catalogue withdraws simply
 * stops being listed, and comes back if it is ever restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wishlist_tours')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tour_id', 'varchar(160)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_tours_pk', ['user_id', 'tour_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishlist_tours').execute();
}

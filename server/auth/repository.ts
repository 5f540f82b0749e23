import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PasswordResetsTable, PendingSignupsTable, SessionHandoffsTable, SessionsTable, UsersTable } from '@/server/db/types';

type Db = Kysely<Database>;

// Queries only; the service decides when they run and inside which transaction (`db` may be one).

export const findUserByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Db, row: Insertable<UsersTable>) => db.insertInto('users').values(row).execute();

export const updateUser = (db: Db, id: string, changes: Updateable<UsersTable>) => db.updateTable('users').set(changes).where('id', '=', id).execute();

export const insertSession = (db: Db, row: Insertable<SessionsTable>) => db.insertInto('sessions').values(row).execute();

/** The user of a live session: not revoked, not expired. */
export const findSessionUser = (db: Db, hash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hash)
    .where('sessions.revoked', '=', 0)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export const revokeSession = (db: Db, hash: string) => db.updateTable('sessions').set({ revoked: 1 }).where('token_hash', '=', hash).execute();

export const revokeAllSessions = (db: Db, userId: string) => db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();

/** Every session of the user but the one given (a password changed from the profile keeps its own). */
export const revokeOtherSessions = (db: Db, userId: string, keepHash: string) =>
  db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).where('token_hash', '!=', keepHash).execute();

export const insertPasswordReset = (db: Db, row: Insertable<PasswordResetsTable>) => db.insertInto('password_resets').values(row).execute();

/**
 * Marks an unused, unexpired reset link used and returns its user id; undefined when the link
 * is unknown, used or expired. One UPDATE, so two clicks at once cannot both succeed.
 */
export async function consumePasswordReset(db: Db, hash: string, now: string): Promise<string | undefined> {
  const row = await db.selectFrom('password_resets').select('user_id').where('token_hash', '=', hash).executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.user_id : undefined;
}

/** Whether a reset link is unused and unexpired, without using it up. */
export async function passwordResetUsable(db: Db, hash: string, now: string): Promise<boolean> {
  const row = await db.selectFrom('password_resets').select('token_hash').where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Boolean(row);
}

/** The name and address of the account a usable reset link is for (a new password must not be made of them). */
export const findResetOwner = (db: Db, hash: string, now: string) =>
  db.selectFrom('password_resets').innerJoin('users', 'users.id', 'password_resets.user_id').select(['users.name', 'users.email'])
    .where('password_resets.token_hash', '=', hash).where('password_resets.used_at', 'is', null).where('password_resets.expires_at', '>', now).executeTakeFirst();

/** After a reset, older links of the same user stop working too. */
export const closePasswordResets = (db: Db, userId: string, now: string) =>
  db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();

/** Sessions that can no longer sign anyone in: expired, or ended by logout or a password reset. */
export const deleteDeadSessions = (db: Db, now: string) =>
  db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked', '=', 1)])).executeTakeFirst();

/** Reset links past their hour (used ones included: their use is over too). */
export const deleteExpiredPasswordResets = (db: Db, now: string) => db.deleteFrom('password_resets').where('expires_at', '<=', now).executeTakeFirst();

export const insertHandoff = (db: Db, row: Insertable<SessionHandoffsTable>) => db.insertInto('session_handoffs').values(row).execute();

/** Marks an unused, unexpired handoff code used and returns what it carries (one UPDATE: two tabs cannot both use it). */
export async function consumeHandoff(db: Db, hash: string, now: string) {
  const row = await db.selectFrom('session_handoffs').select(['user_id', 'affiliate_slug']).where('code_hash', '=', hash).executeTakeFirst();
  if (!row) return undefined;
  const result = await db.updateTable('session_handoffs').set({ used_at: now }).where('code_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}

export const deleteExpiredHandoffs = (db: Db, now: string) => db.deleteFrom('session_handoffs').where('expires_at', '<=', now).executeTakeFirst();

export const insertPendingSignup = (db: Db, row: Insertable<PendingSignupsTable>) => db.insertInto('pending_signups').values(row).execute();

/** An address's sign-up waiting for its link to be opened (unused, unexpired), if any. */
export const findOpenPendingSignup = (db: Db, email: string, now: string) =>
  db.selectFrom('pending_signups').select('password_hash').where('email', '=', email).where('used_at', 'is', null).where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst();

/** An address's sign-ups not confirmed yet: a new one replaces them (their links stop working). */
export const deleteOpenPendingSignups = (db: Db, email: string) => db.deleteFrom('pending_signups').where('email', '=', email).where('used_at', 'is', null).execute();

/** An unused, unexpired sign-up link's sign-up (its address and password), left unused. */
export const findUsablePendingSignup = (db: Db, hash: string, now: string) =>
  db.selectFrom('pending_signups').select(['email', 'password_hash']).where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();

/**
 * Marks an unused, unexpired sign-up link used and returns its sign-up; undefined when the link
 * is unknown, used or expired. One conditional UPDATE, so two clicks at once cannot both open it.
 */
export async function consumePendingSignup(db: Db, hash: string, now: string) {
  const result = await db
    .updateTable('pending_signups')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('pending_signups').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

/** Whether the address of a sign-up link has an account now (its link lost a race with another). */
export async function pendingSignupEmailTaken(db: Db, hash: string): Promise<boolean> {
  const row = await db.selectFrom('pending_signups').innerJoin('users', 'users.email', 'pending_signups.email').select('users.id').where('pending_signups.token_hash', '=', hash).executeTakeFirst();
  return Boolean(row);
}

/** Sign-up links past their day, used or not. */
export const deleteExpiredPendingSignups = (db: Db, now: string) => db.deleteFrom('pending_signups').where('expires_at', '<=', now).executeTakeFirst();

import type { Insertable, Kysely } from 'kysely';
import type { Database, OperatorSessionsTable, OperatorsTable } from '@/server/db/types';

type Db = Kysely<Database>;

// Operators and their sessions: queries only; the service decides when they run.

export const findOperatorByEmail = (db: Db, email: string) => db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

export const insertOperator = (db: Db, row: Insertable<OperatorsTable>) => db.insertInto('operators').values(row).execute();

export const listOperators = (db: Db) => db.selectFrom('operators').select(['id', 'email', 'name', 'role', 'created_at', 'disabled_at']).orderBy('email').execute();

/** Sets an operator's role; true when an operator has that address. */
export async function setOperatorRole(db: Db, email: string, role: string): Promise<boolean> {
  const result = await db.updateTable('operators').set({ role }).where('email', '=', email).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Disables an operator; true when one with that address was still enabled. */
export async function disableOperator(db: Db, email: string, now: string): Promise<boolean> {
  const result = await db.updateTable('operators').set({ disabled_at: now }).where('email', '=', email).where('disabled_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertOperatorSession = (db: Db, row: Insertable<OperatorSessionsTable>) => db.insertInto('operator_sessions').values(row).execute();

/** The operator of a live session: not ended, not expired, operator not disabled. */
export const findSessionOperator = (db: Db, hash: string, now: string) =>
  db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email', 'operators.name', 'operators.role'])
    .where('operator_sessions.token_hash', '=', hash)
    .where('operator_sessions.ended_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.disabled_at', 'is', null)
    .executeTakeFirst();

export const endOperatorSession = (db: Db, hash: string, now: string) =>
  db.updateTable('operator_sessions').set({ ended_at: now }).where('token_hash', '=', hash).where('ended_at', 'is', null).execute();

/** Sessions that can no longer open the back office: expired or ended. */
export const deleteDeadOperatorSessions = (db: Db, now: string) =>
  db.deleteFrom('operator_sessions').where((eb) => eb.or([eb('expires_at', '<=', now), eb('ended_at', 'is not', null)])).executeTakeFirst();

import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { deleteDeadOperatorSessions } from '@/server/admin/operatorRepository';
import { purgeSpentFormTokens } from '@/server/leads/spentFormTokens';
import { deleteDeadSessions, deleteExpiredHandoffs, deleteExpiredPasswordResets, deleteExpiredPendingSignups } from './repository';

/** How often a server process clears sessions and reset links that can no longer be used. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired or ended sessions (travellers' and operators') and expired reset links, sign-up
 * links and language handoff codes, so the tables hold only what can still sign someone in (a
 * stolen copy of the database then says less, and stays small).
 */
export async function purgeDeadAuth(database: Kysely<Database> = getDb(), now = new Date()) {
  const at = now.toISOString();
  const sessions = await deleteDeadSessions(database, at);
  const resets = await deleteExpiredPasswordResets(database, at);
  const signups = await deleteExpiredPendingSignups(database, at);
  const operatorSessions = await deleteDeadOperatorSessions(database, at);
  const handoffs = await deleteExpiredHandoffs(database, at);
  return {
    sessions: Number(sessions.numDeletedRows), resets: Number(resets.numDeletedRows), signups: Number(signups.numDeletedRows),
    operatorSessions: Number(operatorSessions.numDeletedRows), handoffs: Number(handoffs.numDeletedRows),
  };
}

let started = false;

/** Started once per server process (instrumentation.ts), beside the outbox worker; it also forgets spent form tokens past their life. */
export function startAuthHousekeeping(): void {
  if (started) return;
  started = true;
  const run = () => {
    void purgeDeadAuth().catch((err) => console.error('[auth] housekeeping failed', err));
    void purgeSpentFormTokens().catch((err) => console.error('[forms] housekeeping failed', err));
  };
  setInterval(run, EVERY_MS).unref();
  run();
}

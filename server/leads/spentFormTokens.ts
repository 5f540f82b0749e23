import type { Kysely, Transaction } from 'kysely';
import { FORM_TOKEN_LIFE_MS } from '@/lib/leads/options';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { AcceptedFormToken } from './formToken';
import { notAccepted } from './spam';
import { deleteSpentFormTokensBefore, insertSpentFormToken } from './spentFormTokenRepository';

/**
 * Uses up a form token in the write's transaction: one token, one request. A second request with
 * it is refused like a bot's (422 not_accepted, nothing written). A retry with the first request's
 * Idempotency-Key never gets here: it is answered from the stored answer (idempotency.ts). The
 * token is spent only if the write commits, so a failed send (503) can be retried with it.
 */
export async function spendFormToken(trx: Transaction<Database>, token: AcceptedFormToken): Promise<void> {
  if (!(await insertSpentFormToken(trx, token.id, token.issuedAt.toISOString()))) throw notAccepted();
}

/**
 * Forgets spent tokens that could no longer be accepted anyway (housekeeping). Async with the
 * database as a default: a database that cannot be opened is a rejection, never a throw that
 * stops the server starting.
 */
export async function purgeSpentFormTokens(db: Kysely<Database> = getDb(), now = new Date()): Promise<number> {
  return deleteSpentFormTokensBefore(db, new Date(now.getTime() - FORM_TOKEN_LIFE_MS - 3_600_000).toISOString());
}

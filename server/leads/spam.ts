import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { acceptedFormToken, type AcceptedFormToken } from './formToken';

/** The answer says only that the request was not accepted, never why. */
export const notAccepted = () => new AppError(422, 'not_accepted', 'api.notAccepted');

/** Obvious bots: the hidden field is filled. */
export function rejectSpam(input: { website?: string }): void {
  if ((input.website ?? '').trim() !== '') throw notAccepted();
}

/**
 * A form needs the token the server gave its page, signed by us and used no sooner than a person
 * can type (server/leads/formToken.ts). Checked before the write's transaction: reading the secret
 * may need the database, and SQLite's one connection cannot wait inside a transaction. The
 * write then spends it (spendFormToken), so one token sends one form.
 */
export async function rejectWithoutFormToken(db: Kysely<Database>, token: unknown): Promise<AcceptedFormToken> {
  const accepted = await acceptedFormToken(db, token);
  if (!accepted) throw notAccepted();
  return accepted;
}

import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { membershipOf } from '@/server/affiliate/service';
import { userDto } from './dto';
import * as repo from './repository';
import { currentUser, openSession } from './service';
import { newToken, tokenHash } from './tokens';

/**
 * Each language has its own domain, and each domain its own session cookie: a signed-in traveller
 * who picks another language takes a one-time code there (in the address's fragment, which no
 * server or referrer sees), and that domain opens a session of its own with it.
 */
export const HANDOFF_SECONDS = 60;

const db = (database?: Kysely<Database>) => database ?? getDb();
const redeemSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
const handoffInvalid = () => new AppError(400, 'invalid_handoff', 'api.handoffInvalid');

/** POST /api/auth/handoff (Bearer) → 201 { code }: good once, for a minute; 401 without a session. */
export async function startHandoff(token: string | undefined, database?: Kysely<Database>) {
  const user = await currentUser(token, database);
  const code = newToken();
  const now = new Date();
  await withDatabase('handoff', () =>
    repo.insertHandoff(db(database), { code_hash: tokenHash(code), user_id: user.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + HANDOFF_SECONDS * 1000).toISOString(), used_at: null }),
  );
  return { code };
}

/** POST /api/auth/handoff/redeem { code } → 201 { token, user, affiliate }: a session on this domain; 400 for a code used, expired or unknown. */
export async function redeemHandoff(input: unknown, database?: Kysely<Database>) {
  const { code } = parseInput(redeemSchema, input);
  const opened = await withDatabase('handoff-redeem', () =>
    db(database).transaction().execute(async (trx) => {
      const now = new Date();
      const userId = await repo.consumeHandoff(trx, tokenHash(code), now.toISOString());
      if (!userId) return undefined;
      const user = await repo.findUserById(trx, userId);
      return user ? { user, token: await openSession(trx, user.id, now) } : undefined;
    }),
  );
  if (!opened) throw handoffInvalid();
  return { token: opened.token, user: userDto(opened.user), affiliate: await membershipOf(opened.user.id) };
}

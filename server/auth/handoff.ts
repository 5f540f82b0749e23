import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { SLUG_PATTERN } from '@/lib/affiliate/rules';
import { membershipOf } from '@/server/affiliate/service';
import { userDto } from './dto';
import * as repo from './repository';
import { currentUser, openSession } from './service';
import { newToken, tokenHash } from './tokens';

/**
 * Each language has its own domain, and each domain its own cookies: a visitor who picks another
 * language takes a one-time code there (in the address's fragment, which no server or referrer
 * sees), and that domain opens a session of its own for the signed-in account and remembers the
 * affiliate link the visitor arrived through, so a friend's quote is still credited.
 */
export const HANDOFF_SECONDS = 60;

const db = (database?: Kysely<Database>) => database ?? getDb();
const redeemSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });
const handoffInvalid = () => new AppError(400, 'invalid_handoff', 'api.handoffInvalid');

/**
 * POST /api/auth/handoff (optional Bearer, the attribution cookie) → 201 { code }, good once for a
 * minute; null (204) when there is nothing to carry; 401 for a session token that is no more.
 */
export async function startHandoff(token: string | undefined, attribution: string | undefined, database?: Kysely<Database>) {
  const user = token ? await currentUser(token, database) : null;
  const slug = attribution && SLUG_PATTERN.test(attribution) ? attribution : null;
  if (!user && !slug) return null;
  const code = newToken();
  const now = new Date();
  await withDatabase('handoff', () =>
    repo.insertHandoff(db(database), {
      code_hash: tokenHash(code), user_id: user?.id ?? null, affiliate_slug: slug, created_at: now.toISOString(), expires_at: new Date(now.getTime() + HANDOFF_SECONDS * 1000).toISOString(), used_at: null,
    }),
  );
  return { code };
}

/**
 * POST /api/auth/handoff/redeem { code } → 201 { token, user, affiliate } for an account (a session
 * on this domain), {} without one; `attribution`: the affiliate slug for this domain's cookie (the
 * route sets it). 400 for a code used, expired or unknown.
 */
export async function redeemHandoff(input: unknown, database?: Kysely<Database>) {
  const { code } = parseInput(redeemSchema, input);
  const carried = await withDatabase('handoff-redeem', () =>
    db(database).transaction().execute(async (trx) => {
      const now = new Date();
      const row = await repo.consumeHandoff(trx, tokenHash(code), now.toISOString());
      if (!row) return undefined;
      const user = row.user_id ? await repo.findUserById(trx, row.user_id) : undefined;
      return { attribution: row.affiliate_slug, opened: user ? { user, token: await openSession(trx, user.id, now) } : undefined };
    }),
  );
  if (!carried) throw handoffInvalid();
  const { opened, attribution } = carried;
  const session = opened ? { token: opened.token, user: userDto(opened.user), affiliate: await membershipOf(opened.user.id) } : {};
  return { session, attribution };
}

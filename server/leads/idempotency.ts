import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotencyRepository';

export type Answer = { status: number; body: unknown };

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * Runs a write in one transaction. With an Idempotency-Key, the first answer is stored in that
 * same transaction and every retry with the key gets it back without writing again; the same
 * key with a different body is refused (422).
 */
export async function idempotentWrite(
  db: Kysely<Database>,
  scope: string,
  key: string | undefined,
  payload: unknown,
  write: (trx: Transaction<Database>) => Promise<Answer>,
): Promise<Answer & { replayed?: boolean }> {
  if (key === undefined) return db.transaction().execute(write);
  if (!KEY_PATTERN.test(key)) throw new AppError(400, 'invalid_idempotency_key', 'api.invalidIdempotencyKey');
  const id = `${scope}:${key}`;
  const hash = createHash('sha256').update(JSON.stringify(payload)).digest('hex');

  const replay = async () => {
    const row = await findIdempotencyKey(db, id);
    if (!row) return undefined;
    if (row.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused', 'api.idempotencyKeyReused');
    return { status: Number(row.status), body: JSON.parse(row.response) as unknown, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await db.transaction().execute(async (trx) => {
      const answer = await write(trx);
      await insertIdempotencyKey(trx, { key: id, request_hash: hash, status: answer.status, response: JSON.stringify(answer.body), created_at: new Date().toISOString() });
      return answer;
    });
  } catch (err) {
    // A twin request with the same key committed first: its answer is ours (our write rolled back).
    const twin = await replay().catch(() => undefined);
    if (twin) return twin;
    throw err;
  }
}

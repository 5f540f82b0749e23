import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FORM_TOKEN_LIFE_MS, MIN_FILL_MS } from '@/lib/leads/options';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';

/**
 * The server's own clock for the anti-bot minimum: a form token is `<issued ms>.<random id>.<mac>`,
 * the mac an HMAC-SHA256 of the first two parts. The browser only carries it; nothing it measures
 * itself is trusted. Secret: FORM_TOKEN_SECRET, or one kept in the database.
 */
const secret = (db: Kysely<Database>) => storedSecret(db, 'forms.tokenSecret', process.env.FORM_TOKEN_SECRET);
const SHAPE = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

export async function issueFormToken(db: Kysely<Database>, now = new Date()): Promise<string> {
  const signed = `${now.getTime()}.${randomBytes(12).toString('base64url')}`;
  return `${signed}.${mac(await secret(db), signed)}`;
}

/** Whether a form may be accepted with this token: ours, unaltered, at least MIN_FILL_MS and at most a day old. */
export async function formTokenAccepted(db: Kysely<Database>, token: unknown, now = new Date()): Promise<boolean> {
  const parts = typeof token === 'string' ? SHAPE.exec(token) : null;
  if (!parts) return false;
  const age = now.getTime() - Number(parts[1]);
  if (age < MIN_FILL_MS || age > FORM_TOKEN_LIFE_MS) return false;
  // Compared as text: another spelling of the same bytes is not our token.
  const expected = Buffer.from(mac(await secret(db), `${parts[1]}.${parts[2]}`));
  return timingSafeEqual(Buffer.from(parts[3]), expected);
}

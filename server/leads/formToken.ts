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
export const formTokenSecret = (db: Kysely<Database>) => storedSecret(db, 'forms.tokenSecret', process.env.FORM_TOKEN_SECRET);
const SHAPE = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

/** A new token issued at `now`, signed with the key (formTokenSecret). */
export function signFormToken(key: Buffer, now = new Date()): string {
  const signed = `${now.getTime()}.${randomBytes(12).toString('base64url')}`;
  return `${signed}.${mac(key, signed)}`;
}

export async function issueFormToken(db: Kysely<Database>, now = new Date()): Promise<string> {
  return signFormToken(await formTokenSecret(db), now);
}

/** A token the signature and clock accept: what spending it records (server/leads/spentFormTokens.ts). */
export type AcceptedFormToken = { id: string; issuedAt: Date };

/**
 * The token, when a form may be accepted with it: ours, unaltered, at least MIN_FILL_MS and at
 * most a day old. Whether it was already used is for the write's transaction to find out.
 */
export async function acceptedFormToken(db: Kysely<Database>, token: unknown, now = new Date()): Promise<AcceptedFormToken | undefined> {
  const parts = typeof token === 'string' ? SHAPE.exec(token) : null;
  if (!parts) return undefined;
  const age = now.getTime() - Number(parts[1]);
  if (age < MIN_FILL_MS || age > FORM_TOKEN_LIFE_MS) return undefined;
  // Compared as text: another spelling of the same bytes is not our token.
  const expected = Buffer.from(mac(await formTokenSecret(db), `${parts[1]}.${parts[2]}`));
  return timingSafeEqual(Buffer.from(parts[3]), expected) ? { id: parts[2]!, issuedAt: new Date(Number(parts[1])) } : undefined;
}

/** Whether a form may be accepted with this token, its use aside (see acceptedFormToken). */
export const formTokenAccepted = async (db: Kysely<Database>, token: unknown, now = new Date()) => (await acceptedFormToken(db, token, now)) !== undefined;

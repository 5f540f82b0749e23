import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';

/** A preview link works for two hours: long enough to look and share with a colleague, not a public copy of a draft. */
export const PREVIEW_LINK_MINUTES = 120;

/** The browser's mark that it previews drafts: nginx's microcache then never answers it (deploy/nginx/). */
export const PREVIEW_COOKIE = 'content_preview';

export type PreviewClaim = { kind: 'tour'; id: string; lang: string; exp: number };

const secret = (db: Kysely<Database>) => storedSecret(db, 'content.previewSecret', undefined);
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A signed, expiring token naming what the link previews; nothing in it is secret, only unforgeable. */
export async function signPreview(db: Kysely<Database>, claim: Omit<PreviewClaim, 'exp'>, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const exp = now + PREVIEW_LINK_MINUTES * 60_000;
  const payload = Buffer.from(JSON.stringify({ ...claim, exp })).toString('base64url');
  return { token: `${payload}.${mac(await secret(db), payload)}`, expiresAt: new Date(exp).toISOString() };
}

/** The claim of a token that is well formed, signed by this site and not expired; undefined otherwise. */
export async function readPreview(db: Kysely<Database>, token: string, now = Date.now()): Promise<PreviewClaim | undefined> {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(await secret(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaim;
    return claim.kind === 'tour' && typeof claim.id === 'string' && typeof claim.lang === 'string' && Number(claim.exp) > now ? claim : undefined;
  } catch {
    return undefined;
  }
}

import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS } from '@/lib/affiliate/rules';

/**
 * The Set-Cookie of a click on an affiliate link: the affiliate's slug for the programme's
 * window, on this domain only (another language's domain gets its own when the link is opened
 * there, or when the visitor picks that language: server/auth/handoff.ts).
 * HttpOnly (no script needs it), SameSite=Lax (it must come along on the friend's own quote
 * request, not on other sites' requests), Secure on https. A later click overwrites it.
 */
export function attributionCookie(slug: string, secure: boolean): string {
  return `${ATTRIBUTION_COOKIE}=${slug}; Path=/; Max-Age=${ATTRIBUTION_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

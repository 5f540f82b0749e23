import { LOCALES } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';

/**
 * A signed-in traveller's session carried to another language's domain: a one-time code in the
 * address's fragment (#handoff=…), which never reaches a server, a cache or a Referer header.
 */
const FRAGMENT = /^#handoff=([A-Za-z0-9_-]{20,200})$/;

/** The other domain's address with the code. */
export const withHandoff = (url: string, code: string) => `${url.split('#')[0]}#handoff=${code}`;

/** The code an address's fragment carries, or null. */
export const handoffCodeIn = (hash: string): string | null => FRAGMENT.exec(hash)?.[1] ?? null;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a code in this page's address may be taken: only when the page was opened from another
 * language's domain of the site (its language menu) and no one is signed in here yet. Anyone can
 * make a code for their own account, so a link with one sent from elsewhere (a mail, another
 * site, a redirect) would otherwise sign its reader into the sender's account, and what they then
 * typed (a booking's address, a wishlist, a profile) would be the sender's; a session already
 * open here is never swapped for another.
 */
export function handoffAccepted(referrer: string, here: string, signedIn: boolean): boolean {
  if (signedIn) return false;
  const from = originOf(referrer);
  return from !== null && from !== originOf(here) && LOCALES.some((l) => siteOrigin(l) === from);
}

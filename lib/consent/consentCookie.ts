import Cookies from 'js-cookie';
import { PURPOSES, type Consent } from './purposes';

/**
 * The visitor's answer, kept in a first-party cookie of the domain it was given on (each
 * language's domain asks once). It lasts six months, then the banner asks again: an old
 * answer should not stand for ever. The value is readable: `v=1&analytics=1&marketing=0&chat=1`.
 */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_DAYS = 180;
const VERSION = '1';

export function serializeConsent(consent: Consent): string {
  return new URLSearchParams([['v', VERSION], ...PURPOSES.map((p) => [p, consent[p] ? '1' : '0'])]).toString();
}

/** The stored answer, or null when there is none (or one from another version, or malformed: ask again). */
export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  if (params.get('v') !== VERSION) return null;
  const consent = {} as Consent;
  for (const purpose of PURPOSES) {
    const flag = params.get(purpose);
    if (flag !== '0' && flag !== '1') return null;
    consent[purpose] = flag === '1';
  }
  return consent;
}

export const readConsentCookie = (): Consent | null => parseConsent(Cookies.get(CONSENT_COOKIE));

export function writeConsentCookie(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(consent), {
    expires: CONSENT_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

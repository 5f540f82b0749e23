import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { siteOrigin } from '@/lib/i18n/origins';
import { OPERATOR_SESSION_HOURS } from './operatorService';

export const ADMIN_COOKIE = 'admin_session';
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The admin_session cookie's token, if the request carries a well-formed one. */
export function sessionCookie(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === ADMIN_COOKIE && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** Secure whenever the request came over https (directly, or through a trusted proxy) or the site itself is https. */
function overHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (process.env.TRUST_PROXY === '1' && req.headers['x-forwarded-proto']?.toString().split(',')[0]?.trim() === 'https') return true;
  return siteOrigin('en').startsWith('https:');
}

function cookie(req: IncomingMessage, value: string, maxAge: number): string {
  return [`${ADMIN_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(req) ? ['Secure'] : [])].join('; ');
}

export const openingCookie = (req: IncomingMessage, token: string) => cookie(req, token, OPERATOR_SESSION_HOURS * 3600);

export const closingCookie = (req: IncomingMessage) => cookie(req, '', 0);

import type { IncomingMessage } from 'node:http';
import { overHttps } from '@/lib/http/overHttps';
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

function cookie(req: IncomingMessage, value: string, maxAge: number): string {
  return [`${ADMIN_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(req) ? ['Secure'] : [])].join('; ');
}

export const openingCookie = (req: IncomingMessage, token: string) => cookie(req, token, OPERATOR_SESSION_HOURS * 3600);

export const closingCookie = (req: IncomingMessage) => cookie(req, '', 0);

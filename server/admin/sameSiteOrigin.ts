import type { IncomingMessage } from 'node:http';
import { LOCALES } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';
import { AppError } from '@/server/http/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for the back office: a request that changes something must say (Origin, or
 * Referer when a browser leaves Origin out) that it comes from one of the site's own origins.
 * A page elsewhere cannot forge either header; the cookie is SameSite=Strict as well.
 */
export function requireSameSiteOrigin(req: IncomingMessage): void {
  if (!STATE_CHANGING.has(req.method ?? 'GET')) return;
  const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  const own = LOCALES.map((locale) => siteOrigin(locale));
  if (!origin || !own.includes(origin)) throw new AppError(403, 'csrf', 'api.csrf');
}

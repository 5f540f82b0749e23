import type { NextApiRequest, NextApiResponse } from 'next';
import { LOCALES } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';

/** What the site's own pages send to an API host of another origin (services/apiClient.ts). */
const REQUEST_HEADERS = 'Authorization, Idempotency-Key, Content-Type, X-Locale';
/** What a page may read of an answer besides the simple headers (a 429's wait). */
const EXPOSED_HEADERS = 'Retry-After';

const siteOrigins = () => new Set(LOCALES.map((locale) => siteOrigin(locale)));

/**
 * CORS for the per-language API hosts (API_HOST_*): a request from one of the site's six origins
 * gets that origin back, with credentials (the affiliate cookie); a preflight is answered here
 * with the route's methods and the headers the site sends. Any other origin gets no CORS header
 * at all, so a browser keeps its pages from reading the answer. Answers true when it has
 * answered the request (a preflight).
 */
export function answerCors(req: NextApiRequest, res: NextApiResponse, methods: string[]): boolean {
  // The answer depends on the Origin: a shared cache must keep one per origin.
  res.appendHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !siteOrigins().has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (req.method !== 'OPTIONS') {
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    return false;
  }
  res.setHeader('Access-Control-Allow-Methods', methods.join(', '));
  res.setHeader('Access-Control-Allow-Headers', REQUEST_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
  return true;
}

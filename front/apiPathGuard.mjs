// API paths Next cannot read answer the API's JSON error, not Next's HTML error page.
import fs from 'node:fs';
import path from 'node:path';
import locales from '../config/locales.js';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'locales');
/** Each language's `api` strings, read once (the guard answers before Next has loaded anything). */
const apiStrings = Object.fromEntries(locales.LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${l}.json`), 'utf8')).api]));

function localeOf(req) {
  const header = req.headers['x-locale'];
  if (locales.LOCALES.includes(header)) return header;
  const hostname = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(':', 1)[0].toLowerCase();
  const origins = locales.siteOrigins();
  return locales.LOCALES.find((l) => new URL(origins[l]).hostname === hostname) ?? locales.DEFAULT_LOCALE;
}

/**
 * Why an /api/ path as requested cannot be an API call, or null: a broken %-escape (Next would
 * answer its HTML 400 page) or a dot segment, written plainly or as %2e (the URL parser would
 * climb out of /api/ and Next would answer a page's HTML 404). Other paths are left to Next.
 */
export function badApiPath(url) {
  const rawPath = String(url ?? '').split('?', 1)[0];
  if (!/^\/api(?:\/|$)/.test(rawPath)) return null;
  let segments;
  try {
    segments = rawPath.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return 'bad_request';
  }
  return segments.some((s) => s === '.' || s === '..') ? 'not_found' : null;
}

const ANSWERS = { bad_request: { status: 400, key: 'badPath' }, not_found: { status: 404, key: 'notFound' } };

/** Answers such a request itself, in the API's error shape and the request's language; false for any other. */
export function refuseBadApiPath(req, res) {
  const code = badApiPath(req.url);
  if (!code) return false;
  const { status, key } = ANSWERS[code];
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ error: { code, message: apiStrings[localeOf(req)][key] } }));
  return true;
}

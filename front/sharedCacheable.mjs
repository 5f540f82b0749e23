// What the front cache may keep: only what Next itself marks as fit for a shared cache.

/** Paths that are about one person or the operator, whatever their headers say. */
const NEVER = [/^\/admin(?:\/|$|\?)/, /^\/api\/admin(?:\/|$|\?)/];

/**
 * Why a request must go to Next untouched, or null when a stored answer may serve it. Only reads;
 * never Next's own on-demand revalidation; never a partial (Range) or authorised request.
 */
export function bypassReason(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method';
  const h = req.headers;
  if (h.authorization !== undefined) return 'authorization';
  if (h.range !== undefined) return 'range';
  if (h['x-prerender-revalidate'] !== undefined) return 'revalidate';
  // A browser previewing drafts (PREVIEW_COOKIE, server/content/previewToken.ts) gets pages made for it alone.
  if (/(?:^|;\s*)content_preview=/.test(h.cookie ?? '')) return 'preview';
  if (NEVER.some((re) => re.test(req.url))) return 'back office';
  return null;
}

/**
 * How long (ms) an answer may be kept, at most `ttlMs` and never longer than its s-maxage; 0 when
 * it must not be kept: not a 200, private or no-store, no s-maxage, a cookie being set, Vary: *,
 * or a body in another encoding than the request's class.
 */
export function keepFor(status, headers, encoding, ttlMs) {
  if (status !== 200) return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = String(headers.vary ?? '');
  if (vary.includes('*')) return 0;
  const sent = String(headers['content-encoding'] ?? 'identity');
  if (sent !== 'identity' && sent !== encoding) return 0;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(cc)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cc);
  if (!sMaxAge) return 0;
  return Math.min(ttlMs, Number(sMaxAge[1]) * 1000);
}

/** The request headers (besides Accept-Encoding, already in the key) an answer says it varies on. */
export function varyNames(headers) {
  return String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'accept-encoding')
    .sort();
}

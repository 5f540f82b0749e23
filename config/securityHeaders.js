// @ts-check
/**
 * Headers every answer carries, pages and APIs as much as build assets (/_next/static) and
 * pictures: next.config.js sets them through Next, and front/serve.mjs on every answer it
 * writes, Next's own static files included (Next's headers() does not reach those).
 * @type {ReadonlyArray<[string, string]>}
 */
const BASE_SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

module.exports = { BASE_SECURITY_HEADERS };

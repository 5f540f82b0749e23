// @ts-check
/**
 * Headers every answer carries, pages and APIs as much as build assets (/_next/static) and
 * pictures: next.config.js sets them through Next (build files by a rule without a locale).
 * Permissions-Policy: nothing on the site uses a camera, microphone, location, sensors, USB or
 * the Payment Request API (online payment is the provider's own page), so no page, and no frame a
 * third party opens in one, may ask for them.
 * @type {ReadonlyArray<[string, string]>}
 */
const BASE_SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // For browsers older than CSP's frame-ancestors 'none', which says the same.
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
];

/** Sent only on answers that go out over https (config/https.js): two years, every subdomain. */
const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

module.exports = { BASE_SECURITY_HEADERS, HSTS };

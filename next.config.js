// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { PHASE_PRODUCTION_SERVER } = require('next/constants');
const { LOCALES, DEFAULT_LOCALE, nextDomains, siteOrigins } = require('./config/locales');
const { IMAGE_WIDTHS, SIZED_URL_BASE } = require('./config/images');
const { BASE_SECURITY_HEADERS, HSTS } = require('./config/securityHeaders');
const { thirdPartyPublicEnv } = require('./config/thirdParties');
const { NON_PAGE_CSP, assetPrefix, pageCsp } = require('./config/contentSecurityPolicy');
const { cameOverHttps } = require('./config/https');

const origins = siteOrigins();
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** How a header list of config/securityHeaders.js is written in headers(). */
const asHeaders = (pairs) => pairs.map(([key, value]) => ({ key, value }));
// HSTS when the visitor came over https: the site's own origins all are, or the proxy says so
// (X-Forwarded-Proto; nginx puts its own). A browser ignores HSTS that arrives over plain http
// (RFC 6797 §8.1), so a client claiming https over http gains nothing.
const siteIsHttps = cameOverHttps({}, { trustProxy: false, origins: Object.values(origins) });
const OVER_HTTPS = siteIsHttps ? {} : { has: [{ type: /** @type {const} */ ('header'), key: 'x-forwarded-proto', value: 'https(?:,.*)?' }] };

/**
 * ASSET_PREFIX is the build's (read at build time): its prebuilt pages and page policy carry it, and
 * `next start` reads this file again, so on-demand pages would otherwise get the server's own variable.
 */
function builtAssetPrefix() {
  const built = path.join(__dirname, distDir, 'required-server-files.json');
  return fs.existsSync(built) ? JSON.parse(fs.readFileSync(built, 'utf8')).config.assetPrefix || undefined : undefined;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The linter runs as the first step of `npm test` (eslint.config.mjs), not again inside every build.
  eslint: { ignoreDuringBuilds: true },
  // The end-to-end CDN build (scripts/build-e2e.mjs) compiles the code the build before it has just type-checked.
  typescript: { ignoreBuildErrors: process.env.E2E_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // Next's server reads this manifest for every page and API answer and, when the build has none,
  // fails to read it again each time (a thrown ENOENT is cached by nobody): a build that writes it
  // saves that on every request. The pages router adds no integrity attributes with it.
  experimental: { sri: { algorithm: 'sha256' } },
  distDir,
  // With REDIS_URL (read when the server starts), one page cache in Redis for every instance
  // (server/cache/redisCacheHandler.js), and none in each process's memory; without it, Next's own.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./server/cache/redisCacheHandler.js'), cacheMaxMemorySize: 0 } : {}),
  // A CDN (or any second origin) that serves /_next/static: the page policy allows it (config/contentSecurityPolicy.js).
  assetPrefix: assetPrefix() || undefined,
  // The spec's trailing-slash rules (the tour list lives at /tanzania-safari-package/)
  // are applied by middleware.ts in the same hop as its other 301s.
  skipTrailingSlashRedirect: true,
  // Middleware sees the path as requested, so a locale prefix (even /en/ on the English
  // domain, which Next would otherwise strip) can be sent to its own domain.
  skipMiddlewareUrlNormalize: true,
  i18n: {
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false,
    domains: nextDomains(),
  },
  // Baked into the client bundle: the API host of each language (default: same origin).
  env: Object.fromEntries(
    LOCALES.flatMap((l) => [
      [`NEXT_PUBLIC_SITE_ORIGIN_${l.toUpperCase()}`, origins[l]],
      [`NEXT_PUBLIC_API_HOST_${l.toUpperCase()}`, process.env[`API_HOST_${l.toUpperCase()}`] || ''],
    ]).concat([
      // The route map's tile server and the credit its licence asks for (unset: offline outline).
      ['NEXT_PUBLIC_MAP_TILE_URL', process.env.MAP_TILE_URL || ''],
      ['NEXT_PUBLIC_MAP_TILE_ATTRIBUTION', process.env.MAP_TILE_ATTRIBUTION || ''],
      // Third-party scripts (ads pixel, session recorder, live chat, overlay, analytics per
      // language): loaded only after the visitor consents; unset ones never load.
      ...thirdPartyPublicEnv(),
    ]),
  ),
  images: {
    // Every size is a static file written at build time (scripts/generate-art.ts); the loader
    // only names it. A custom loader also switches the runtime optimizer (/_next/image) off:
    // its cold transforms, once cancelled by a browser, could leave that URL hanging for good.
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: IMAGE_WIDTHS,
    imageSizes: [],
  },
  async redirects() {
    // A tour's page runs no middleware (middleware.ts): a language prefix on another language's
    // domain (/de/trip/… on the English one) goes to that language's domain here, in one 301.
    // One rule per language (Next tries every rule on every request): `has` values are anchored patterns.
    const hostPattern = (locale) => new URL(origins[locale]).hostname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return LOCALES.map((prefix) => ({
      source: `/${prefix}/trip/:slug`,
      locale: /** @type {const} */ (false),
      has: [{ type: /** @type {const} */ ('host'), value: `(?:${LOCALES.filter((here) => here !== prefix).map(hostPattern).join('|')})` }],
      destination: `${origins[prefix]}/trip/:slug`,
      statusCode: /** @type {const} */ (301),
    }));
  },
  async headers() {
    // Built once, from the same variables the client bundle was built with (next dev: with eval).
    const csp = pageCsp({ dev: process.env.NODE_ENV === 'development' });
    return [
      { source: '/:path*', headers: asHeaders([...BASE_SECURITY_HEADERS, ['Content-Security-Policy', csp]]) },
      // Build files (/_next/…) have no language: a rule with a locale never matches them.
      { source: '/_next/:path*', locale: false, headers: asHeaders([...BASE_SECURITY_HEADERS, ['Content-Security-Policy', NON_PAGE_CSP]]) },
      { source: '/:path*', ...OVER_HTTPS, headers: asHeaders([HSTS]) },
      { source: '/_next/:path*', locale: false, ...OVER_HTTPS, headers: asHeaders([HSTS]) },
      // JSON answers and the public folder's files load nothing and are framed by nobody.
      ...['/api/:path*', '/images/:path*', '/favicon.svg', '/favicon.ico', '/logo.png'].map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] })),
      // Last, so that it wins over the rule above (the last matching header of a key is sent).
      {
        // A password-reset link carries its token in the URL: never pass it on as a referrer.
        source: '/ForgotPassword',
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      },
      // The back office: never indexed (its pages say so too; this also covers what they load).
      { source: '/admin', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
      {
        // Pre-built picture sizes: their names carry a hash of the picture, so they never change.
        source: `${SIZED_URL_BASE}/:path*`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

module.exports = (/** @type {string} */ phase) => (phase === PHASE_PRODUCTION_SERVER ? { ...nextConfig, assetPrefix: builtAssetPrefix() } : nextConfig);

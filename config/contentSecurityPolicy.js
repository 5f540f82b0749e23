// @ts-check
// Plain CommonJS: next.config.js bakes the page policy in at build time, from the same variables
// that bake the third parties, the tile server and the API hosts into the client bundle.
const { LOCALES, siteOrigins } = require('./locales');
const { thirdPartyConfig } = require('./thirdParties');

/**
 * What an answer that is not a page gets (APIs, build assets, pictures): it may load nothing and
 * be framed by nobody, so a JSON or SVG answer opened on its own can never run anything.
 */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The scheme, host and port of a configured URL as a CSP source. A Leaflet subdomain placeholder
 * in the host (`https://{s}.tile.example/...`) becomes CSP's leftmost-label wildcard.
 * @param {string} url
 */
function sourceOf(url) {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) throw new Error(`Content-Security-Policy: not an http(s) URL: ${url}`);
  const host = match[2].replace(/^\{[a-z]+\}\./i, '*.');
  if (/[{}]/.test(host)) throw new Error(`Content-Security-Policy: a placeholder in ${url} is not the host's first label`);
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * Where the build's assets (/_next/static: scripts, styles, fonts) are served from when not from
 * the site itself: ASSET_PREFIX, read at build time, without a trailing slash. Empty: the site.
 * @param {Record<string, string | undefined>} [env]
 */
function assetPrefix(env = process.env) {
  const prefix = env.ASSET_PREFIX?.trim().replace(/\/+$/, '') ?? '';
  if (prefix) sourceOf(prefix); // an http(s) URL, or the build stops here
  return prefix;
}

/** @param {(string | undefined | null | false)[]} sources */
const list = (sources) => [...new Set(sources.filter(Boolean))];

/**
 * The policy of every page. Scripts: this site's own files (from the asset origin too, with
 * ASSET_PREFIX) and the configured third parties only; no inline script (the page data is
 * type=application/json).
 * Styles allow 'unsafe-inline': React style attributes, next/image and Leaflet write inline styles,
 * and a style cannot run code. `dev` adds what `next dev` needs (eval for its fast refresh).
 * @param {{ env?: Record<string, string | undefined>, dev?: boolean }} [options]
 */
function pageCsp({ env = process.env, dev = false } = {}) {
  const parties = thirdPartyConfig(env);
  // Only the third parties that can load at all (URL and id configured), each by its own origin.
  const scripts = list([parties.analytics, parties.sessionRecorder, parties.adsPixel, parties.overlay, parties.liveChat].map((p) => p && sourceOf(p.url)));
  const chat = parties.liveChat && sourceOf(parties.liveChat.url);
  const apiHosts = list(LOCALES.map((l) => env[`API_HOST_${l.toUpperCase()}`]?.trim()).map((url) => url && sourceOf(url)));
  const tiles = env.MAP_TILE_URL?.trim() ? sourceOf(env.MAP_TILE_URL) : null;
  const origins = Object.values(siteOrigins(/** @type {NodeJS.ProcessEnv} */ (env)));
  const prefix = assetPrefix(env);
  const assets = prefix ? [sourceOf(prefix)] : [];
  const directives = [
    ["default-src 'self'"],
    ['script-src', "'self'", ...assets, ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", ...assets, "'unsafe-inline'"],
    // Map tiles; the vendors' pixels and beacons go to their own hosts.
    ['img-src', "'self'", ...assets, 'data:', 'blob:', ...list([tiles, ...scripts])],
    ['font-src', "'self'", ...assets],
    ['connect-src', "'self'", ...list([...assets, ...apiHosts, ...scripts])],
    // A live-chat widget opens its conversation in a frame from its own host; nothing else frames.
    ['frame-src', ...(chat ? [chat] : ["'none'"])],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    // Only where every language is served over https: on http it would send the page's own files to https.
    ...(origins.every((o) => o.startsWith('https:')) ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

module.exports = { NON_PAGE_CSP, assetPrefix, pageCsp, sourceOf };

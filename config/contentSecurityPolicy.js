// @ts-check
// Plain CommonJS: next.config.js bakes the page policy in at build time, from the same variables
// that bake the third parties, the tile server and the API hosts into the client bundle.
const { LOCALES, siteOrigins } = require('./locales');
const { thirdPartyConfig } = require('./thirdParties');
const crypto = require('node:crypto');
const { SCRIPTS_AFTER_PAINT } = require('./scriptsAfterPaint');

/** The page's one inline script (config/scriptsAfterPaint.js), allowed by the hash of its text. */
const SCRIPTS_AFTER_PAINT_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`;

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

/** @param {(string | undefined | null | false)[]} sources */
const list = (sources) => [...new Set(sources.filter(Boolean))];

/**
 * The policy of every page. Scripts: this site's own files and the configured third parties only
 * and, by its hash, the one inline script of every page (config/scriptsAfterPaint.js); the page
 * data is type=application/json.
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
  const directives = [
    ["default-src 'self'"],
    ['script-src', "'self'", SCRIPTS_AFTER_PAINT_HASH, ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Map tiles; the vendors' pixels and beacons go to their own hosts.
    ['img-src', "'self'", 'data:', 'blob:', ...list([tiles, ...scripts])],
    ["font-src 'self'"],
    ['connect-src', "'self'", ...list([...apiHosts, ...scripts])],
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

module.exports = { NON_PAGE_CSP, SCRIPTS_AFTER_PAINT_HASH, pageCsp, sourceOf };

// @ts-check
// Plain CommonJS so next.config.js can bake these into the client bundle (and the page's
// Content-Security-Policy, config/contentSecurityPolicy.js) at build time.
const { LOCALES } = require('./locales');

/**
 * The environment variables that switch each third-party script on (unset = never loaded).
 * The analytics tag has one id per language: each domain reports to its own property.
 */
const THIRD_PARTY_ENV = [
  'ADS_PIXEL_URL',
  'ADS_PIXEL_ID',
  'SESSION_RECORDER_URL',
  'SESSION_RECORDER_SITE_ID',
  'LIVE_CHAT_URL',
  'OVERLAY_SCRIPT_URL',
  'ANALYTICS_TAG_URL',
  ...LOCALES.map((l) => `ANALYTICS_TAG_${l.toUpperCase()}`),
];

/**
 * next.config.js `env` entries: NEXT_PUBLIC_<name> for each variable above ('' when unset).
 * @param {Record<string, string | undefined>} [env]
 */
function thirdPartyPublicEnv(env = process.env) {
  return THIRD_PARTY_ENV.map((name) => [`NEXT_PUBLIC_${name}`, env[name] || '']);
}

/**
 * The third parties the operator configured, read by their operator-facing names (ADS_PIXEL_URL, …);
 * blank counts as unset, and one missing its id is not configured: it never loads.
 * @param {Record<string, string | undefined>} env
 * @returns {import('../lib/consent/thirdParties').ThirdPartyConfig}
 */
function thirdPartyConfig(env) {
  /** @param {string} name */
  const v = (name) => env[name]?.trim() || '';
  /** @type {Record<string, string>} */
  const ids = {};
  for (const locale of LOCALES) {
    const id = v(`ANALYTICS_TAG_${locale.toUpperCase()}`);
    if (id) ids[locale] = id;
  }
  return {
    adsPixel: v('ADS_PIXEL_URL') && v('ADS_PIXEL_ID') ? { url: v('ADS_PIXEL_URL'), id: v('ADS_PIXEL_ID') } : null,
    sessionRecorder: v('SESSION_RECORDER_URL') && v('SESSION_RECORDER_SITE_ID') ? { url: v('SESSION_RECORDER_URL'), siteId: v('SESSION_RECORDER_SITE_ID') } : null,
    liveChat: v('LIVE_CHAT_URL') ? { url: v('LIVE_CHAT_URL') } : null,
    overlay: v('OVERLAY_SCRIPT_URL') ? { url: v('OVERLAY_SCRIPT_URL') } : null,
    analytics: v('ANALYTICS_TAG_URL') && Object.keys(ids).length ? { url: v('ANALYTICS_TAG_URL'), ids } : null,
  };
}

module.exports = { THIRD_PARTY_ENV, thirdPartyPublicEnv, thirdPartyConfig };

// Plain CommonJS so next.config.js can bake these into the client bundle at build time.
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

module.exports = { THIRD_PARTY_ENV, thirdPartyPublicEnv };

import { thirdPartyConfig } from './thirdParties';

/**
 * The configuration baked in at build time (next.config.js `env`). Literal process.env reads:
 * Next inlines only those. Imported by the lazily loaded script loader, not the shared bundle.
 */
export const BUILT_THIRD_PARTY_CONFIG = thirdPartyConfig({
  ADS_PIXEL_URL: process.env.NEXT_PUBLIC_ADS_PIXEL_URL,
  ADS_PIXEL_ID: process.env.NEXT_PUBLIC_ADS_PIXEL_ID,
  SESSION_RECORDER_URL: process.env.NEXT_PUBLIC_SESSION_RECORDER_URL,
  SESSION_RECORDER_SITE_ID: process.env.NEXT_PUBLIC_SESSION_RECORDER_SITE_ID,
  LIVE_CHAT_URL: process.env.NEXT_PUBLIC_LIVE_CHAT_URL,
  OVERLAY_SCRIPT_URL: process.env.NEXT_PUBLIC_OVERLAY_SCRIPT_URL,
  ANALYTICS_TAG_URL: process.env.NEXT_PUBLIC_ANALYTICS_TAG_URL,
  ANALYTICS_TAG_EN: process.env.NEXT_PUBLIC_ANALYTICS_TAG_EN,
  ANALYTICS_TAG_DE: process.env.NEXT_PUBLIC_ANALYTICS_TAG_DE,
  ANALYTICS_TAG_FR: process.env.NEXT_PUBLIC_ANALYTICS_TAG_FR,
  ANALYTICS_TAG_ES: process.env.NEXT_PUBLIC_ANALYTICS_TAG_ES,
  ANALYTICS_TAG_IT: process.env.NEXT_PUBLIC_ANALYTICS_TAG_IT,
  ANALYTICS_TAG_PT: process.env.NEXT_PUBLIC_ANALYTICS_TAG_PT,
});

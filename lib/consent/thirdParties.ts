import { thirdPartyConfig as thirdPartyConfigFromEnv } from '@/config/thirdParties';
import type { Locale } from '@/lib/i18n/config';
import type { Consent, Purpose } from './purposes';

/** The third parties the operator configured (config/thirdParties.js); a missing one is never loaded. */
export type ThirdPartyConfig = {
  adsPixel: { url: string; id: string } | null;
  sessionRecorder: { url: string; siteId: string } | null;
  liveChat: { url: string } | null;
  overlay: { url: string } | null;
  /** The tag loader and each language's tag id (a domain without an id loads no analytics). */
  analytics: { url: string; ids: Partial<Record<Locale, string>> } | null;
};

/** Reads the variables by their operator-facing names; shared with the page's Content-Security-Policy. */
export const thirdPartyConfig: (env: Record<string, string | undefined>) => ThirdPartyConfig = thirdPartyConfigFromEnv;

export type ThirdPartyKey = 'analytics' | 'session-recorder' | 'ads-pixel' | 'overlay' | 'live-chat';
export type ThirdPartyScript = { key: ThirdPartyKey; purpose: Purpose; src: string };

/**
 * A script URL with its parameter: `{name}` in the URL is replaced by the value, otherwise
 * `name=value` is added to the query (vendors differ in where they want the id).
 */
export function scriptUrl(url: string, name: string, value: string): string {
  const placeholder = `{${name}}`;
  if (url.includes(placeholder)) return url.split(placeholder).join(encodeURIComponent(value));
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** The scripts a page may load: those configured, for purposes the visitor agreed to, with this domain's analytics id. */
export function scriptsFor(config: ThirdPartyConfig, { locale, consent, path }: { locale: Locale; consent: Consent; path: string }): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const analyticsId = config.analytics?.ids[locale];
  if (consent.analytics && config.analytics && analyticsId) {
    scripts.push({ key: 'analytics', purpose: 'analytics', src: scriptUrl(config.analytics.url, 'id', analyticsId) });
  }
  if (consent.analytics && config.sessionRecorder) {
    scripts.push({ key: 'session-recorder', purpose: 'analytics', src: scriptUrl(config.sessionRecorder.url, 'id', config.sessionRecorder.siteId) });
  }
  if (consent.marketing && config.adsPixel) {
    scripts.push({ key: 'ads-pixel', purpose: 'marketing', src: scriptUrl(config.adsPixel.url, 'id', config.adsPixel.id) });
  }
  if (consent.marketing && config.overlay) {
    scripts.push({ key: 'overlay', purpose: 'marketing', src: scriptUrl(config.overlay.url, 'path', path) });
  }
  if (consent.chat && config.liveChat) {
    scripts.push({ key: 'live-chat', purpose: 'chat', src: config.liveChat.url });
  }
  return scripts;
}

import { describe, expect, it } from 'vitest';
import { scriptUrl, scriptsFor, thirdPartyConfig } from '@/lib/consent/thirdParties';
import { allPurposes, type Consent } from '@/lib/consent/purposes';
import { thirdPartyPublicEnv } from '@/config/thirdParties';

const FULL = {
  ADS_PIXEL_URL: 'https://ads.example/pixel.js',
  ADS_PIXEL_ID: 'PX1',
  SESSION_RECORDER_URL: 'https://rec.example/r.js?site={id}',
  SESSION_RECORDER_SITE_ID: '42',
  LIVE_CHAT_URL: 'https://chat.example/w.js?k=abc',
  OVERLAY_SCRIPT_URL: 'https://overlay.example/o.js',
  ANALYTICS_TAG_URL: 'https://tags.example/tag.js',
  ANALYTICS_TAG_EN: 'G-EN',
  ANALYTICS_TAG_DE: 'G-DE',
};
const ALL = allPurposes(true);
const names = (consent: Consent, locale: 'en' | 'de' | 'fr' = 'en') => scriptsFor(thirdPartyConfig(FULL), { locale, consent, path: '/' }).map((s) => s.key);

describe('third-party configuration (environment, read at build time)', () => {
  it('loads nothing that is not configured: an empty environment, or blank values', () => {
    for (const env of [{}, Object.fromEntries(Object.keys(FULL).map((k) => [k, '  ']))]) {
      expect(scriptsFor(thirdPartyConfig(env), { locale: 'en', consent: ALL, path: '/' })).toEqual([]);
    }
  });

  it('needs both the URL and the id of the ads pixel and of the session recorder', () => {
    const config = thirdPartyConfig({ ADS_PIXEL_URL: FULL.ADS_PIXEL_URL, SESSION_RECORDER_SITE_ID: '42' });
    expect(config.adsPixel).toBeNull();
    expect(config.sessionRecorder).toBeNull();
  });

  it('passes every variable to the browser build under NEXT_PUBLIC_, unset ones as empty', () => {
    const env = Object.fromEntries(thirdPartyPublicEnv({ ADS_PIXEL_ID: 'PX1' }));
    expect(env.NEXT_PUBLIC_ADS_PIXEL_ID).toBe('PX1');
    expect(env.NEXT_PUBLIC_ANALYTICS_TAG_PT).toBe('');
    expect(Object.keys(env)).toHaveLength(13);
  });
});

describe('which scripts a page loads', () => {
  it('nothing without consent', () => {
    expect(names(allPurposes(false))).toEqual([]);
  });

  it('each purpose brings its own third parties only', () => {
    expect(names({ analytics: true, marketing: false, chat: false })).toEqual(['analytics', 'session-recorder']);
    expect(names({ analytics: false, marketing: true, chat: false })).toEqual(['ads-pixel', 'overlay']);
    expect(names({ analytics: false, marketing: false, chat: true })).toEqual(['live-chat']);
  });

  it("uses the page's domain's analytics id, and loads no analytics on a domain without one", () => {
    const src = (locale: 'en' | 'de' | 'fr') => scriptsFor(thirdPartyConfig(FULL), { locale, consent: ALL, path: '/' }).find((s) => s.key === 'analytics')?.src;
    expect(src('en')).toBe('https://tags.example/tag.js?id=G-EN');
    expect(src('de')).toBe('https://tags.example/tag.js?id=G-DE');
    expect(src('fr')).toBeUndefined();
    expect(names(ALL, 'fr')).toEqual(['session-recorder', 'ads-pixel', 'overlay', 'live-chat']);
  });

  it('keys the overlay by the current path and puts ids where the URL asks for them', () => {
    const scripts = scriptsFor(thirdPartyConfig(FULL), { locale: 'en', consent: ALL, path: '/trip/serengeti safari' });
    const src = Object.fromEntries(scripts.map((s) => [s.key, s.src]));
    expect(src.overlay).toBe('https://overlay.example/o.js?path=%2Ftrip%2Fserengeti+safari');
    expect(src['session-recorder']).toBe('https://rec.example/r.js?site=42');
    expect(src['ads-pixel']).toBe('https://ads.example/pixel.js?id=PX1');
    expect(src['live-chat']).toBe('https://chat.example/w.js?k=abc');
  });

  it('keeps a query the URL already has', () => {
    expect(scriptUrl('https://x.example/a.js?v=2', 'id', 'A&B')).toBe('https://x.example/a.js?v=2&id=A%26B');
  });
});

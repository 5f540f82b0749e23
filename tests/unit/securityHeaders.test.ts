import { nextConfigForBuild } from '../helpers/nextConfig';
import { describe, expect, it } from 'vitest';
import { NON_PAGE_CSP, pageCsp } from '@/config/contentSecurityPolicy';
import { cameOverHttps } from '@/config/https';

/** The policy as directive name → its sources. */
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const HTTPS_SITE = Object.fromEntries(['EN', 'DE', 'FR', 'ES', 'IT', 'PT'].map((l) => [`SITE_ORIGIN_${l}`, `https://${l.toLowerCase()}.twiga.example`]));

describe('the page Content-Security-Policy (built from the configuration)', () => {
  it('allows scripts from the site, the one inline loader (by its hash) and each configured third party only, never eval', () => {
    const csp = directives(
      pageCsp({
        env: {
          ANALYTICS_TAG_URL: 'https://tags.example/tag.js',
          ANALYTICS_TAG_DE: 'G-DE',
          LIVE_CHAT_URL: 'https://chat.example:8443/w.js?k=abc',
          // Without its id the pixel never loads, so its host gets nothing.
          ADS_PIXEL_URL: 'https://ads.example/pixel.js',
          SESSION_RECORDER_URL: 'https://rec.example/r.js?site={id}',
          SESSION_RECORDER_SITE_ID: '42',
        },
      }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://tags.example', 'https://rec.example', 'https://chat.example:8443']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://tags.example', 'https://rec.example', 'https://chat.example:8443']);
    expect(csp['frame-src']).toEqual(['https://chat.example:8443']);
    expect(JSON.stringify(csp)).not.toContain('ads.example');
  });

  it('with nothing configured: own files only, no frames', () => {
    const csp = directives(pageCsp({ env: {} }));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('allows no inline script', () => {
    expect(directives(pageCsp({ env: {} }))['script-src']).not.toContain("'unsafe-inline'");
  });

  it("lets the page load the build's scripts, styles, fonts and pictures from ASSET_PREFIX's origin, nothing else from it", () => {
    const csp = directives(pageCsp({ env: { ASSET_PREFIX: 'https://cdn.twiga.example/site/' } }));
    for (const d of ['script-src', 'style-src', 'font-src', 'img-src']) expect(csp[d]).toContain('https://cdn.twiga.example');
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(() => pageCsp({ env: { ASSET_PREFIX: 'cdn.twiga.example' } })).toThrow(/not an http/);
  });

  it("lets the map load tiles from the configured tile server, a subdomain placeholder as CSP's wildcard", () => {
    expect(directives(pageCsp({ env: { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png' } }))['img-src']).toContain('https://*.tile.example.org');
    expect(() => pageCsp({ env: { MAP_TILE_URL: 'https://tiles.{s}.example.org/{z}/{x}/{y}.png' } })).toThrow(/first label/);
  });

  it('lets the browser call each language API host', () => {
    expect(directives(pageCsp({ env: { API_HOST_DE: 'https://api.twiga.example/' } }))['connect-src']).toEqual(["'self'", 'https://api.twiga.example']);
  });

  it("adds eval only for next dev, and upgrade-insecure-requests only where every language is on https", () => {
    expect(pageCsp({ env: {}, dev: true })).toContain("script-src 'self' 'unsafe-eval';");
    expect(pageCsp({ env: {} })).not.toContain('unsafe-eval');
    expect(pageCsp({ env: {} })).not.toContain('upgrade-insecure-requests');
    expect(pageCsp({ env: HTTPS_SITE })).toMatch(/; upgrade-insecure-requests$/);
    expect(pageCsp({ env: { ...HTTPS_SITE, SITE_ORIGIN_PT: 'http://pt.localhost:3000' } })).not.toContain('upgrade-insecure-requests');
  });

  it('next.config.js sends the page policy on pages and the empty one on the API (the later rule wins)', async () => {
    const rules: { source: string; headers: { key: string; value: string }[] }[] = await nextConfigForBuild().headers!();
    const csp = (source: string) => rules.filter((r) => r.source === source).flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value));
    expect(csp('/:path*')).toEqual([pageCsp()]);
    expect(csp('/api/:path*')).toEqual([NON_PAGE_CSP]);
    expect(rules.findIndex((r) => r.source === '/api/:path*')).toBeGreaterThan(rules.findIndex((r) => r.source === '/:path*'));
  });
});

describe('whether an answer goes out over https (Secure cookies)', () => {
  const http = ['http://localhost:3000', 'http://de.localhost:3000'];
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(cameOverHttps({ forwardedProto: 'https' }, { trustProxy: false, origins: http })).toBe(false);
    expect(cameOverHttps({ forwardedProto: 'https, http' }, { trustProxy: true, origins: http })).toBe(true);
    expect(cameOverHttps({ forwardedProto: 'http' }, { trustProxy: true, origins: http })).toBe(false);
  });

  it('is true on a TLS connection, and on a site whose origins are all https', () => {
    expect(cameOverHttps({ encrypted: true }, { trustProxy: false, origins: http })).toBe(true);
    expect(cameOverHttps({}, { trustProxy: false, origins: Object.values(HTTPS_SITE) })).toBe(true);
    expect(cameOverHttps({}, { trustProxy: false, origins: http })).toBe(false);
  });
});

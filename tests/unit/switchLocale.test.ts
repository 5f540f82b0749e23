import { describe, expect, it } from 'vitest';
import { localeCookie, localeSwitchUrl, switchedFrom } from '@/lib/i18n/switchLocale';
import { localeForHost, siteOrigin } from '@/lib/i18n/origins';

describe('locale dropdown targets', () => {
  it('sends the traveller straight to the same page on the chosen language domain, with no redirect flag to bounce through', () => {
    expect(localeSwitchUrl('de', '/About')).toBe(`${siteOrigin('de')}/About`);
    expect(localeSwitchUrl('de', '/')).toBe(`${siteOrigin('de')}/`);
  });

  it('knows a visitor arrived from another language domain (the dropdown), and only then', () => {
    expect(switchedFrom(`${siteOrigin('en')}/Contact`, 'de')).toBe('en');
    expect(switchedFrom(`${siteOrigin('de')}/Contact`, 'de')).toBeUndefined();
    expect(switchedFrom('https://search.example/?q=safari', 'de')).toBeUndefined();
    expect(switchedFrom('', 'de')).toBeUndefined();
    expect(switchedFrom('not a url', 'de')).toBeUndefined();
  });

  it('writes the language cookie for 365 days on this domain, Secure over HTTPS', () => {
    expect(localeCookie('de', false)).toBe('NEXT_LOCALE=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr', true)).toBe('NEXT_LOCALE=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('uses the page equivalent slug where slugs differ', () => {
    const url = new URL(localeSwitchUrl('fr', '/blog/tanzania-entry-requirements', { fr: '/blog/formalites-entree-tanzanie' }));
    expect(url.pathname).toBe('/blog/formalites-entree-tanzanie');
  });

  it('keeps the query of the current page', () => {
    expect(localeSwitchUrl('it', '/Search?search=serengeti')).toBe(`${siteOrigin('it')}/Search?search=serengeti`);
  });

  it('maps each domain back to its language, ignoring the port', () => {
    expect(localeForHost('de.localhost:3000')).toBe('de');
    expect(localeForHost('localhost')).toBe('en');
    expect(localeForHost('evil.example')).toBeUndefined();
  });
});

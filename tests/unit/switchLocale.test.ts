import { describe, expect, it } from 'vitest';
import { localeSwitchUrl, SET_LOCALE_PARAM } from '@/lib/i18n/switchLocale';
import { localeForHost, siteOrigin } from '@/lib/i18n/origins';

describe('locale dropdown targets', () => {
  it('sends the traveller to the same page on the chosen language domain', () => {
    const url = new URL(localeSwitchUrl('de', '/About'));
    expect(url.origin).toBe(siteOrigin('de'));
    expect(url.pathname).toBe('/About');
    expect(url.searchParams.get(SET_LOCALE_PARAM)).toBe('1');
  });

  it('uses the page equivalent slug where slugs differ', () => {
    const url = new URL(localeSwitchUrl('fr', '/blog/tanzania-entry-requirements', { fr: '/blog/formalites-entree-tanzanie' }));
    expect(url.pathname).toBe('/blog/formalites-entree-tanzanie');
  });

  it('keeps the query of the current page', () => {
    const url = new URL(localeSwitchUrl('it', '/Search?search=serengeti'));
    expect(url.searchParams.get('search')).toBe('serengeti');
  });

  it('maps each domain back to its language, ignoring the port', () => {
    expect(localeForHost('de.localhost:3000')).toBe('de');
    expect(localeForHost('localhost')).toBe('en');
    expect(localeForHost('evil.example')).toBeUndefined();
  });
});

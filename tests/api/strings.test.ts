import { describe, expect, it } from 'vitest';
import * as stringsRoute from '@/pages/api/strings';
import { translate, type Messages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import fr from '@/locales/fr.json';
import { serveApi } from '../helpers/apiServer';

// GET /api/strings: what the tour page's quote form fetches when it opens, instead of every tour
// page carrying it in its HTML. No database involved.

describe('GET /api/strings', () => {
  const ask = async (path: string, host: string, headers: Record<string, string> = {}) => {
    const api = await serveApi({ '/api/strings': stringsRoute });
    try {
      return await api.request(path, { host, headers });
    } finally {
      await api.close();
    }
  };

  it('answers the form\'s sections in the language of the domain, and only those, shareable by caches', async () => {
    const res = await ask('/api/strings?ns=leads,validation', 'de.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ messages: { leads: de.leads, validation: de.validation } });
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers.vary).toContain('X-Locale');
  });

  it('answers the consent banner\'s words, which no page carries in its HTML', async () => {
    const res = await ask('/api/strings?ns=consent', 'de.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ messages: { consent: de.consent } });
    expect(de.consent.title).toBe('Ihre Privatsphäre');
  });

  it('answers a part of a section nested as in the locale file (a tour page\'s departure list)', async () => {
    const res = await ask('/api/strings?ns=booking.departures', 'de.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ messages: { booking: { departures: de.booking.departures } } });
    expect((await ask('/api/strings?ns=booking', 'de.localhost:3000')).status).toBe(400);
  });

  it('follows X-Locale when API hosts are shared', async () => {
    const res = await ask('/api/strings?ns=validation', 'localhost:3000', { 'X-Locale': 'fr' });
    expect(res.json()).toEqual({ messages: { validation: fr.validation } });
  });

  it('refuses sections that are not fetched on demand (the account\'s, the back office\'s) with a localised 400', async () => {
    for (const ns of ['account', 'leads,common', '', 'constructor', '__proto__']) {
      const res = await ask(`/api/strings?ns=${ns}`, 'de.localhost:3000');
      expect(res.status, ns).toBe(400);
      expect(res.json().error.message, ns).toBe(translate(de as unknown as Messages, 'api.invalidInput'));
    }
  });
});

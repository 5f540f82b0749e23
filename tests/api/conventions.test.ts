import { describe, expect, it } from 'vitest';
import * as metaRoute from '@/pages/api/getMetaInfos/[id]';
import * as healthRoute from '@/pages/api/health';
import * as unknownRoute from '@/pages/api/[...path]';
import { useSharedDb } from '@/server/db/connection';
import { createTestDb, engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

const hosts = { en: 'localhost:3000', de: 'de.localhost:3000', fr: 'fr.localhost:3000' };

describe.each(engines())('API conventions on %s', (engine) => {
  const seeded = useSeededApi(engine, {
    '/api/getMetaInfos/[id]': metaRoute,
    '/api/health': healthRoute,
    '/api/[...path]': unknownRoute,
  });

  const get = (path: string, host = hosts.en, options: { method?: string; headers?: Record<string, string> } = {}) =>
    seeded.api().request(path, { host, ...options });

  it('answers in the language of the domain the request came to', async () => {
    const en = await (await get('/api/getMetaInfos/contact')).json();
    const de = await (await get('/api/getMetaInfos/contact', hosts.de)).json();
    expect(en).toMatchObject({ id: 'contact', path: '/Contact', locale: 'en' });
    expect(de).toMatchObject({ id: 'contact', locale: 'de', fallback: false });
    expect(de.title).not.toBe(en.title);
    expect(de.description.length).toBeGreaterThan(20);
  });

  it('honours the X-Locale header of the per-language client on a shared API host', async () => {
    const body = await (await get('/api/getMetaInfos/contact', 'api.example', { headers: { 'x-locale': 'it' } })).json();
    expect(body.locale).toBe('it');
  });

  it('gives 404 JSON for an unknown id, including "undefined" from a broken link', async () => {
    for (const id of ['nope', 'undefined']) {
      const res = await get(`/api/getMetaInfos/${id}`, hosts.fr);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = await res.json();
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).not.toBe('Not found.'); // French, not English
    }
  });

  it('gives 400 with a per-field message in the request language for a malformed id', async () => {
    const res = await get(`/api/getMetaInfos/${encodeURIComponent('<script>')}`, hosts.de);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields)).toEqual(['id']);
    expect(body.error.fields.id).not.toMatch(/This value is not valid/);
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('gives 405 with Allow for a method the route does not take', async () => {
    const res = await get('/api/getMetaInfos/about', hosts.en, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await res.json()).error.code).toBe('method_not_allowed');
  });

  it('answers unknown API paths with JSON 404, never the HTML page', async () => {
    const res = await get('/api/tours/undefined');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('reports health, and 503 without internals when the database is gone', async () => {
    expect((await get('/api/health')).status).toBe(200);
    const broken = await createTestDb(engine);
    await broken.db.selectFrom('kysely_migration' as never).selectAll().execute().catch(() => {}); // opened once...
    await broken.drop(); // ...then gone: every query now fails
    useSharedDb(broken.db);
    try {
      const res = await get('/api/health');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeTruthy();
      const text = res.text;
      expect(text).not.toMatch(/at .*\.ts|stack|sqlite|postgres/i);
    } finally {
      useSharedDb(seeded.db().db);
    }
  });
});

import { describe, expect, it } from 'vitest';
import * as aboutRoute from '@/pages/api/about_us';
import { ASSOCIATES, TEAM } from '@/server/db/seed/info/team';
import { TEAM_CATEGORIES } from '@/lib/info/teamCategories';
import { infoDocument } from '@/server/info/service';
import deTeam from '@/server/db/seed/info/text/de/team.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

describe.each(engines())('about_us API and information pages on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/about_us': aboutRoute });
  const get = async (path: string, host = 'localhost:3000') => {
    const res = await seeded.api().request(path, { host });
    return { status: res.status, body: res.json() };
  };

  it('gives the whole team, in order, with someone in every tab', async () => {
    const { status, body } = await get('/api/about_us');
    expect(status).toBe(200);
    expect(body.team.map((m: { id: string }) => m.id)).toEqual(TEAM.map((m) => m.id));
    for (const c of TEAM_CATEGORIES) expect(body.team.some((m: { category: string }) => m.category === c), c).toBe(true);
    expect(body.associates.map((a: { id: string }) => a.id)).toEqual(ASSOCIATES.map((a) => a.id));
  });

  it('answers in the language of the domain', async () => {
    const { body } = await get('/api/about_us', 'de.localhost:3000');
    const neema = body.team.find((m: { id: string }) => m.id === 'neema');
    expect(neema.role).toBe(deTeam.neema.role);
    expect(neema.bio).toBe(deTeam.neema.bio);
  });

  it('shows five-star approved testimonials, those in the page language first', async () => {
    const { body } = await get('/api/about_us', 'de.localhost:3000');
    expect(body.testimonials.length).toBeGreaterThan(0);
    expect(body.testimonials.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const langs = body.testimonials.map((r: { language: string }) => (r.language === 'de' ? 0 : 1));
    expect(langs).toEqual([...langs].sort());
  });

  it('keeps pending reviews out of the testimonials', async () => {
    const db = seeded.db().db;
    await db.insertInto('reviews').values({
      id: 'pending-about', tour_id: null, destination_id: null, category: 'northern-safari', name: 'Spam Bot', country: 'US', language: 'de',
      rating: 5, title: 'Unapproved', text: 'Should not show', travel_date: '2026-01', created_at: '2099-01-01T00:00:00Z', status: 'pending',
    }).execute();
    const { body } = await get('/api/about_us', 'de.localhost:3000');
    expect(body.testimonials.map((r: { id: string }) => r.id)).not.toContain('pending-about');
    await db.deleteFrom('reviews').where('id', '=', 'pending-about').execute();
  });

  it('refuses writes with 405', async () => {
    const res = await seeded.api().request('/api/about_us', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
  });

  it('serves each information document in the language, English when one is missing', async () => {
    const db = seeded.db().db;
    const privacy = await infoDocument('privacy', 'fr', db);
    expect(privacy.fallback).toBe(false);
    expect(JSON.stringify(privacy.body)).toMatch(/13/);
    await db.deleteFrom('info_documents').where('id', '=', 'terms').where('locale', '=', 'it').execute();
    const terms = await infoDocument('terms', 'it', db);
    expect(terms.fallback).toBe(true);
    expect(terms.body).toEqual((await infoDocument('terms', 'en', db)).body);
  });
});

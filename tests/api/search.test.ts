import { describe, expect, it } from 'vitest';
import * as searchRoute from '@/pages/api/site-search';
import * as filterRoute from '@/pages/api/filter';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

describe.each(engines())('site search on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/site-search': searchRoute, '/api/filter': filterRoute });
  const api = { request: (...args: Parameters<ReturnType<typeof seeded.api>['request']>) => seeded.api().request(...args) };
  const search = async (q: string, host = 'localhost:3000') => {
    const res = await api.request(`/api/site-search?search=${encodeURIComponent(q)}`, { host });
    expect(res.status).toBe(200);
    return res.json();
  };

  it.each([
    ['kilimanjaro', 'kilimanjaro'],
    ['Kilimandscharo', 'kilimanjaro'], // the German name, typed on the English site
    ['serengetti', 'serengeti'], // a typo
    ['ZANZÍBAR', 'zanzibar'], // case and accent
    ['ngorongro crater', 'ngorongoro'],
  ])('"%s" finds %s first', async (q, id) => {
    const body = await search(q);
    expect(body.destinations[0]?.id).toBe(id);
    expect(body.tours.length).toBeGreaterThan(0);
  });

  it('finds Kilimanjaro climbs for "kilimanjaro", not unrelated tours', async () => {
    const body = await search('kilimanjaro');
    expect(body.totalTours).toBeGreaterThanOrEqual(10);
    for (const tour of body.tours) expect(`${tour.title} ${tour.places.join(' ')}`).toMatch(/kilimanjaro/i);
  });

  it('finds articles by their title', async () => {
    const body = await search('tipping');
    expect(body.articles[0].url).toMatch(/^\/blog\/.+tipping/);
  });

  it('answers in the host language', async () => {
    const body = await search('kilimanjaro', 'de.localhost:3000');
    expect(body.destinations[0].name).toBe('Kilimandscharo');
  });

  it('returns nothing for gibberish rather than everything', async () => {
    const body = await search('qwxzvbn');
    expect(body.tours).toEqual([]);
    expect(body.destinations).toEqual([]);
    expect(body.articles).toEqual([]);
  });

  it('uses the same tolerance for the tour list "where to" field', async () => {
    const typo = (await api.request('/api/filter?q=serengetti')).json();
    const exact = (await api.request('/api/filter?q=serengeti')).json();
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.total).toBe(exact.total);
  });

  it('finds natural phrases in other languages: every word optional but ranked, day counts understood', async () => {
    const de = await search('Serengeti Safari 5 Tage', 'de.localhost:3000');
    expect(de.tours.length).toBeGreaterThan(0);
    expect(de.tours[0].days).toBe(5);
    expect(de.tours[0].places.join(' ')).toMatch(/Serengeti/);

    const fr = await search('Zanzibar plongée', 'fr.localhost:3000');
    expect(fr.tours.length).toBeGreaterThan(0);
    expect(fr.destinations[0]?.id).toBe('zanzibar');
    expect(`${fr.tours[0].title} ${fr.tours[0].places.join(' ')}`).toMatch(/Zanzibar/);
  });

  it.each([
    ['en', 'Kilimanjaro 7 days'],
    ['de', 'Kilimandscharo 7 Tage'],
    ['fr', 'Kilimandjaro 7 jours'],
    ['es', 'Kilimanjaro 7 días'],
    ['it', 'Kilimangiaro 7 giorni'],
    ['pt', 'Quilimanjaro 7 dias'],
  ])('%s: "%s" puts 7-day Kilimanjaro tours first', async (locale, q) => {
    const body = await search(q, locale === 'en' ? 'localhost:3000' : `${locale}.localhost:3000`);
    expect(body.tours.length).toBeGreaterThan(0);
    expect(body.tours[0].days).toBe(7);
    expect(body.tours[0].places.join(' ')).toMatch(/Kilima|Quilima/);
  });

  it('counts the same tours in the search and in the tour list it links to', async () => {
    for (const q of ['Serengeti Safari', 'safari', 'Serengeti Safari 5 Tage', 'Zanzibar plongée', 'kilimanjaro']) {
      const found = await search(q);
      const list = (await api.request(`/api/filter?q=${encodeURIComponent(q)}`)).json();
      expect(found.totalTours, q).toBeGreaterThan(0);
      expect(list.total, q).toBe(found.totalTours);
      // The list ranks by relevance too: the search's best tour leads it.
      expect(list.tours[0].id, q).toBe(found.tours[0].id);
    }
  });

  it('rejects an empty or oversized query with 400', async () => {
    expect((await api.request('/api/site-search?search=')).status).toBe(400);
    expect((await api.request(`/api/site-search?search=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

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

  it('rejects an empty or oversized query with 400', async () => {
    expect((await api.request('/api/site-search?search=')).status).toBe(400);
    expect((await api.request(`/api/site-search?search=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

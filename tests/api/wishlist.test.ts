import { describe, expect, it } from 'vitest';
import * as wishlistToursRoute from '@/pages/api/wishlist/tours';
import previousTourSlugs from '@/server/db/seed/catalogue/previousTourSlugs.json';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

const previous = previousTourSlugs as Record<string, Record<string, string>>;

describe.each(engines())('GET /api/wishlist/tours on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/wishlist/tours': wishlistToursRoute });
  const get = async (query: string, host = 'localhost:3000') => {
    const res = await seeded.api().request(`/api/wishlist/tours${query}`, { host });
    return { status: res.status, body: res.json() };
  };

  it('answers the saved tours as cards in the language, in the order saved', async () => {
    const [a, b] = [TOURS[3], TOURS[0]];
    const { status, body } = await get(`?ids=${a.id},${b.id}`, 'de.localhost:3000');
    expect(status).toBe(200);
    expect(body.tours.map((t: { id: string }) => t.id)).toEqual([a.id, b.id]);
    expect(body.tours[0].priceFrom).toBeGreaterThan(0);
    expect(body.tours[0].days).toBe(a.days.length);
    expect(body.tours[0].priceFrom).toBe(a.priceFrom);
    const deSlug = ((await (seeded.db().db as any).selectFrom('tour_translations').select('slug').where('tour_id', '=', a.id).where('locale', '=', 'de').executeTakeFirstOrThrow()) as { slug: string }).slug;
    expect(body.tours[0].slug).toBe(deSlug);
    expect(body.resolved).toEqual({ [a.id]: a.id, [b.id]: b.id });
  });

  it('leads a tour saved under an old slug to the tour, and names one that is gone', async () => {
    const tour = TOURS.find((t) => previous.de[t.id] !== t.id)!;
    const { body } = await get(`?ids=${previous.de[tour.id]},no-such-tour`, 'de.localhost:3000');
    expect(body.tours.map((t: { id: string }) => t.id)).toEqual([tour.id]);
    expect(body.resolved).toEqual({ [previous.de[tour.id]]: tour.id, 'no-such-tour': null });
  });

  it('refuses a missing or malformed list with 400', async () => {
    expect((await get('')).status).toBe(400);
    expect((await get('?ids=%3Cscript%3E')).status).toBe(400);
    expect((await get(`?ids=${Array.from({ length: 51 }, (_, i) => `t-${i}`).join(',')}`)).status).toBe(400);
  });
});

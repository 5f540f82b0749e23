import { beforeAll, describe, expect, it } from 'vitest';
import * as daysRoute from '@/pages/api/admin/tours/[id]/days';
import * as blocksRoute from '@/pages/api/admin/day-blocks';
import * as contentRoute from '@/pages/api/admin/tours/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/tours/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/tours/[id]/publish/[lang]';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { getTourDetail } from '@/server/catalogue/tourService';
import { seed } from '@/server/db/seed';
import { engines } from '../helpers/testDb';
import { bookableTours } from '../helpers/bookings';
import { useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/tours/[id]/days': daysRoute,
  '/api/admin/day-blocks': blocksRoute,
  '/api/admin/tours/[id]/content': contentRoute,
  '/api/admin/tours/[id]/content/[lang]': contentLangRoute,
  '/api/admin/tours/[id]/publish/[lang]': publishRoute,
};
const en = enJson as unknown as Messages;
type Day = { title: string; description: string };
type Entry = Record<string, unknown> & { days: Day[] };

describe.each(engines())('a tour’s days from the back office, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  let salesCookie = '';
  const entryOf = async (id: string, lang: string): Promise<Entry> => {
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = (await call('GET', `/api/admin/tours/${id}/content`, { cookie })).json().languages[lang];
    return entry as Entry;
  };
  const daysRows = async (id: string) => (await db().selectFrom('tour_days').select(['day_number', 'block_id']).where('tour_id', '=', id).orderBy('day_number').execute()).map((r) => r.block_id);

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
    salesCookie = await admin.loginAsSales();
  });

  it('swaps two days, adds one and drops the last: the German text moves with its day, a French draft follows, the page, length and places follow, and setup keeps it', async () => {
    const { id, slug } = await db().selectFrom('tours as t').innerJoin('tour_translations as tt', (j) => j.onRef('tt.tour_id', '=', 't.id').on('tt.locale', '=', 'en'))
      .select(['t.id', 'tt.slug']).where('t.trip_type', '=', 'private').where('t.days', '>=', 5).orderBy('t.sort_order').executeTakeFirstOrThrow();
    const before = (await call('GET', `/api/admin/tours/${id}/days`, { cookie })).json();
    const n = before.days.length;
    expect(n).toBeGreaterThan(3);
    // A day of the office's own in German (day 2), published; a French draft with its own day 1.
    const german = await entryOf(id, 'de');
    german.days[1] = { title: 'Tag im Krater, vom Büro geschrieben', description: 'Früh hinab in den Krater, Picknick am See.' };
    expect((await call('PUT', `/api/admin/tours/${id}/content/de`, { cookie }, german)).status).toBe(200);
    expect((await call('POST', `/api/admin/tours/${id}/publish/de`, { cookie })).status).toBe(200);
    const french = await entryOf(id, 'fr');
    french.days[0] = { title: 'Arrivée, écrit par le bureau', description: 'Accueil à l’aéroport.' };
    expect((await call('PUT', `/api/admin/tours/${id}/content/fr`, { cookie }, french)).status).toBe(200);

    // A day in a park the tour does not visit yet (a card names parks, not towns).
    const visited = (await db().selectFrom('tour_destinations').select('destination_id').where('tour_id', '=', id).execute()).map((r) => r.destination_id);
    const park = await db().selectFrom('day_blocks as b').innerJoin('destinations as d', 'd.id', 'b.destination_id').select('b.id').where('d.grp', '=', 'national-parks').where('d.id', 'not in', visited).orderBy('b.id').executeTakeFirstOrThrow();
    const added = before.blocks.find((b: { id: string }) => b.id === park.id);
    // The same days the "new tour" form offers.
    expect((await call('GET', '/api/admin/day-blocks', { cookie })).json().blocks).toEqual(before.blocks);
    const order = [{ from: 2 }, { from: 1 }, { blockId: added.id }, ...Array.from({ length: n - 3 }, (_, i) => ({ from: i + 3 }))];
    const res = await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: order });
    expect(res.status, res.text).toBe(200);
    expect(res.json().days.map((d: { blockId: string }) => d.blockId)).toEqual([before.days[1].blockId, before.days[0].blockId, added.id, ...before.days.slice(2, n - 1).map((d: { blockId: string }) => d.blockId)]);
    expect(res.json().tour).toMatchObject({ days: n, editedBy: email });

    const page = await getTourDetail('de', (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', id).where('locale', '=', 'de').executeTakeFirstOrThrow()).slug, db());
    expect(page.itinerary.length).toBe(n);
    expect(page.itinerary[0]!.title).toBe('Tag im Krater, vom Büro geschrieben');
    expect(page.itinerary[2]!.destination.id).toBe((await db().selectFrom('day_blocks').select('destination_id').where('id', '=', added.id).executeTakeFirstOrThrow()).destination_id);
    expect((await getTourDetail('en', slug, db())).places).toContain(added.place);
    const draft = await entryOf(id, 'fr');
    expect(draft.days.length).toBe(n);
    expect(draft.days[1]).toEqual({ title: 'Arrivée, écrit par le bureau', description: 'Accueil à l’aéroport.' });

    await seed(db());
    expect(await daysRows(id)).toEqual(res.json().days.map((d: { blockId: string }) => d.blockId));
  });

  it('sets where a day’s night is spent on this tour (or "to be confirmed"), its meals and altitude; they move with their day, null gives the block’s back', async () => {
    const { id, slug, level } = await db().selectFrom('tours as t').innerJoin('tour_translations as tt', (j) => j.onRef('tt.tour_id', '=', 't.id').on('tt.locale', '=', 'en'))
      .select(['t.id', 'tt.slug', 't.level']).where('t.trip_type', '=', 'private').where('t.days', '>=', 4).orderBy('t.sort_order', 'desc').executeTakeFirstOrThrow();
    const before = (await call('GET', `/api/admin/tours/${id}/days`, { cookie })).json().days as { stay: unknown; blockStay: unknown }[];
    const rest = before.slice(2).map((_, i) => ({ from: i + 3 }));
    const own = { name: 'Gibb’s Farm', type: 'lodge' };
    const set = await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [{ from: 1, stay: own, meals: ['D', 'B', 'D'], altitudeM: 1520 }, { from: 2, stay: { tbc: true } }, ...rest] });
    expect(set.status, set.text).toBe(200);
    expect(set.json().days.slice(0, 2).map((d: { stay: unknown }) => d.stay)).toEqual([own, { tbc: true }]);
    let page = await getTourDetail('de', (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', id).where('locale', '=', 'de').executeTakeFirstOrThrow()).slug, db());
    expect(page.itinerary[0]!.accommodation).toEqual({ ...own, level });
    expect(page.itinerary[0]).toMatchObject({ meals: ['B', 'D'], altitudeM: 1520 });
    expect(page.itinerary[1]!.accommodation).toBeNull();
    expect(page.accommodations[0]).toMatchObject({ name: 'Gibb’s Farm', nights: 1 });

    // Swapped without a word about stays: each keeps its own.
    expect((await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [{ from: 2 }, { from: 1 }, ...rest] })).status).toBe(200);
    page = await getTourDetail('en', slug, db());
    expect(page.itinerary[0]!.accommodation).toBeNull();
    expect(page.itinerary[1]!.accommodation).toEqual({ ...own, level });
    expect(page.itinerary[1]).toMatchObject({ meals: ['B', 'D'], altitudeM: 1520 });
    // Null: the block's own again.
    const reset = await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [{ from: 1, stay: null }, { from: 2, stay: null, meals: null, altitudeM: null }, ...rest] });
    expect(reset.json().days.slice(0, 2).map((d: { stay: unknown; meals: unknown; altitudeM: unknown }) => [d.stay, d.meals, d.altitudeM])).toEqual([[null, null, null], [null, null, null]]);
    expect(reset.json().days[0].blockStay).toEqual(before[1]!.blockStay);
    expect((await getTourDetail('en', slug, db())).itinerary[1]!.meals).toEqual(reset.json().days[1].blockMeals);

    for (const day of [{ from: 1, stay: { name: '', type: 'castle' } }, { from: 1, meals: ['T'] }, { from: 1, altitudeM: 9000 }]) {
      expect((await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [day] })).status, JSON.stringify(day)).toBe(400);
    }
  });

  it('refuses a day twice, a day the tour has not, an unknown block and no days, in words; sales may not; nothing changes', async () => {
    const { id } = tours.shared;
    const before = await daysRows(id);
    for (const days of [[{ from: 1 }, { from: 1 }], [{ from: before.length + 1 }], [{ blockId: 'no-such-block' }], [{ from: 1, blockId: before[0] }]]) {
      const res = await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days });
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect(Object.keys(res.json().error.fields)[0]).toMatch(/^days/);
    }
    expect((await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [{ from: 1 }, { from: 1 }] })).json().error.fields.days).toBe(translate(en, 'validation.itineraryDays'));
    expect((await call('PUT', `/api/admin/tours/${id}/days`, { cookie }, { days: [] })).status).toBe(400);
    expect((await call('PUT', `/api/admin/tours/${id}/days`, { cookie: salesCookie }, { days: [{ from: 1 }] })).status).toBe(403);
    expect((await call('GET', '/api/admin/tours/no-such-tour/days', { cookie })).status).toBe(404);
    expect(await daysRows(id)).toEqual(before);
  });
});

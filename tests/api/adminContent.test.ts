import { beforeAll, describe, expect, it } from 'vitest';
import * as toursRoute from '@/pages/api/admin/tours/index';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import * as tourDeparturesRoute from '@/pages/api/admin/tours/[id]/departures';
import * as departureRoute from '@/pages/api/admin/departures/[id]';
import * as publicDeparturesRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import { LOCALES } from '@/lib/i18n/config';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { addOperator } from '@/server/admin/operatorService';
import { seed } from '@/server/db/seed';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { OPERATOR_PASSWORD, describeAdminGuard, unique, useAdminApi, type RouteCase } from '../helpers/adminApi';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/tours': toursRoute,
  '/api/admin/tours/[id]': tourRoute,
  '/api/admin/tours/[id]/departures': tourDeparturesRoute,
  '/api/admin/departures/[id]': departureRoute,
  '/api/departures': publicDeparturesRoute,
  '/api/bookings': bookingsRoute,
};

/** A date far enough ahead that no seeded departure (twelve months of them) is on it, different each call. */
let dayOffset = 500;
const freshDate = () => isoDay(dayOffset++);

describe.each(engines())('back office: catalogue edits on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  const slugsOf = async (tourId: string) =>
    Object.fromEntries((await db().selectFrom('tour_translations').select(['locale', 'slug']).where('tour_id', '=', tourId).execute()).map((r) => [r.locale, r.slug]));
  const publicDepartures = (slug: string, host = 'localhost:3000') => admin.seeded.api().request(`/api/departures?tour=${slug}`, { host });
  const seededPrice = (tourId: string) => TOURS.find((t) => t.id === tourId)!.priceFrom;

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
  });

  const ROUTE_CASES: RouteCase[] = [
    { name: 'GET tours', method: 'GET', path: () => '/api/admin/tours?q=serengeti', ok: 200 },
    { name: 'GET tours/{id}', method: 'GET', path: () => `/api/admin/tours/${tours.shared.id}`, ok: 200 },
    { name: 'PUT tours/{id}', method: 'PUT', path: () => `/api/admin/tours/${tours.private.id}`, body: { priceFrom: 2345, available: true }, ok: 200 },
    { name: 'POST tours/{id}/departures', method: 'POST', path: () => `/api/admin/tours/${tours.shared.id}/departures`, body: () => ({ startDate: freshDate(), seatsTotal: 6, priceCents: 150000 }), ok: 201 },
    { name: 'PATCH departures/{id}', method: 'PATCH', path: () => `/api/admin/departures/${encodeURIComponent(`${tours.shared.id}@${isoDay(499)}`)}`, body: { priceCents: 160000 }, ok: 200 },
  ];
  beforeAll(async () => {
    // The departure the PATCH case changes.
    await db().insertInto('departures').values({ id: `${tours.shared.id}@${isoDay(499)}`, tour_id: tours.shared.id, start_date: isoDay(499), seats_total: 6, price_cents: 150000 }).execute();
  });
  describeAdminGuard(admin, ROUTE_CASES);

  describe('CSRF: a change needs a same-site Origin', () => {
    it.each(ROUTE_CASES.filter((c) => c.method !== 'GET'))('$name: 403 from another site or without Origin, and nothing changes', async ({ method, path, body }) => {
      const before = await db().selectFrom('tours').select(['price_from', 'edited_at']).where('id', '=', tours.private.id).executeTakeFirstOrThrow();
      const departuresBefore = await db().selectFrom('departures').select(['id', 'price_cents']).where('tour_id', '=', tours.shared.id).execute();
      for (const auth of [{ cookie, origin: 'https://evil.example' }, { cookie, origin: null }, { cookie, origin: 'null' }]) {
        const res = await call(method, await path(), auth, typeof body === 'function' ? body() : body);
        expect(res.status, res.text).toBe(403);
        expect(res.json().error.code).toBe('csrf');
      }
      expect(await db().selectFrom('tours').select(['price_from', 'edited_at']).where('id', '=', tours.private.id).executeTakeFirstOrThrow()).toEqual(before);
      expect(await db().selectFrom('departures').select(['id', 'price_cents']).where('tour_id', '=', tours.shared.id).execute()).toEqual(departuresBefore);
    });
  });

  describe('GET /api/admin/tours', () => {
    it('lists every tour with its English title, facts and slug in each language', async () => {
      const res = await call('GET', '/api/admin/tours', { cookie });
      expect(res.status).toBe(200);
      const all = res.json().tours;
      expect(all.length).toBe(Number((await db().selectFrom('tours').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
      const shared = all.find((t: { id: string }) => t.id === tours.shared.id);
      expect(shared).toEqual({
        id: tours.shared.id, title: expect.any(String), category: expect.any(String), tripType: 'shared', days: Number(tours.shared.days),
        safariType: 'lodge', level: 'mid-range', startId: expect.any(String), endId: expect.any(String),
        priceFrom: Number(tours.shared.price_from), available: true, editedAt: null, editedBy: null, archivedAt: null, archivedBy: null, slugs: await slugsOf(tours.shared.id),
      });
      expect(Object.keys(shared.slugs).sort()).toEqual([...LOCALES].sort());
      expect(shared.slugs.en).toBe(tours.shared.slug);
    });
    it('filters by a piece of the English title or the id, whatever the case', async () => {
      const title = (await db().selectFrom('tour_translations').select('title').where('tour_id', '=', tours.shared.id).where('locale', '=', 'en').executeTakeFirstOrThrow()).title;
      const word = title.split(/\s+/).find((w) => w.length > 4)!;
      const byTitle = (await call('GET', `/api/admin/tours?q=${encodeURIComponent(word.toUpperCase())}`, { cookie })).json().tours;
      expect(byTitle.map((t: { id: string }) => t.id)).toContain(tours.shared.id);
      for (const t of byTitle) expect(`${t.id} ${t.title}`.toLowerCase()).toContain(word.toLowerCase());
      const byId = (await call('GET', `/api/admin/tours?q=${encodeURIComponent(tours.private.id.toUpperCase())}`, { cookie })).json().tours;
      expect(byId.map((t: { id: string }) => t.id)).toContain(tours.private.id);
      expect((await call('GET', '/api/admin/tours?q=100%25_no-such-tour', { cookie })).json().tours).toEqual([]);
    });
  });

  describe('GET /api/admin/tours/{id}', () => {
    it("answers the tour and its upcoming departures, soonest first, closed ones included", async () => {
      const res = await call('GET', `/api/admin/tours/${tours.shared.id}`, { cookie });
      expect(res.status).toBe(200);
      const { tour, departures } = res.json();
      expect(tour).toMatchObject({ id: tours.shared.id, priceFrom: expect.any(Number), slugs: await slugsOf(tours.shared.id) });
      expect(departures.length).toBeGreaterThan(90);
      expect(departures[0]).toEqual({ id: expect.any(String), startDate: expect.any(String), seatsTotal: expect.any(Number), seatsTaken: expect.any(Number), priceCents: expect.any(Number), dealPriceCents: null, status: 'open', editedAt: null, editedBy: null, holds: [] });
      expect(departures[0].startDate > isoDay(0)).toBe(true);
      const dates = departures.map((d: { startDate: string }) => d.startDate);
      expect(dates).toEqual([...dates].sort());
    });
    it('is 404 for an unknown tour', async () => {
      const res = await call('GET', '/api/admin/tours/no-such-tour', { cookie });
      expect(res.status).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    });
  });

  describe('PUT /api/admin/tours/{id}', () => {
    it('saves the price and who changed it, lists every page to rebuild, and keeps the edit when rebuilding fails', async () => {
      const before = Date.now();
      const res = await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: 4321, available: true });
      expect(res.status, res.text).toBe(200);
      const body = res.json();
      expect(body.tour).toMatchObject({ id: tours.private.id, priceFrom: 4321, available: true, editedBy: email });
      expect(Date.parse(body.tour.editedAt)).toBeGreaterThanOrEqual(before - 1000);
      // This test server is not a Next server: it has no page cache to rebuild, so every page is listed as failed.
      const slugs = await slugsOf(tours.private.id);
      const tourPages = LOCALES.map((l) => (l === 'en' ? `/trip/${slugs.en}` : `/${l}/trip/${slugs[l]}`));
      expect(body.revalidated).toEqual([]);
      expect(body.failed).toEqual(expect.arrayContaining([...tourPages, '/', '/de', '/pt', '/Landing', '/de/Landing']));
      // The travellers' side sees the new price.
      const row = await db().selectFrom('tours').select(['price_from', 'edited_by']).where('id', '=', tours.private.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ price_from: 4321, edited_by: email });
      expect((await call('GET', `/api/admin/tours/${tours.private.id}`, { cookie })).json().tour.priceFrom).toBe(4321);
    });
    it('refuses a price that is not a whole number of dollars above 0, or a missing `available` (400, per field)', async () => {
      for (const bad of [{ priceFrom: 0, available: true }, { priceFrom: -5, available: true }, { priceFrom: 12.5, available: true }, { priceFrom: 'cheap', available: true }, { priceFrom: 900 }, { priceFrom: 900, available: 'yes' }]) {
        const res = await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.json().error.code).toBe('invalid_input');
        expect(Object.keys(res.json().error.fields).length).toBeGreaterThan(0);
      }
      expect((await call('PUT', '/api/admin/tours/no-such-tour', { cookie }, { priceFrom: 900, available: true })).status).toBe(404);
    });
    it('answers a wrong method with 405 and Allow', async () => {
      const res = await call('DELETE', `/api/admin/tours/${tours.private.id}`, { cookie });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, PUT, PATCH, HEAD');
    });
  });

  describe('the seed never undoes what the operator edited', () => {
    it("keeps an edited tour's price and pause, still updates the rest, and still resets a tour nobody edited", async () => {
      const edited = tours.private.id;
      expect((await call('PUT', `/api/admin/tours/${edited}`, { cookie }, { priceFrom: 5555, available: false })).status).toBe(200);
      // Changed behind the back office's back: the seed puts these back from the source files.
      const other = (await db().selectFrom('tours').select('id').where('id', 'not in', [edited, tours.shared.id]).where('edited_at', 'is', null).executeTakeFirstOrThrow()).id;
      await db().updateTable('tours').set({ price_from: 1 }).where('id', '=', other).execute();
      await db().updateTable('tours').set({ popular: 7 }).where('id', '=', edited).execute();

      await seed(db());

      const row = await db().selectFrom('tours').select(['price_from', 'available', 'popular', 'edited_by']).where('id', '=', edited).executeTakeFirstOrThrow();
      expect(row.price_from).toBe(5555);
      expect(Number(row.available)).toBe(0);
      expect(row.edited_by).toBe(email);
      expect(Number(row.popular)).not.toBe(7);
      expect((await db().selectFrom('tours').select('price_from').where('id', '=', other).executeTakeFirstOrThrow()).price_from).toBe(seededPrice(other));
      expect((await call('PUT', `/api/admin/tours/${edited}`, { cookie }, { priceFrom: 5555, available: true })).status).toBe(200);
    });
    it("keeps the operator's departures as they left them", async () => {
      const mine = (await call('POST', `/api/admin/tours/${tours.shared.id}/departures`, { cookie }, { startDate: freshDate(), seatsTotal: 9, priceCents: 123400 })).json().departure;
      const seeded = (await call('GET', `/api/admin/tours/${tours.shared.id}`, { cookie })).json().departures.find((d: { editedAt: string | null }) => d.editedAt === null);
      expect((await call('PATCH', `/api/admin/departures/${encodeURIComponent(seeded.id)}`, { cookie }, { seatsTotal: 4, priceCents: 99900, status: 'closed' })).status).toBe(200);

      await seed(db());

      const after = (await call('GET', `/api/admin/tours/${tours.shared.id}`, { cookie })).json().departures;
      expect(after.find((d: { id: string }) => d.id === mine.id)).toMatchObject({ seatsTotal: 9, priceCents: 123400, status: 'open', editedBy: email });
      expect(after.find((d: { id: string }) => d.id === seeded.id)).toMatchObject({ seatsTotal: 4, priceCents: 99900, status: 'closed', editedBy: email });
      await call('PATCH', `/api/admin/departures/${encodeURIComponent(seeded.id)}`, { cookie }, { status: 'open' });
    });
  });

  describe('departures', () => {
    it('adds a departure (201) that travellers then see, recorded with who added it', async () => {
      const startDate = freshDate();
      const res = await call('POST', `/api/admin/tours/${tours.shared.id}/departures`, { cookie }, { startDate, seatsTotal: 8, priceCents: 210000 });
      expect(res.status, res.text).toBe(201);
      const body = res.json();
      expect(body.departure).toEqual({ id: `${tours.shared.id}@${startDate}`, startDate, seatsTotal: 8, seatsTaken: 0, priceCents: 210000, dealPriceCents: null, status: 'open', editedAt: expect.any(String), editedBy: email, holds: [] });
      expect(body.tour.id).toBe(tours.shared.id);
      expect(body.failed).toContain(`/trip/${tours.shared.slug}`);
      const listed = (await publicDepartures(tours.shared.slug)).json().departures.find((d: { id: string }) => d.id === body.departure.id);
      expect(listed).toMatchObject({ startDate, seatsTotal: 8, seatsLeft: 8, priceCents: 210000 });
    });
    it('refuses a date the tour already departs on (409), a past or malformed date (400), and a private tour (409)', async () => {
      const startDate = freshDate();
      const add = (tourId: string, body: unknown) => call('POST', `/api/admin/tours/${tourId}/departures`, { cookie }, body);
      expect((await add(tours.shared.id, { startDate, seatsTotal: 6, priceCents: 100000 })).status).toBe(201);
      const again = await add(tours.shared.id, { startDate, seatsTotal: 6, priceCents: 100000 });
      expect(again.status).toBe(409);
      expect(again.json().error.code).toBe('departure_exists');
      // Said as what it is (walked on 30 Nov: "Start date: This value is not valid.").
      expect(again.json().error.fields).toEqual({ startDate: translate(enJson as unknown as Messages, 'validation.departureExists') });
      for (const bad of [{ startDate: isoDay(-3), seatsTotal: 6, priceCents: 100000 }, { startDate: '2027-13-45', seatsTotal: 6, priceCents: 100000 }, { startDate: freshDate(), seatsTotal: 0, priceCents: 100000 }, { startDate: freshDate(), seatsTotal: 6, priceCents: -1 }]) {
        expect((await add(tours.shared.id, bad)).status, JSON.stringify(bad)).toBe(400);
      }
      const priv = await add(tours.private.id, { startDate: freshDate(), seatsTotal: 6, priceCents: 100000 });
      expect(priv.status).toBe(409);
      expect(priv.json().error.code).toBe('tour_not_shared');
      expect((await add('no-such-tour', { startDate: freshDate(), seatsTotal: 6, priceCents: 100000 })).status).toBe(404);
    });
    it('changes seats and price, never below the seats already taken (409), and closing takes it off sale', async () => {
      const startDate = freshDate();
      const { departure } = (await call('POST', `/api/admin/tours/${tours.shared.id}/departures`, { cookie }, { startDate, seatsTotal: 6, priceCents: 180000 })).json();
      await db().updateTable('departures').set({ seats_taken: 3 }).where('id', '=', departure.id).execute();
      const patch = (body: unknown) => call('PATCH', `/api/admin/departures/${encodeURIComponent(departure.id)}`, { cookie }, body);

      const below = await patch({ seatsTotal: 2 });
      expect(below.status).toBe(409);
      expect(below.json().error.code).toBe('seats_below_taken');
      // Walked on 30 Nov: "Seats total: This value is not valid." It says why, naming the day.
      expect(below.json().error.message).toBe(`Fewer seats than are already taken on ${startDate}; nothing was changed.`);
      const changed = await patch({ seatsTotal: 3, priceCents: 175000 });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.json().departure).toMatchObject({ seatsTotal: 3, seatsTaken: 3, priceCents: 175000, status: 'open', editedBy: email });

      expect((await patch({ status: 'closed' })).json().departure.status).toBe('closed');
      expect((await publicDepartures(tours.shared.slug)).json().departures.map((d: { id: string }) => d.id)).not.toContain(departure.id);
      const booking = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: departure.id, children: 0, childrenAges: [] }))) });
      expect(booking.status).toBe(400);
      expect((await patch({ status: 'open' })).json().departure.status).toBe('open');

      for (const bad of [{}, { status: 'cancelled' }, { seatsTotal: 'many' }]) expect((await patch(bad)).status, JSON.stringify(bad)).toBe(400);
      expect((await call('PATCH', '/api/admin/departures/no-such-departure', { cookie }, { status: 'closed' })).status).toBe(404);
    });
  });

  describe('a paused tour', () => {
    it('offers no departures and takes no booking, in the traveller\'s language; back on sale, it does again', async () => {
      const slug = tours.shared.slug;
      const open = (await publicDepartures(slug)).json().departures[0];
      expect((await call('PUT', `/api/admin/tours/${tours.shared.id}`, { cookie }, { priceFrom: Number(tours.shared.price_from), available: false })).status).toBe(200);

      const refused = await publicDepartures(slug);
      expect(refused.status).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'tour_unavailable', message: expect.stringContaining('paused') });
      const deSlug = (await slugsOf(tours.shared.id)).de;
      const de = (await publicDepartures(deSlug, 'de.localhost:3000')).json();
      expect(de.error.message).toContain('pausiert');
      const all = (await admin.seeded.api().request('/api/departures')).json().departures;
      expect(all.map((d: { tourSlug: string }) => d.tourSlug)).not.toContain(slug);

      const booking = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: slug, departureId: open.id, children: 0, childrenAges: [] }))) });
      expect(booking.status, booking.text).toBe(409);
      expect(booking.json().error.code).toBe('tour_unavailable');
      expect(await db().selectFrom('bookings').select('number').where('departure_id', '=', open.id).execute()).toEqual([]);

      expect((await call('PUT', `/api/admin/tours/${tours.shared.id}`, { cookie }, { priceFrom: Number(tours.shared.price_from), available: true })).status).toBe(200);
      expect((await publicDepartures(slug)).json().departures[0].id).toBe(open.id);
    });
  });

  it('every operator edit names its operator', async () => {
    const other = `second.${unique()}@safari.example`;
    await addOperator({ email: other, name: 'Second Operator', password: OPERATOR_PASSWORD }, db());
    const theirs = await login(other);
    const res = await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie: theirs }, { priceFrom: 4444, available: true });
    expect(res.json().tour.editedBy).toBe(other);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import * as archiveRoute from '@/pages/api/admin/tours/[id]/archive';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import * as publicDeparturesRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import { filterTours, getTourDetail } from '@/server/catalogue/tourService';
import { listDestinations } from '@/server/catalogue/destinationService';
import { seed } from '@/server/db/seed';
import { sitemapXml } from '@/server/seo/sitemap';
import { tourOf } from '@/server/bookings/facts';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers } from '../helpers/bookings';
import { useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/tours/[id]/archive': archiveRoute,
  '/api/admin/tours/[id]': tourRoute,
  '/api/departures': publicDeparturesRoute,
  '/api/bookings': bookingsRoute,
};
const de = deJson as unknown as Messages;

describe.each(engines())('archiving a tour, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  let salesCookie = '';
  const api = () => admin.seeded.api();

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
    salesCookie = await admin.loginAsSales();
  });

  it('takes the tour off every list, count, sitemap and domain and refuses bookings, in the traveller’s language; put back, all of it returns', async () => {
    const { id, slug } = tours.shared;
    const deSlug = (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', id).where('locale', '=', 'de').executeTakeFirstOrThrow()).slug;
    const before = await filterTours('en', {}, db());
    const placesBefore = new Map((await listDestinations('en', db())).map((d) => [d.id, d.toursCount]));
    const departure = (await api().request(`/api/departures?tour=${slug}`)).json().departures[0];
    expect(departure).toBeTruthy();

    const archived = await call('POST', `/api/admin/tours/${id}/archive`, { cookie });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.json().tour).toMatchObject({ id, archivedBy: email });
    expect(archived.json().tour.archivedAt).toEqual(expect.any(String));

    await expect(getTourDetail('de', deSlug, db())).rejects.toMatchObject({ status: 404 });
    const after = await filterTours('en', {}, db());
    expect(after.total).toBe(before.total - 1);
    expect(after.facets.tripType.shared).toBe(before.facets.tripType.shared - 1);
    const placesAfter = await listDestinations('en', db());
    expect(placesAfter.some((d) => d.toursCount === placesBefore.get(d.id)! - 1)).toBe(true);
    expect(await sitemapXml('de', db())).not.toContain(deSlug);
    expect((await api().request(`/api/departures?tour=${slug}`)).status).toBe(404);
    const booking = await api().request('/api/bookings', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(api(), bookingAnswers({ tour: slug, departureId: departure.id, children: 0, childrenAges: [] }))),
    });
    expect(booking.status).toBe(400);
    expect(booking.json().error.fields.tour).toBe(translate(de, 'validation.tourUnknown'));

    // `npm run setup` leaves the office's archive alone.
    await seed(db());
    expect((await db().selectFrom('tours').select('archived_by').where('id', '=', id).executeTakeFirstOrThrow()).archived_by).toBe(email);

    const back = await call('DELETE', `/api/admin/tours/${id}/archive`, { cookie });
    expect(back.status, back.text).toBe(200);
    expect(back.json().tour.archivedAt).toBeNull();
    expect((await getTourDetail('de', deSlug, db())).id).toBe(id);
    expect((await filterTours('en', {}, db())).total).toBe(before.total);
    expect(await sitemapXml('de', db())).toContain(deSlug);
    expect((await api().request(`/api/departures?tour=${slug}`)).json().departures[0].id).toBe(departure.id);
  });

  it('says how many bookings still travel on it; sales may not archive; an unknown tour is a 404', async () => {
    const { id } = tours.private;
    expect((await call('POST', `/api/admin/tours/${id}/archive`, { cookie: salesCookie })).status).toBe(403);
    expect((await call('POST', '/api/admin/tours/no-such-tour/archive', { cookie })).status).toBe(404);
    const before = (await call('POST', `/api/admin/tours/${id}/archive`, { cookie })).json().bookingsAhead as number;
    expect((await call('DELETE', `/api/admin/tours/${id}/archive`, { cookie })).status).toBe(200);
    // Two new bookings ahead, one of which ran out unpaid: one more still travels.
    const numbers: string[] = [];
    for (const n of [1, 2]) {
      const booked = await api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(api(), bookingAnswers({ tour: tours.private.slug, email: `ahead.${n}.${Date.now()}@example.com`, startDate: new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10), children: 0, childrenAges: [] }))) });
      expect(booked.status, booked.text).toBe(201);
      numbers.push(booked.json().bookingNumber);
    }
    await db().updateTable('bookings').set({ status: 'expired' }).where('number', '=', numbers[1]!).execute();
    const res = await call('POST', `/api/admin/tours/${id}/archive`, { cookie });
    expect(res.json().bookingsAhead).toBe(before + 1);
    // Its bookings still name it, in their pages, mails and invoices.
    expect((await tourOf(db(), { tour_id: id, locale: 'de' }))?.id).toBe(id);
    expect((await call('DELETE', `/api/admin/tours/${id}/archive`, { cookie })).status).toBe(200);
  });
});

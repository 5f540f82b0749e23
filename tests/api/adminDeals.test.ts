import { beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as dealsRoute from '@/pages/api/admin/deals/index';
import * as dealRoute from '@/pages/api/admin/deals/[id]';
import * as adminTourRoute from '@/pages/api/admin/tours/[id]/index';
import * as publicDeparturesRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import { TourCard } from '@/components/tours/TourCard';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { translate, type Messages } from '@/lib/i18n/translate';
import { formatPrice } from '@/lib/format/price';
import enJson from '@/locales/en.json';
import deJson from '@/locales/de.json';
import { bookingTour } from '@/server/catalogue/bookingTour';
import { dealTours, getTourDetail } from '@/server/catalogue/tourService';
import { seed } from '@/server/db/seed';
import { tourCardView } from '@/server/pages/cardViews';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/deals': dealsRoute,
  '/api/admin/deals/[id]': dealRoute,
  '/api/admin/tours/[id]': adminTourRoute,
  '/api/departures': publicDeparturesRoute,
  '/api/bookings': bookingsRoute,
};
const en = enJson as unknown as Messages;
const de = deJson as unknown as Messages;

describe.each(engines())('the content studio: deals, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  let salesCookie = '';
  const dealCount = async () => Number((await db().selectFrom('deals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const book = async (answers: Record<string, unknown>) =>
    admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ children: 0, childrenAges: [], ...answers }))) });

  beforeAll(async () => {
    tours = await bookableTours(db());
    // The tours this file prices start with no deal of their own (the seed's samples may name them).
    await db().deleteFrom('deals').where('tour_id', 'in', [tours.private.id, tours.shared.id]).execute();
    cookie = await login();
    salesCookie = await admin.loginAsSales();
  });

  it('a 20 % deal lowers the price on the card, the tour page and the booking form, and the booking is charged that price', async () => {
    const price = Number(tours.private.price_from);
    const created = await call('POST', '/api/admin/deals', { cookie }, { tourId: tours.private.id, kind: 'percent', value: 20, startsOn: isoDay(0), endsOn: isoDay(10) });
    expect(created.status, created.text).toBe(201);
    const expected = Math.round(price * 0.8);
    expect(created.json().deal).toMatchObject({ tourId: tours.private.id, kind: 'percent', value: 20, state: 'running', priceFrom: price, dealPrice: expected, editedBy: email });

    const detail = await getTourDetail('de', (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', tours.private.id).where('locale', '=', 'de').executeTakeFirstOrThrow()).slug, db());
    expect(detail.priceFrom).toBe(expected);
    expect(detail.deal).toEqual({ was: price, percent: 20, amount: null, endsOn: isoDay(10) });

    // What a traveller reads on the card: the old price struck through, the new one, the deal and its last day.
    const html = renderToStaticMarkup(createElement(I18nProvider, { locale: 'de', messages: de, children: createElement(TourCard, { tour: tourCardView(detail), wishlistToggle: false }) }));
    expect(html).toContain(`<s>${formatPrice(price)}</s>`);
    expect(html).toContain(formatPrice(expected));
    expect(html).toContain(translate(de, 'catalogue.card.deal', { percent: 20 }));

    expect((await bookingTour('en', tours.private.slug, db()))!.priceCents).toBe(expected * 100);
    const booking = await book({ tour: tours.private.slug, startDate: isoDay(60), adults: 2 });
    expect(booking.status, booking.text).toBe(201);
    expect(booking.json().totalCents).toBe(2 * expected * 100);
  });

  it('a deal of an amount lowers a shared tour’s departures by it, and the booking follows', async () => {
    const created = await call('POST', '/api/admin/deals', { cookie }, { tourId: tours.shared.id, kind: 'amount', value: 25_000, startsOn: isoDay(-3), endsOn: isoDay(30) });
    expect(created.status, created.text).toBe(201);
    const before = await db().selectFrom('departures').select(['id', 'price_cents']).where('tour_id', '=', tours.shared.id).where('start_date', '>', isoDay(3)).where('status', '=', 'open').orderBy('start_date').executeTakeFirstOrThrow();
    const shown = (await admin.seeded.api().request(`/api/departures?tour=${tours.shared.slug}`)).json().departures.find((d: { id: string }) => d.id === before.id);
    expect(shown.priceCents).toBe(Number(before.price_cents) - 25_000);
    const booking = await book({ tour: tours.shared.slug, departureId: before.id, adults: 2 });
    expect(booking.status, booking.text).toBe(201);
    expect(booking.json().totalCents).toBe(2 * (Number(before.price_cents) - 25_000));
    const card = (await getTourDetail('en', tours.shared.slug, db())).deal;
    expect(card).toMatchObject({ amount: 250, percent: null });
    // The office's departure picker says what a booking made today is charged (walked on 30 Nov: the full price beside a deal).
    const office = (await call('GET', `/api/admin/tours/${tours.shared.id}`, { cookie })).json().departures.find((d: { id: string }) => d.id === before.id);
    expect(office).toMatchObject({ priceCents: Number(before.price_cents), dealPriceCents: Number(before.price_cents) - 25_000 });
  });

  it('a deal that has ended is gone by itself, one not begun is not shown yet; the list says which is which', async () => {
    const price = Number(tours.private.price_from);
    const listed = async () => (await call('GET', '/api/admin/deals', { cookie })).json().deals as { id: string; tourId: string; state: string }[];
    const current = (await listed()).find((d) => d.state === 'running' && d.tourId === tours.private.id)!;
    // Moved into the past: the tour is back at its own price everywhere, the booking too.
    const ended = await call('PATCH', `/api/admin/deals/${current.id}`, { cookie }, { startsOn: isoDay(-20), endsOn: isoDay(-1) });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json().deal.state).toBe('over');
    expect(await getTourDetail('en', tours.private.slug, db())).toMatchObject({ priceFrom: price, deal: null });
    expect((await bookingTour('en', tours.private.slug, db()))!.priceCents).toBe(price * 100);
    expect((await dealTours('en', 50, db())).map((t) => t.id)).not.toContain(tours.private.id);

    const later = await call('POST', '/api/admin/deals', { cookie }, { tourId: tours.private.id, kind: 'percent', value: 10, startsOn: isoDay(5), endsOn: isoDay(9) });
    expect(later.status, later.text).toBe(201);
    expect(later.json().deal.state).toBe('scheduled');
    expect((await getTourDetail('en', tours.private.slug, db())).deal).toBeNull();
    const states = (await listed()).map((d) => d.state);
    expect(states.indexOf('over')).toBeGreaterThan(states.lastIndexOf('scheduled'));
  });

  it('refuses an end before the start, 95 %, an amount above the price, an unknown tour and two deals on one day, in the traveller’s words; nothing is saved', async () => {
    const count = await dealCount();
    const post = (body: Record<string, unknown>) => call('POST', '/api/admin/deals', { cookie }, { tourId: tours.private.id, kind: 'percent', value: 10, startsOn: isoDay(40), endsOn: isoDay(50), ...body });
    const backwards = await post({ startsOn: isoDay(50), endsOn: isoDay(40) });
    expect(backwards.status).toBe(400);
    expect(backwards.json().error.fields).toEqual({ endsOn: translate(en, 'validation.dealEnds') });
    expect((await post({ value: 95 })).json().error.fields).toEqual({ value: translate(en, 'validation.dealPercent') });
    expect((await post({ kind: 'amount', value: Number(tours.private.price_from) * 100 })).json().error.fields).toEqual({ value: translate(en, 'validation.dealAmount') });
    expect((await post({ tourId: 'no-such-tour' })).json().error.fields).toEqual({ tourId: translate(en, 'validation.tourUnknown') });
    // A new deal already over (a wrong year): said, not saved as "over" (walked on 30 Nov).
    expect((await post({ startsOn: isoDay(-20), endsOn: isoDay(-10) })).json().error.fields).toEqual({ endsOn: translate(en, 'validation.dealEnded') });
    const overlap = await post({ startsOn: isoDay(8), endsOn: isoDay(12) });
    expect(overlap.status).toBe(409);
    // One sentence naming the deal in the way, not "(Starts on: This value is not valid.)".
    const inTheWay = await db().selectFrom('deals').select(['starts_on', 'ends_on']).where('tour_id', '=', tours.private.id).where('starts_on', '<=', isoDay(12)).where('ends_on', '>=', isoDay(8)).executeTakeFirstOrThrow();
    expect(overlap.json().error).toEqual({ code: 'deal_overlap', message: translate(en, 'api.dealOverlap', { startsOn: inTheWay.starts_on, endsOn: inTheWay.ends_on }) });
    expect(overlap.json().error.message).toContain(`from ${inTheWay.starts_on} to ${inTheWay.ends_on}`);
    expect(await dealCount()).toBe(count);
  });

  it('sales may look but not change; a deleted sample deal stays deleted and a changed one stays changed when setup runs again', async () => {
    expect((await call('GET', '/api/admin/deals', { cookie: salesCookie })).status).toBe(200);
    expect((await call('POST', '/api/admin/deals', { cookie: salesCookie }, { tourId: tours.private.id, kind: 'percent', value: 10, startsOn: isoDay(70), endsOn: isoDay(71) })).status).toBe(403);

    const samples = await db().selectFrom('deals').select(['id', 'tour_id']).where('id', 'like', 'deal-%').where('edited_by', 'is', null).orderBy('id').limit(2).execute();
    expect(samples.length).toBe(2);
    expect((await call('DELETE', `/api/admin/deals/${samples[0].id}`, { cookie })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/deals/${samples[1].id}`, { cookie }, { kind: 'percent', value: 33 })).status).toBe(200);
    await seed(db());
    expect(await db().selectFrom('deals').select('id').where('id', '=', samples[0].id).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('deals').select(['value', 'edited_by']).where('id', '=', samples[1].id).executeTakeFirstOrThrow()).toEqual({ value: 33, edited_by: email });
    expect((await call('DELETE', `/api/admin/deals/${samples[0].id}`, { cookie })).status).toBe(404);
  });
});

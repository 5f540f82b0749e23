import { beforeAll, describe, expect, it } from 'vitest';
import * as tourDeparturesRoute from '@/pages/api/admin/tours/[id]/departures';
import { engines } from '../helpers/testDb';
import { useAdminApi } from '../helpers/adminApi';
import { bookableTours, isoDay } from '../helpers/bookings';

const ROUTES = { '/api/admin/tours/[id]/departures': tourDeparturesRoute };

// A tour with a hundred departures is changed a month or a season at a time, not row by row.
describe.each(engines())('departures changed over a range of dates, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let tourId = '';
  const days = [900, 910, 925, 960].map((n) => isoDay(n));
  const state = async () =>
    (await db().selectFrom('departures').select(['start_date', 'status', 'price_cents', 'seats_total']).where('tour_id', '=', tourId).where('start_date', 'in', days).orderBy('start_date').execute())
      .map((d) => [d.start_date, d.status, Number(d.price_cents), Number(d.seats_total)]);
  const bulk = (body: unknown) => call('PATCH', `/api/admin/tours/${tourId}/departures`, { cookie }, body);

  beforeAll(async () => {
    cookie = await login();
    tourId = (await bookableTours(db())).shared.id;
    for (const [i, day] of days.entries()) {
      await db().insertInto('departures').values({ id: `${tourId}@${day}`, tour_id: tourId, start_date: day, seats_total: 10, seats_taken: i === 1 ? 6 : 0, price_cents: 200_000 }).execute();
    }
  });

  it('closes every departure from the first to the last date given, both included, and no other', async () => {
    const res = await bulk({ from: days[0], to: days[2], status: 'closed' });
    expect(res.status, res.text).toBe(200);
    expect(res.json().changed).toBe(3);
    expect(await state()).toEqual([[days[0], 'closed', 200_000, 10], [days[1], 'closed', 200_000, 10], [days[2], 'closed', 200_000, 10], [days[3], 'open', 200_000, 10]]);
    // The answer carries the tour's departures as they now are, for the screen to show.
    expect(res.json().departures.find((d: { startDate: string }) => d.startDate === days[0]).status).toBe('closed');
  });

  it('a new price and seats for a season, reopened in the same change', async () => {
    const res = await bulk({ from: days[1], to: days[3], priceCents: 215_000, seatsTotal: 8, status: 'open' });
    expect(res.status, res.text).toBe(200);
    expect(await state()).toEqual([[days[0], 'closed', 200_000, 10], [days[1], 'open', 215_000, 8], [days[2], 'open', 215_000, 8], [days[3], 'open', 215_000, 8]]);
  });

  it('fewer seats than one departure has taken: refused naming its date, and nothing changes on the others', async () => {
    const before = await state();
    const res = await bulk({ from: days[0], to: days[3], seatsTotal: 5, priceCents: 190_000 });
    expect(res.status).toBe(409);
    expect(res.json().error.code).toBe('seats_below_taken');
    expect(res.json().error.message).toContain(days[1]);
    expect(await state()).toEqual(before);
  });

  it('refuses a range that ends before it starts, or no change at all; a traveller may not', async () => {
    const before = await state();
    expect((await bulk({ from: days[2], to: days[0], status: 'closed' })).status).toBe(400);
    expect((await bulk({ from: days[0], to: days[2] })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/tours/${tourId}/departures`, { bearer: admin.tokens.traveller }, { from: days[0], to: days[2], status: 'closed' })).status).toBe(401);
    expect(await state()).toEqual(before);
  });
});

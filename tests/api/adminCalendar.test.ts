import { beforeAll, describe, expect, it } from 'vitest';
import * as calendarRoute from '@/pages/api/admin/calendar';
import * as bookingsRoute from '@/pages/api/bookings';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/calendar': calendarRoute, '/api/bookings': bookingsRoute };
/** A day in a month far ahead (the seeded schedule runs twelve months), so this file's rows are the month's only ones. */
const MONTH = `${new Date().getUTCFullYear() + 3}-02`;

describe.each(engines())('the month calendar, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let dep = '';
  let trip = '';

  beforeAll(async () => {
    cookie = await login();
    const tours = await bookableTours(db());
    dep = `${tours.shared.id}@${MONTH}-10`;
    await db().insertInto('departures').values({ id: dep, tour_id: tours.shared.id, start_date: `${MONTH}-10`, seats_total: 8, price_cents: 100_000 }).execute();
    const book = async (answers: Record<string, unknown>) => {
      const res = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ children: 0, childrenAges: [], email: `cal.${unique()}@example.com`, ...answers }))) });
      expect(res.status, res.text).toBe(201);
      return res.json().bookingNumber as string;
    };
    await book({ tour: tours.shared.slug, departureId: dep, adults: 3 });
    trip = await book({ tour: tours.private.slug, startDate: `${MONTH}-21`, adults: 2, children: 1, childrenAges: [7] });
  });

  it('puts each departure and private trip on its day, with seats left and travellers; every day of the month is there', async () => {
    const res = await call('GET', `/api/admin/calendar?month=${MONTH}`, { cookie });
    expect(res.status, res.text).toBe(200);
    const { month, days } = res.json();
    expect(month).toBe(MONTH);
    expect(days.map((d: { date: string }) => d.date)).toHaveLength(Number(MONTH.slice(0, 4)) % 4 === 0 ? 29 : 28);
    expect(days.find((d: { date: string }) => d.date === `${MONTH}-10`).departures).toEqual([expect.objectContaining({ id: dep, seatsTotal: 8, seatsLeft: 5, travellers: 3, status: 'open' })]);
    expect(days.find((d: { date: string }) => d.date === `${MONTH}-21`).trips).toEqual([expect.objectContaining({ number: trip, travellers: 3 })]);
    expect(days.filter((d: { departures: unknown[]; trips: unknown[] }) => d.departures.length + d.trips.length > 0)).toHaveLength(2);
  });

  it('refuses a month that is not one; a traveller may not look', async () => {
    expect((await call('GET', '/api/admin/calendar?month=2027-13', { cookie })).status).toBe(400);
    expect((await call('GET', `/api/admin/calendar?month=${MONTH}`, { bearer: admin.tokens.traveller })).status).toBe(401);
  });
});

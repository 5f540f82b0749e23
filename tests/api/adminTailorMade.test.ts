import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingViewRoute from '@/pages/api/bookings/[number]';
import * as bookingRoute from '@/pages/api/admin/bookings/[number]/index';
import * as linesRoute from '@/pages/api/admin/bookings/[number]/lines/index';
import * as confirmRoute from '@/pages/api/admin/bookings/[number]/confirm';
import * as invoiceRoute from '@/pages/api/admin/bookings/[number]/invoice';
import { percentOf } from '@/lib/booking/pricing';
import { engines } from '../helpers/testDb';
import { isoDay, postBooking } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingViewRoute,
  '/api/admin/bookings/[number]': bookingRoute, '/api/admin/bookings/[number]/lines': linesRoute,
  '/api/admin/bookings/[number]/confirm': confirmRoute, '/api/admin/bookings/[number]/invoice': invoiceRoute,
};

// A tailor-made trip (booked from a quote for no catalogue tour) has no price of its own: the office
// prices it line by line, and may move its first day or change its travellers.
describe.each(engines())('a tailor-made booking priced and amended by the office, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let number = '';
  let key = '';

  beforeAll(async () => {
    cookie = await login();
    const quote = `Q-2026-9${String(Math.floor(Math.random() * 99_999)).padStart(5, '0')}`;
    const email = `tailor.${unique()}@example.com`;
    await db().insertInto('quote_requests').values({
      number: quote, locale: 'en', source: 'modal', tour_id: null, full_name: 'Grace Otieno', email, phone: '+254 20 123456', country: 'KE',
      departure_date: isoDay(150), adults: 2, children: 0, status: 'answered', created_at: new Date().toISOString(),
      payload: JSON.stringify({ fullName: 'Grace Otieno', email, adults: 2, children: 0, message: 'Ten days, gorillas and beach.' }),
    }).execute();
    const res = await postBooking(admin.seeded.api(), { quoteNumber: quote, startDate: isoDay(150), adults: 2, children: 0, childrenAges: [], rooms: 'double', fullName: 'Grace Otieno', email });
    expect(res.status, res.text).toBe(201);
    number = res.json().bookingNumber;
    key = new URL(res.json().manageUrl).searchParams.get('key')!;
    expect(res.json().totalCents).toBe(0);
  });

  it('its price is the office’s lines: the trip and a discount make the total, the deposit its share, and the invoice prints them', async () => {
    const trip = await call('POST', `/api/admin/bookings/${number}/lines`, { cookie }, { kind: 'extra', description: 'Tailor-made safari, 10 days, per person', amountCents: 420_000, quantity: 2 });
    expect(trip.status, trip.text).toBe(201);
    const off = await call('POST', `/api/admin/bookings/${number}/lines`, { cookie }, { kind: 'discount', description: 'Honeymoon', percent: 5 });
    expect(off.status, off.text).toBe(201);
    const booking = off.json().booking;
    expect(booking).toMatchObject({ totalCents: 840_000 - 42_000, depositCents: percentOf(798_000, booking.depositPercent ?? 50) });
    expect((await call('POST', `/api/admin/bookings/${number}/confirm`, { cookie })).status).toBe(200);
    expect((await call('POST', `/api/admin/bookings/${number}/invoice`, { cookie })).status).toBe(200);
    const view = (await admin.seeded.api().request(`/api/bookings/${number}?key=${key}`)).json();
    expect(view.invoice).toMatchObject({ totalCents: 798_000 });
    expect(view.invoice.lines.map((l: { description: string }) => l.description)).toEqual(['Tailor-made safari, 10 days, per person', 'Honeymoon (5 %)']);
  });

  it('moves its first day and its travellers without touching the price the office made; no departure can be given', async () => {
    const moved = await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { startDate: isoDay(180), adults: 3 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json().booking).toMatchObject({ startDate: isoDay(180), adults: 3, totalCents: 798_000 });
    expect(moved.json().difference.totalCents).toBe(0);
    expect((await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { departureId: 'serengeti@2030-01-01' })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { startDate: isoDay(-1) })).status).toBe(400);
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking).toMatchObject({ startDate: isoDay(180), totalCents: 798_000 });
  });
});

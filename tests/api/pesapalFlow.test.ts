import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as departuresRoute from '@/pages/api/departures';
import * as callbackRoute from '@/pages/api/payments/pesapal/callback';
import * as ipnRoute from '@/pages/api/payments/pesapal/ipn';
import * as submitRoute from '@/pages/api/submit-order-request';
import { startPesapalStandIn } from '@/scripts/pesapal-standin.mjs';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { bookableTours, bookingAnswers } from '../helpers/bookings';

const routes = {
  '/api/departures': departuresRoute,
  '/api/bookings': bookingsRoute,
  '/api/bookings/[number]': bookingRoute,
  '/api/submit-order-request': submitRoute,
  '/api/payments/pesapal/ipn': ipnRoute,
  '/api/payments/pesapal/callback': callbackRoute,
};

describe.each(engines())('paying a deposit through the Pesapal stand-in on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  let standIn: Awaited<ReturnType<typeof startPesapalStandIn>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    standIn = await startPesapalStandIn({ consumers: [{ key: 'flow-key', secret: 'flow-secret' }] });
    Object.assign(process.env, {
      PESAPAL_BASE_URL: standIn.url,
      PESAPAL_CONSUMER_KEY: 'flow-key',
      PESAPAL_CONSUMER_SECRET: 'flow-secret',
      PESAPAL_IPN_URL: `${seeded.api().url}/api/payments/pesapal/ipn`,
    });
  });
  afterAll(async () => {
    for (const name of ['PESAPAL_BASE_URL', 'PESAPAL_CONSUMER_KEY', 'PESAPAL_CONSUMER_SECRET', 'PESAPAL_IPN_URL']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await standIn?.close();
  });

  const json = (path: string, body: unknown) =>
    seeded.api().request(path, { method: 'POST', host: 'localhost:3000', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function bookDeparture() {
    const { shared } = await bookableTours(seeded.db().db);
    const departure = (await seeded.api().request(`/api/departures?tour=${shared.slug}`, { host: 'localhost:3000' })).json().departures[3];
    const created = (await json('/api/bookings', bookingAnswers({ tour: departure.tourSlug, departureId: departure.id, adults: 1, children: 0, childrenAges: [] }))).json();
    return { number: created.bookingNumber as string, key: new URL(created.manageUrl).searchParams.get('key')!, depositCents: created.depositCents as number };
  }

  it('submits the deposit, the hosted page completes it, the IPN confirms the booking and the callback shows it', async () => {
    const booking = await bookDeparture();
    const started = await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key });
    expect(started.status, started.text).toBe(200);
    const redirectUrl: string = started.json().redirect_url;
    expect(redirectUrl.startsWith(`${standIn.url}/pay/`)).toBe(true);
    const order = standIn.state().orders.at(-1)!;
    expect(order.merchantReference.startsWith(booking.number)).toBe(true);
    expect(Math.round(order.amount * 100)).toBe(booking.depositCents);

    const paid = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'completed' }), redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(standIn.state().notifications.at(-1)).toMatchObject({ status: 200, answer: { orderTrackingId: order.trackingId, status: 200 } });
    const view = (await seeded.api().request(`/api/bookings/${booking.number}?key=${booking.key}`)).json();
    expect(view).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });

    const back = new URL(paid.headers.get('location')!);
    const res = await seeded.api().request(`${back.pathname}${back.search}`, { host: back.host });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/BookingCompleted\?booking=/);
  });

  it('answers 503 payment_unavailable while the provider is down, and keeps the booking payable', async () => {
    const booking = await bookDeparture();
    standIn.down('503');
    const res = await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key });
    standIn.up();
    expect(res.status).toBe(503);
    expect(res.json().error.code).toBe('payment_unavailable');
    expect((await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key })).status).toBe(200);
  });
});

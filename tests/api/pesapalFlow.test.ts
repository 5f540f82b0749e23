import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as departuresRoute from '@/pages/api/departures';
import * as callbackRoute from '@/pages/api/payments/pesapal/callback';
import * as ipnRoute from '@/pages/api/payments/pesapal/ipn';
import * as submitRoute from '@/pages/api/submit-order-request';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import { startPesapalStandIn } from '@/scripts/pesapal-standin.mjs';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { closedPort } from '../helpers/closedPort';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers } from '../helpers/bookings';
import { openAccount } from '../helpers/signupByMail';
import { cancelBooking } from '@/server/bookings/operatorActions';
import { moneyReport } from '@/server/admin/moneyService';

const de = deJson as unknown as Messages;

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

  let booked = 0;
  async function bookDeparture() {
    const { shared } = await bookableTours(seeded.db().db);
    // A departure of its own for each booking: six seats each.
    const departure = (await seeded.api().request(`/api/departures?tour=${shared.slug}`, { host: 'localhost:3000' })).json().departures[10 + booked++];
    const created = (await json('/api/bookings', await withFormToken(seeded.api(), bookingAnswers({ tour: departure.tourSlug, departureId: departure.id, adults: 1, children: 0, childrenAges: [] })))).json();
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

  it.each(['refused', '500', 'close', 'hang'] as const)('keeps the booking and tells the traveller in their language when the provider is down (%s); paying later works', async (how) => {
    const booking = await bookDeparture();
    const saved = { base: process.env.PESAPAL_BASE_URL, timeout: process.env.PESAPAL_TIMEOUT_MS };
    process.env.PESAPAL_TIMEOUT_MS = '1500';
    if (how === 'refused') process.env.PESAPAL_BASE_URL = `http://127.0.0.1:${await closedPort()}`;
    else standIn.down(how);
    const started = Date.now();
    const res = await seeded.api().request('/api/submit-order-request', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingNumber: booking.number, key: booking.key }),
    });
    const took = Date.now() - started;
    standIn.up();
    process.env.PESAPAL_BASE_URL = saved.base;
    if (saved.timeout === undefined) delete process.env.PESAPAL_TIMEOUT_MS;
    else process.env.PESAPAL_TIMEOUT_MS = saved.timeout;

    expect(res.status, res.text).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json().error).toEqual({ code: 'payment_unavailable', message: translate(de, 'api.paymentUnavailable') });
    expect(took, `answered after ${took} ms`).toBeLessThan(4_000);
    // The booking is as it was: seats held, deposit still due, no payment recorded, payable online.
    expect(await view(booking)).toMatchObject({ status: 'awaiting_deposit', paidCents: 0, payments: [], onlinePayment: { available: true } });
    const order = await startPayment(booking);
    await standIn.complete(order.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
  });

  const view = async (b: { number: string; key: string }) => (await seeded.api().request(`/api/bookings/${b.number}?key=${b.key}`)).json();
  const ipn = (query: Record<string, string>) => seeded.api().request(`/api/payments/pesapal/ipn?${new URLSearchParams(query)}`);
  async function startPayment(booking: { number: string; key: string }) {
    const started = await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key });
    expect(started.status, started.text).toBe(200);
    return standIn.state().orders.at(-1)!;
  }

  const db = () => seeded.db().db;
  const mailsOf = async (number: string) => db().selectFrom('outbox').select(['kind', 'body', 'to_address']).where('ref', '=', number).orderBy('created_at').execute();
  const start = (b: { number: string; key: string }) => json('/api/submit-order-request', { bookingNumber: b.number, key: b.key });

  it('walked: money the provider took for a booking the office cancelled meanwhile is recorded, the IPN answered 200, the traveller told it comes back, the office told to refund', async () => {
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    await cancelBooking(booking.number, 'office@example.com', '', db());
    await standIn.complete(order.trackingId);
    expect(standIn.state().notifications.at(-1)).toMatchObject({ answer: { orderTrackingId: order.trackingId, status: 200 } });
    expect(await view(booking)).toMatchObject({ status: 'cancelled', paidCents: booking.depositCents, payments: [expect.objectContaining({ status: 'completed', amountCents: booking.depositCents })] });
    const mails = await mailsOf(booking.number);
    expect(mails.find((m) => m.kind === 'booking.paymentReceived')?.body).toContain('we will refund the $');
    expect(mails.find((m) => m.kind === 'booking.operator.paidWhenClosed')?.body).toContain('Refund it');
    const money = await moneyReport({ from: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) });
    expect(money.toRefund).toContainEqual(expect.objectContaining({ number: booking.number, why: 'cancelled', amountCents: booking.depositCents }));
    // Paying it again is refused as closed, not "your booking is kept".
    const again = await start(booking);
    expect(again.status).toBe(409);
    expect(again.json().error.code).toBe('booking_closed');
  });

  it('walked: a failed attempt tried again on the provider’s page and completed there is recorded; a click on "pay" meanwhile reopens that order, not a new one', async () => {
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    await standIn.fail(order.trackingId);
    const orders = standIn.state().orders.length;
    const again = await start(booking);
    expect(again.status).toBe(200);
    expect(again.json().redirect_url).toContain(order.trackingId);
    expect(standIn.state().orders.length).toBe(orders);
    await standIn.complete(order.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
  });

  it('walked: three tabs starting the payment at once, or a click an hour later, get the one order; never a second order for the same money', async () => {
    const booking = await bookDeparture();
    const before = standIn.state().orders.length;
    const answers = await Promise.all([start(booking), start(booking), start(booking)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().redirect_url)).size).toBe(1);
    expect(standIn.state().orders.length).toBe(before + 1);
    await db().updateTable('payments').set({ created_at: new Date(Date.now() - 3_600_000).toISOString() }).where('booking_number', '=', booking.number).execute();
    expect((await start(booking)).json().redirect_url).toBe(answers[0]!.json().redirect_url);
    expect(standIn.state().orders.length).toBe(before + 1);
  });

  it('walked: an order for an amount no longer due is superseded by a new one, and if it is paid after all the money is recorded and the overpayment said to the traveller and the office', async () => {
    const booking = await bookDeparture();
    const first = await startPayment(booking);
    // The office lowers the price: another deposit is due.
    const lower = Math.round(booking.depositCents / 2);
    await db().updateTable('bookings').set({ deposit_cents: lower, total_cents: lower * 2 }).where('number', '=', booking.number).execute();
    const second = await startPayment(booking);
    expect(second.trackingId).not.toBe(first.trackingId);
    expect(Math.round(second.amount * 100)).toBe(lower);
    await standIn.complete(second.trackingId);
    await standIn.complete(first.trackingId);
    const seen = await view(booking);
    expect(seen).toMatchObject({ status: 'confirmed', paidCents: lower + booking.depositCents });
    const mails = await mailsOf(booking.number);
    // Paid $ 3 × lower on a price of 2 × lower: both mails say what goes back.
    expect(mails.map((m) => m.kind)).toContain('booking.operator.overpaid');
    expect(mails.find((m) => m.kind === 'booking.operator.overpaid')!.body).toContain('refund $');
    expect(mails.filter((m) => m.kind === 'booking.paymentReceived').at(-1)!.body).toContain('more than the price of your trip');
  });

  it('keeps the booking awaiting its deposit when the payment fails, and lets the traveller pay again', async () => {
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    await standIn.fail(order.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'awaiting_deposit', paidCents: 0, payments: [expect.objectContaining({ status: 'failed' })] });
    const back = await seeded.api().request(`/api/payments/pesapal/callback?booking=${booking.number}&key=${booking.key}&OrderTrackingId=${order.trackingId}&OrderMerchantReference=${order.merchantReference}&OrderNotificationType=CALLBACKURL`);
    expect(back.headers.location).toBe(`/Payment?booking=${booking.number}&key=${booking.key}&payment=failed`);
    const retry = await startPayment(booking);
    await standIn.complete(retry.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
  });

  it('applies a duplicate IPN once: one payment, one confirmation, one mail', async () => {
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    await standIn.complete(order.trackingId);
    const query = { OrderTrackingId: order.trackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' };
    const answers = await Promise.all([ipn(query), ipn(query), ipn(query)]);
    for (const a of answers) expect(a.json()).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: order.trackingId, orderMerchantReference: order.merchantReference, status: 200 });
    const b = await view(booking);
    expect(b).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
    expect(b.history.filter((h: { status: string }) => h.status === 'confirmed')).toHaveLength(1);
    const mails = await seeded.db().db.selectFrom('outbox').select('kind').where('ref', '=', booking.number).where('kind', '=', 'booking.confirmed').execute();
    expect(mails).toHaveLength(1);
  });

  it('ignores forged notifications: an unknown order, a wrong amount, a wrong currency change nothing', async () => {
    const booking = await bookDeparture();
    const unknown = await ipn({ OrderTrackingId: '00000000-0000-0000-0000-000000000000', OrderMerchantReference: `${booking.number}-forged`, OrderNotificationType: 'IPNCHANGE' });
    expect(unknown.status).toBe(200);
    expect(unknown.json().status).toBe(200);

    const order = await startPayment(booking);
    const unchanged = async () => expect(await view(booking)).toMatchObject({ status: 'awaiting_deposit', paidCents: 0, payments: [expect.objectContaining({ status: 'pending' })] });
    // Back from the provider before it has settled: BookingCompleted, which waits for its word
    // (walked: the Payment page, where this landed, offered the payment again).
    const early = await seeded.api().request(`/api/payments/pesapal/callback?booking=${booking.number}&key=${booking.key}&OrderTrackingId=${order.trackingId}&OrderMerchantReference=${order.merchantReference}&OrderNotificationType=CALLBACKURL`);
    expect(early.status).toBe(303);
    expect(early.headers.location).toBe(`/BookingCompleted?booking=${booking.number}&key=${encodeURIComponent(booking.key)}`);
    // A reference that is ours but a tracking id that is not.
    await ipn({ OrderTrackingId: 'forged-id', OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' });
    await unchanged();
    // The provider's status says completed, but for another amount, then another currency.
    standIn.setAmountOverride(order.trackingId, 1);
    await standIn.complete(order.trackingId);
    await unchanged();
    standIn.setAmountOverride(order.trackingId, null);
    standIn.setCurrencyOverride(order.trackingId, 'KES');
    await standIn.resendIpn(order.trackingId);
    await unchanged();
    standIn.setCurrencyOverride(order.trackingId, null);
    // The genuine outcome still counts afterwards.
    await ipn({ OrderTrackingId: order.trackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' });
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
  });

  it('renews an expired token on its own: the traveller never notices', async () => {
    await startPayment(await bookDeparture());
    const before = standIn.state().tokensIssued;
    standIn.expireTokens();
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    expect(standIn.state().tokensIssued).toBe(before + 1);
    await standIn.complete(order.trackingId);
    expect((await view(booking)).status).toBe('confirmed');
  });

  it('puts a reversed payment back to awaiting the deposit, with the seats held again', async () => {
    const booking = await bookDeparture();
    const order = await startPayment(booking);
    await standIn.complete(order.trackingId);
    expect((await view(booking)).status).toBe('confirmed');
    await standIn.reverse(order.trackingId);
    const b = await view(booking);
    expect(b).toMatchObject({ status: 'awaiting_deposit', paidCents: 0 });
    expect(Date.parse(b.holdExpiresAt)).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    // Walked: the traveller got the first booking mail again, as if the booking were new. Now a
    // mail that says the payment was reversed and what is to pay again; the office hears of it too.
    const mails = await mailsOf(booking.number);
    const last = mails.filter((m) => m.to_address !== mails.find((x) => x.kind === 'booking.operator.reversed')?.to_address).at(-1)!;
    expect(last.kind).toBe('booking.paymentReversed');
    expect(last.body).toContain('has reversed your payment of $');
    expect(last.body).toMatch(/Paid so far: \$ 0 of \$ [\d,]+\nStill to pay: \$ [\d,]+ by /);
    expect(mails.map((m) => m.kind)).toContain('booking.operator.reversed');
  });

  it('a second tab paying the same deposit is sent to the order already open: one order, one payment, never charged twice', async () => {
    const booking = await bookDeparture();
    const orders = standIn.state().orders.length;
    const [first, second] = await Promise.all([1, 2].map(() => json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key })));
    const again = await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key });
    expect([first.status, second.status, again.status]).toEqual([200, 200, 200]);
    // Two tabs at the very same moment may open two orders; a later one never opens a third.
    expect(standIn.state().orders.length - orders).toBeLessThanOrEqual(2);
    expect([first.json().redirect_url, second.json().redirect_url]).toContain(again.json().redirect_url);
    const order = standIn.state().orders.find((o) => again.json().redirect_url.endsWith(o.trackingId))!;
    await standIn.complete(order.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
  });

  // Walked on 30 Nov: "Deposit for booking …", in English, on the provider's page of an Italian trip paid in full.
  it('the provider\'s page names what is paid in the booking\'s language: the deposit, or the whole payment of a trip invoiced in full', async () => {
    const booking = await bookDeparture();
    await seeded.db().db.updateTable('bookings').set({ locale: 'it' }).where('number', '=', booking.number).execute();
    expect((await startPayment(booking)).description).toBe(`Acconto per la prenotazione ${booking.number}`);
    const full = await bookDeparture();
    await seeded.db().db.updateTable('bookings').set((eb) => ({ locale: 'pt', deposit_cents: eb.ref('total_cents') })).where('number', '=', full.number).execute();
    expect((await startPayment(full)).description).toBe(`Pagamento da reserva ${full.number}`);
  });

  it('once the deposit is in, the balance is paid online the same way; then nothing is left to pay', async () => {
    const booking = await bookDeparture();
    await standIn.complete((await startPayment(booking)).trackingId);
    const confirmed = await view(booking);
    expect(confirmed).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
    // A balance payment that fails goes back to the Payment page saying so (walked: "Thank you, your booking is confirmed").
    const failed = await startPayment(booking);
    await standIn.fail(failed.trackingId);
    const back = await seeded.api().request(`/api/payments/pesapal/callback?booking=${booking.number}&key=${booking.key}&OrderTrackingId=${failed.trackingId}&OrderMerchantReference=${failed.merchantReference}&OrderNotificationType=CALLBACKURL`);
    expect(back.headers.location).toBe(`/Payment?booking=${booking.number}&key=${booking.key}&payment=failed`);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: booking.depositCents });
    const balance = await startPayment(booking);
    expect(Math.round(balance.amount * 100)).toBe(confirmed.totalCents - booking.depositCents);
    expect(balance.description).toBe(`Balance for booking ${booking.number}`);
    await standIn.complete(balance.trackingId);
    expect(await view(booking)).toMatchObject({ status: 'confirmed', paidCents: confirmed.totalCents });
    // The traveller's receipt for the balance, in their inbox like any other.
    const receipts = await seeded.db().db.selectFrom('outbox').select('body').where('ref', '=', booking.number).where('kind', '=', 'booking.paymentReceived').execute();
    expect(receipts).toHaveLength(1);
  });

  it('refuses to start a payment for a booking paid in full, and in test mode (no credentials)', async () => {
    const booking = await bookDeparture();
    await standIn.complete((await startPayment(booking)).trackingId);
    await standIn.complete((await startPayment(booking)).trackingId);
    const again = await json('/api/submit-order-request', { bookingNumber: booking.number, key: booking.key });
    expect(again.status).toBe(409);
    expect((await json('/api/submit-order-request', { bookingNumber: booking.number, key: 'x'.repeat(32) })).status).toBe(404);
    const key = process.env.PESAPAL_CONSUMER_KEY;
    delete process.env.PESAPAL_CONSUMER_KEY;
    try {
      const other = await bookDeparture();
      const testMode = await json('/api/submit-order-request', { bookingNumber: other.number, key: other.key });
      expect(testMode.status).toBe(400);
      expect(testMode.json().error.code).toBe('payments_test_mode');
      expect((await view(other)).onlinePayment).toEqual({ available: false, testMode: true });
    } finally {
      process.env.PESAPAL_CONSUMER_KEY = key;
    }
  });

  it('earns the affiliate\'s reward when a friend\'s booking through their link is confirmed', async () => {
    const db = seeded.db().db;
    const { joinAffiliate } = await import('@/server/affiliate/service');
    const member = await openAccount({ name: 'Maya Member', email: `maya.${engine}@example.com`, password: 'correct horse battery', passwordConfirmation: 'correct horse battery' }, 'en', db);
    const affiliate = await joinAffiliate(member.token, { email: `maya.${engine}@example.com`, message: '' }, db);
    const { shared } = await bookableTours(db);
    const departure = (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json().departures[9];
    const created = (await seeded.api().request('/api/bookings', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: `affiliate_ref=${affiliate.body.slug}` },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: shared.slug, departureId: departure.id, email: 'friend.of.maya@example.com', adults: 1, children: 0, childrenAges: [] }))),
    })).json();
    const reward = () => db.selectFrom('affiliate_rewards').select(['status', 'friend_email']).where('agency_id', '=', affiliate.body.agency_id).executeTakeFirst();
    expect(await reward()).toEqual({ status: 'pending', friend_email: 'friend.of.maya@example.com' });
    const order = await startPayment({ number: created.bookingNumber, key: new URL(created.manageUrl).searchParams.get('key')! });
    await standIn.complete(order.trackingId);
    expect((await reward())?.status).toBe('earned');
    // Walked on 30 Nov: rewarded, yet "No friends yet" on the dashboard. The friend is listed, named by the booking.
    const { listFriends } = await import('@/server/affiliate/service');
    expect((await listFriends(member.token, { user: member.user.id }, db)).friends).toEqual([
      expect.objectContaining({ name: 'Anna Müller', quoteNumber: created.bookingNumber, firstQuote: created.bookingNumber }),
    ]);
  });
});

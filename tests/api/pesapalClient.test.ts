import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupDatabase } from '@/server/db/setup';
import { pesapalConfig, type PesapalConfig } from '@/server/payments/pesapal/config';
import { createPesapalClient, PaymentProviderError, type PesapalOrder } from '@/server/payments/pesapal/client';
import { submitOrderBody } from '@/server/payments/pesapal/orderRequest';
import { amountToCents, centsToAmount, MAX_AMOUNT_CENTS } from '@/server/payments/pesapal/amounts';
import { startPesapalStandIn } from '@/scripts/pesapal-standin.mjs';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';

type StandIn = Awaited<ReturnType<typeof startPesapalStandIn>>;

const KEY = 'test-key';
const SECRET = 'test-secret';

/** Our site's IPN endpoint, stood in for: records each notification the provider sends. */
async function startIpnReceiver() {
  const received: URLSearchParams[] = [];
  const posted: unknown[] = [];
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    received.push(query);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') posted.push(JSON.parse(body));
      const fields = req.method === 'POST' ? JSON.parse(body) : Object.fromEntries(query);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ orderNotificationType: fields.OrderNotificationType, orderTrackingId: fields.OrderTrackingId, orderMerchantReference: fields.OrderMerchantReference, status: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/pesapal/ipn`;
  return { url, received, posted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const configFor = (standIn: StandIn, overrides: Partial<PesapalConfig> = {}): PesapalConfig => ({
  baseUrl: standIn.url,
  consumerKey: KEY,
  consumerSecret: SECRET,
  timeoutMs: 5_000,
  ...overrides,
});

let ordersMade = 0;
const orderFor = (ipnUrl: string, overrides: Partial<PesapalOrder> = {}): PesapalOrder => ({
  merchantReference: `B-2026-${String(++ordersMade).padStart(6, '0')}`,
  amountCents: 37_050,
  currency: 'USD',
  description: 'Deposit for booking: 4-day Tarangire and Ngorongoro safari',
  callbackUrl: 'http://localhost:3000/api/payments/pesapal/callback?booking=B-2026-000001&key=k',
  ipnUrl,
  billing: { email: 'traveller@example.com', phone: '+255700000000', countryCode: 'TZ', firstName: 'Amani', lastName: 'Mushi' },
  ...overrides,
});

/** The PaymentProviderError a promise rejects with (fails the test if it resolves or throws anything else). */
async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe.each(engines())('Pesapal client against the stand-in on %s', (engine) => {
  let t: TestDb;
  let ipn: Awaited<ReturnType<typeof startIpnReceiver>>;
  const standIns: StandIn[] = [];
  /** A fresh provider per test: its own port, so its own cached token and IPN id. */
  const provider = async (options: Parameters<typeof startPesapalStandIn>[0] = {}) => {
    const s = await startPesapalStandIn({ consumers: [{ key: KEY, secret: SECRET }], ...options });
    standIns.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    ipn = await startIpnReceiver();
  });
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await ipn?.close();
    await t?.drop();
  });

  it('asks for a token once and reuses it for every call', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    await client.transactionStatus(orderTrackingId);
    await createPesapalClient(configFor(standIn), t.db).transactionStatus(orderTrackingId);
    expect(standIn.state().tokenRequests).toBe(1);
    expect(standIn.state().calls.unauthorized).toBe(0);
  });

  it('replaces a token the provider refuses early, and the call still succeeds', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    standIn.expireTokens();
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(0);
    expect(standIn.state().tokenRequests).toBe(2);
    expect(standIn.state().calls.unauthorized).toBe(1);
  });

  it('renews a token before it runs out, without being refused first', async () => {
    // A 3 s token is renewed after 1.5 s (half its life when that is under 30 s).
    const standIn = await provider({ tokenTtlMs: 3_000 });
    const client = createPesapalClient(configFor(standIn), t.db);
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    const asked = standIn.state().tokenRequests;
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(0);
    expect(standIn.state().tokenRequests).toBe(asked + 1);
    expect(standIn.state().calls.unauthorized).toBe(0);
  });

  it('registers the IPN URL once, across many orders, concurrent ones and a restart, keeping its id in payment_settings', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    await Promise.all([1, 2, 3, 4, 5].map(() => client.submitOrder(orderFor(ipn.url))));
    await client.submitOrder(orderFor(ipn.url));
    const restarted = createPesapalClient(configFor(standIn), t.db);
    await restarted.submitOrder(orderFor(ipn.url));

    const { ipnRegistrations, orders, calls } = standIn.state();
    expect(calls.RegisterIPN).toBe(1);
    expect(ipnRegistrations).toEqual([expect.objectContaining({ url: ipn.url, ipn_notification_type: 'GET' })]);
    const ipnId = ipnRegistrations[0]!.ipn_id;
    expect(new Set(orders.map((o) => o.notificationId))).toEqual(new Set([ipnId]));
    expect(await restarted.ensureIpnId(ipn.url)).toBe(ipnId);
    const stored = await t.db.selectFrom('payment_settings').select(['name', 'value']).where('value', '=', ipnId).execute();
    expect(stored).toHaveLength(1);
  });

  it('registers again when the provider no longer knows the stored IPN id (a restarted stand-in)', async () => {
    const first = await provider();
    const port = first.port;
    await createPesapalClient(configFor(first), t.db).submitOrder(orderFor(ipn.url));
    await first.close();
    // Lets fetch's pool see the closed keep-alive sockets before the next request (a test artifact).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await provider({ port });
    const { orderTrackingId } = await createPesapalClient(configFor(second), t.db).submitOrder(orderFor(ipn.url));
    expect(second.state().calls.RegisterIPN).toBe(1);
    expect(second.state().orders.map((o) => o.trackingId)).toEqual([orderTrackingId]);
    expect(await createPesapalClient(configFor(second), t.db).ensureIpnId(ipn.url)).toBe(second.state().ipnRegistrations[0]!.ipn_id);
  });

  it('submits an order and follows its status through completed and reversed, with an IPN each time', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const order = orderFor(ipn.url, { amountCents: 123_456, description: 'x'.repeat(140) });
    const { orderTrackingId, redirectUrl } = await client.submitOrder(order);
    expect(redirectUrl).toBe(`${standIn.url}/pay/${orderTrackingId}`);
    expect(standIn.state().orders[0]).toMatchObject({ amount: 1234.56, currency: 'USD', merchantReference: order.merchantReference, description: 'x'.repeat(100) });

    expect(await client.transactionStatus(orderTrackingId)).toMatchObject({ statusCode: 0, amountCents: 123_456, currency: 'USD' });

    const before = ipn.received.length;
    await standIn.complete(orderTrackingId);
    const paid = await client.transactionStatus(orderTrackingId);
    expect(paid).toMatchObject({ statusCode: 1, amountCents: 123_456, currency: 'USD', merchantReference: order.merchantReference });
    expect(paid.confirmationCode).not.toBe('');
    expect(Object.fromEntries(ipn.received[before]!)).toEqual({
      OrderTrackingId: orderTrackingId,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: 'IPNCHANGE',
    });

    await standIn.reverse(orderTrackingId);
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(3);
    expect(ipn.received.length).toBe(before + 2);
  });

  it('reads a failed payment as status 2 (the provider sends it with an error object) and lets it be paid later', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    await standIn.fail(orderTrackingId);
    const failed = await client.transactionStatus(orderTrackingId);
    expect(failed.statusCode).toBe(2);
    expect(failed.description).not.toBe('');
    await standIn.complete(orderTrackingId);
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(1);
  });

  it('serves a hosted page that completes the payment, calls the IPN and sends the browser back to the callback URL', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const order = orderFor(ipn.url);
    const { orderTrackingId, redirectUrl } = await client.submitOrder(order);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain(order.merchantReference);
    expect(page).toContain('370.50');
    expect(page).toContain('Complete payment');
    expect(page).toContain('Fail payment');

    const before = ipn.received.length;
    const res = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'completed' }), redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/payments/pesapal/callback');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      booking: 'B-2026-000001',
      key: 'k',
      OrderTrackingId: orderTrackingId,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: 'CALLBACKURL',
    });
    expect(ipn.received.length).toBe(before + 1);
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(1);
  });

  it('reports the amount and currency the provider answers, so a mismatch can be caught', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    await standIn.complete(orderTrackingId);
    standIn.setAmountOverride(orderTrackingId, 1.5);
    standIn.setCurrencyOverride(orderTrackingId, 'KES');
    expect(await client.transactionStatus(orderTrackingId)).toMatchObject({ statusCode: 1, amountCents: 150, currency: 'KES' });
    standIn.setAmountOverride(orderTrackingId, 'a lot');
    expect((await providerError(client.transactionStatus(orderTrackingId))).reason).toBe('bad_answer');
  });

  it('throws PaymentProviderError when the provider is down, then works again once it is back', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn, { timeoutMs: 300 }), t.db);
    standIn.down('503');
    expect((await providerError(client.submitOrder(orderFor(ipn.url)))).reason).toBe('unavailable');
    standIn.down('close');
    expect((await providerError(client.submitOrder(orderFor(ipn.url)))).reason).toBe('unreachable');
    standIn.down('hang');
    expect((await providerError(client.submitOrder(orderFor(ipn.url)))).reason).toBe('timeout');
    standIn.up();
    const { orderTrackingId } = await client.submitOrder(orderFor(ipn.url));
    expect((await client.transactionStatus(orderTrackingId)).statusCode).toBe(0);
  });

  it('throws PaymentProviderError when nothing listens at the base URL', async () => {
    const standIn = await provider();
    await standIn.close();
    const client = createPesapalClient(configFor(standIn), t.db);
    expect((await providerError(client.transactionStatus('c0ffee00-0000-4000-8000-000000000000'))).reason).toBe('unreachable');
  });

  it('throws PaymentProviderError for wrong credentials', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn, { consumerSecret: 'wrong' }), t.db);
    const err = await providerError(client.submitOrder(orderFor(ipn.url)));
    expect(err.reason).toBe('unauthorized');
    expect(err.detail).toContain('invalid_consumer_key_or_secret_provided');
    expect(standIn.state().orders).toEqual([]);
  });

  it('throws PaymentProviderError when the provider refuses an order (a merchant reference used twice)', async () => {
    const standIn = await provider();
    const client = createPesapalClient(configFor(standIn), t.db);
    const order = orderFor(ipn.url);
    await client.submitOrder(order);
    const err = await providerError(client.submitOrder(order));
    expect(err.reason).toBe('rejected');
    expect(err.detail).toContain('duplicate_merchant_reference');
  });
});

describe('the Pesapal stand-in itself', () => {
  it('is driven over HTTP under /__standin/ and calls an IPN registered as POST with JSON', async () => {
    const standIn = await startPesapalStandIn({ consumers: [{ key: KEY, secret: SECRET }] });
    const ipn = await startIpnReceiver();
    try {
      const api = async (path: string, body?: unknown, token?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (token) headers.Authorization = `Bearer ${token}`;
        const res = await fetch(`${standIn.url}${path}`, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
        return { status: res.status, body: await res.json() };
      };
      const control = (path: string) => fetch(`${standIn.origin}/__standin${path}`, { method: 'POST' });
      const { token } = (await api('/api/Auth/RequestToken', { consumer_key: KEY, consumer_secret: SECRET })).body;
      const { ipn_id } = (await api('/api/URLSetup/RegisterIPN', { url: ipn.url, ipn_notification_type: 'POST' }, token)).body;
      const order = { ...orderFor(ipn.url), merchantReference: 'B-STANDIN-1' };
      const { order_tracking_id: id } = (await api('/api/Transactions/SubmitOrderRequest', submitOrderBody(order, ipn_id), token)).body;

      expect((await control('/down?mode=503')).status).toBe(200);
      expect((await fetch(`${standIn.url}/api/Transactions/GetTransactionStatus?orderTrackingId=${id}`)).status).toBe(503);
      await control('/up');
      expect((await control(`/orders/${id}/complete`)).status).toBe(200);
      expect(ipn.posted).toEqual([{ OrderTrackingId: id, OrderMerchantReference: 'B-STANDIN-1', OrderNotificationType: 'IPNCHANGE' }]);
      expect((await control(`/orders/${id}/complete`)).status).toBe(409);
      expect((await control('/orders/unknown/reverse')).status).toBe(404);

      await control('/expire-tokens');
      expect((await api(`/api/Transactions/GetTransactionStatus?orderTrackingId=${id}`, undefined, token)).status).toBe(401);
      const state = await (await fetch(`${standIn.origin}/__standin/state`)).json();
      expect(state).toMatchObject({ down: null, tokenRequests: 1, orders: [{ trackingId: id, statusCode: 1 }], notifications: [{ method: 'POST', status: 200 }] });
      expect(state.notifications[0].answer).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: id, orderMerchantReference: 'B-STANDIN-1', status: 200 });
    } finally {
      await ipn.close();
      await standIn.close();
    }
  });
});

describe('Pesapal configuration', () => {
  it('is test mode (null) without a consumer key or secret', () => {
    expect(pesapalConfig({ PESAPAL_BASE_URL: 'http://127.0.0.1:3900/pesapalv3' })).toBeNull();
    expect(pesapalConfig({ PESAPAL_BASE_URL: 'http://127.0.0.1:3900/pesapalv3', PESAPAL_CONSUMER_KEY: 'k', PESAPAL_CONSUMER_SECRET: ' ' })).toBeNull();
  });

  it('reads the base URL without a trailing slash, and a ten-second timeout unless told otherwise', () => {
    const env = { PESAPAL_BASE_URL: 'http://127.0.0.1:3900/pesapalv3/', PESAPAL_CONSUMER_KEY: 'k', PESAPAL_CONSUMER_SECRET: 's' };
    expect(pesapalConfig(env)).toEqual({ baseUrl: 'http://127.0.0.1:3900/pesapalv3', consumerKey: 'k', consumerSecret: 's', timeoutMs: 10_000 });
    expect(pesapalConfig({ ...env, PESAPAL_TIMEOUT_MS: '2500' })?.timeoutMs).toBe(2_500);
    expect(() => pesapalConfig({ PESAPAL_CONSUMER_KEY: 'k', PESAPAL_CONSUMER_SECRET: 's' })).toThrow(/PESAPAL_BASE_URL/);
  });
});

describe('amounts between cents and the provider’s decimal dollars', () => {
  const cents = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });

  it('sends the exact decimal: 37050 -> 370.5, 5 -> 0.05, 100 -> 1', () => {
    expect(centsToAmount(37_050)).toBe(370.5);
    expect(centsToAmount(5)).toBe(0.05);
    expect(centsToAmount(100)).toBe(1);
    expect(centsToAmount(0)).toBe(0);
    expect(JSON.stringify({ amount: centsToAmount(123_456_789) })).toBe('{"amount":1234567.89}');
  });

  it('reads back every amount it sends, as a number and through JSON', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const amount = centsToAmount(c);
        expect(amountToCents(amount)).toBe(c);
        expect(amountToCents(JSON.parse(JSON.stringify(amount)) as number)).toBe(c);
        expect(Math.round(amount * 100)).toBe(c);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads decimal text with or without trailing zeros', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 3 }), (c, zeros) => {
        const text = `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}${'0'.repeat(zeros)}`;
        expect(amountToCents(text)).toBe(c);
      }),
      { numRuns: 1_000 },
    );
    expect(amountToCents('370.5')).toBe(37_050);
    expect(amountToCents('370')).toBe(37_000);
  });

  it('refuses fractions of a cent, negative, non-numeric and out-of-range amounts', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (c, tenthOfCent) => {
        const text = `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}${tenthOfCent}`;
        expect(() => amountToCents(text)).toThrow(RangeError);
        // A double holds 15 significant digits: only then is the tenth of a cent still in the number.
        if (c < 10 ** 12) expect(() => amountToCents(Number(text))).toThrow(RangeError);
      }),
      { numRuns: 500 },
    );
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e21, '-1.00', '1e3', '', 'abc', '1.2.3', ' 1 2 ']) {
      expect(() => amountToCents(bad)).toThrow(RangeError);
    }
    for (const bad of [-1, 1.5, Number.NaN, MAX_AMOUNT_CENTS + 1]) expect(() => centsToAmount(bad)).toThrow(RangeError);
  });
});

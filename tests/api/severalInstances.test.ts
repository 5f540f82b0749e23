import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '@/server/admin/operatorService';
import { setupDatabase } from '@/server/db/setup';
import { startPesapalStandIn } from '@/scripts/pesapal-standin.mjs';
import { cookieOf, OPERATOR_PASSWORD, SITE } from '../helpers/adminApi';
import { closedPort } from '../helpers/closedPort';
import { bookableTours } from '../helpers/bookings';
import { databaseEnv, startSiteChild, type SiteChild } from '../helpers/siteChild';
import { decodeMail, startSmtpPeer, type SmtpPeer } from '../helpers/smtpPeer';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { agedFormToken, agedFormTokens, quoteBody, seatBody } from '../helpers/validBodies';
import { halfWritten } from '../helpers/wholeRecords';

const QUOTES = 40;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Two server processes over one PostgreSQL database, each with its own outbox worker, both
// sending to one SMTP peer: what a deployment with two instances behind a load balancer does.
describe.skipIf(!engines().includes('postgres'))('two site instances over one PostgreSQL', () => {
  let t: TestDb;
  let peer: SmtpPeer;
  let standIn: Awaited<ReturnType<typeof startPesapalStandIn>>;
  let a: SiteChild;
  let b: SiteChild;
  const json = (site: SiteChild, path: string, body: unknown, headers: Record<string, string> = {}) =>
    site.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    t = await createTestDb('postgres');
    await setupDatabase(t.db);
    peer = await startSmtpPeer();
    standIn = await startPesapalStandIn({ consumers: [{ key: 'twin-key', secret: 'twin-secret' }] });
    const env = {
      ...databaseEnv(t.config),
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      OUTBOX_WORKER: 'on',
      OUTBOX_POLL_MS: '300',
      PESAPAL_BASE_URL: standIn.url,
      PESAPAL_CONSUMER_KEY: 'twin-key',
      PESAPAL_CONSUMER_SECRET: 'twin-secret',
      // The provider's own notification goes nowhere: the test delivers it, to both instances at once.
      PESAPAL_IPN_URL: `http://127.0.0.1:${await closedPort()}/api/payments/pesapal/ipn`,
    };
    [a, b] = await Promise.all([startSiteChild(env), startSiteChild(env)]);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await standIn?.close();
    await peer?.stop();
    await t?.drop();
  });

  it('keeps an operator signed in on B with the session cookie made on A', async () => {
    const email = 'twin.ops@safari.example';
    await addOperator({ email, name: 'Twin Operator', password: OPERATOR_PASSWORD }, t.db);
    const login = await json(a, '/api/admin/login', { email, password: OPERATOR_PASSWORD });
    expect(login.status, login.text).toBe(200);
    const cookie = cookieOf(login);
    expect(cookie).not.toBe('');
    const me = await b.request('/api/admin/me', { headers: { cookie: `admin_session=${cookie}`, origin: SITE } });
    expect(me.status, me.text).toBe(200);
    expect(me.json().operator.email).toBe(email);
    expect((await b.request('/api/admin/me')).status).toBe(401);
  });

  it('sends each mail once though both instances run the outbox worker', async () => {
    const nextToken = await agedFormTokens(t.db);
    const answers = await Promise.all(Array.from({ length: QUOTES }, (_, i) => json(i % 2 ? b : a, '/api/requestquote', quoteBody(1000 + i, { formToken: nextToken() }))));
    for (const res of answers) expect(res.status, res.text).toBe(201);
    const numbers = new Set(answers.map((r) => r.json().quoteNumber as string));
    expect(numbers.size).toBe(QUOTES);
    const unsent = () => t.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    await until('the outbox to empty', async () => (await unsent()).length === 0);

    const ours = peer.messages().map((m) => decodeMail(m.raw)).filter((m) => numbers.has(m.header('x-outbox-ref') ?? ''));
    const ids = ours.map((m) => m.messageId);
    expect(ids).toHaveLength(2 * QUOTES);
    expect(new Set(ids).size).toBe(2 * QUOTES);
    const attempts = await t.db.selectFrom('outbox').select('attempts').where('ref', 'in', [...numbers]).execute();
    expect(attempts.every((r) => Number(r.attempts) === 1)).toBe(true);
  }, 60_000);

  it('confirms a booking once when the same payment notification reaches A and B at the same moment', async () => {
    const { shared } = await bookableTours(t.db);
    const departure = (await a.request(`/api/departures?tour=${shared.slug}`)).json().departures[15];
    const booked = await json(a, '/api/bookings', seatBody(1, shared.slug, departure.id, { formToken: await agedFormToken(t.db) }));
    expect(booked.status, booked.text).toBe(201);
    const { bookingNumber, manageUrl } = booked.json();
    const key = new URL(manageUrl).searchParams.get('key')!;
    const started = await json(b, '/api/submit-order-request', { bookingNumber, key });
    expect(started.status, started.text).toBe(200);
    const order = standIn.state().orders.at(-1)!;
    await standIn.complete(order.trackingId);
    expect((await a.request(`/api/bookings/${bookingNumber}?key=${key}`)).json().status).toBe('awaiting_deposit');

    const query = new URLSearchParams({ OrderTrackingId: order.trackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' });
    const answers = await Promise.all([a, b, a, b, a, b].map((site) => site.request(`/api/payments/pesapal/ipn?${query}`)));
    for (const res of answers) expect(res.json(), res.text).toMatchObject({ orderTrackingId: order.trackingId, status: 200 });

    const view = (await b.request(`/api/bookings/${bookingNumber}?key=${key}`)).json();
    expect(view).toMatchObject({ status: 'confirmed', paidCents: view.depositCents });
    expect(view.history.filter((h: { status: string }) => h.status === 'confirmed')).toHaveLength(1);
    const payments = await t.db.selectFrom('payments').select(['status', 'amount_cents']).where('booking_number', '=', bookingNumber).execute();
    expect(payments).toEqual([{ status: 'completed', amount_cents: view.depositCents }]);
    const confirmations = () => t.db.selectFrom('outbox').select(['id', 'sent_at']).where('ref', '=', bookingNumber).where('kind', '=', 'booking.confirmed').execute();
    expect(await confirmations()).toHaveLength(1);
    await until('the confirmation to be sent', async () => (await confirmations())[0].sent_at !== null);
    const mailed = peer.messages().map((m) => decodeMail(m.raw)).filter((m) => m.header('x-outbox-ref') === bookingNumber && m.header('x-outbox-kind') === 'booking.confirmed');
    expect(mailed).toHaveLength(1);
    expect(await halfWritten(t.db)).toEqual([]);
  }, 60_000);
});

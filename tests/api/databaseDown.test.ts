import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminLoginRoute from '@/pages/api/admin/login';
import * as bookingsRoute from '@/pages/api/bookings';
import * as departuresRoute from '@/pages/api/departures';
import * as quoteRoute from '@/pages/api/requestquote';
import * as tourListRoute from '@/pages/api/tourList';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import { createDb, useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import type { Database } from '@/server/db/types';
import { serveApi, type TestResponse } from '../helpers/apiServer';
import { bookableTours } from '../helpers/bookings';
import { useSeededApi } from '../helpers/seededApi';
import { startTcpProxy } from '../helpers/tcpProxy';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { agedFormToken, quoteBody, seatBody } from '../helpers/validBodies';
import { halfWritten } from '../helpers/wholeRecords';
import { describeWhen } from '../helpers/applicable';

const de = deJson as unknown as Messages;
const DE = 'de.localhost:3000';
const routes = { '/api/admin/login': adminLoginRoute, '/api/bookings': bookingsRoute, '/api/departures': departuresRoute, '/api/requestquote': quoteRoute, '/api/tourList': tourListRoute };
type Api = Awaited<ReturnType<typeof serveApi>>;

/** What the site's API is asked while the database is away: two reads and three writes, from the German site. */
/** `tokens`: the quote's and the booking's form tokens (a token sends one form; a retry of it reuses it). */
function asks(api: Api, tourSlug: string, departureId: string, round: string, tokens: [string, string]) {
  const json = (path: string, body: unknown, key: string) =>
    api.request(path, { method: 'POST', host: DE, headers: { 'content-type': 'application/json', 'Idempotency-Key': `${round}-${key}` }, body: JSON.stringify(body) });
  return {
    tours: () => api.request('/api/tourList', { host: DE }),
    departures: () => api.request(`/api/departures?tour=${tourSlug}`, { host: DE }),
    quote: () => json('/api/requestquote', quoteBody(0, { email: `${round}.quote@example.com`, formToken: tokens[0] }), 'quote'),
    booking: () => json('/api/bookings', seatBody(0, tourSlug, departureId, { formToken: tokens[1] }), 'booking'),
    login: () => api.request('/api/admin/login', { method: 'POST', host: DE, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@safari.example', password: 'not-the-password' }) }),
  };
}

/** A clear, retryable, localised refusal in the JSON error shape, and quickly. */
async function expectUnavailable(name: string, ask: () => Promise<TestResponse>, withinMs: number) {
  const started = Date.now();
  const res = await ask();
  const took = Date.now() - started;
  expect(res.status, `${name}: ${res.text}`).toBe(503);
  expect(res.headers['content-type'], name).toContain('application/json');
  expect(res.headers['retry-after'], name).toMatch(/^\d+$/);
  expect(res.json().error.code, name).toBe('unavailable');
  expect([translate(de, 'api.unavailable'), translate(de, 'api.unavailableWrite')], name).toContain(res.json().error.message);
  expect(took, `${name} answered after ${took} ms`).toBeLessThan(withinMs);
}

const counts = async (db: Kysely<Database>) => ({
  quotes: (await db.selectFrom('quote_requests').select('number').execute()).length,
  bookings: (await db.selectFrom('bookings').select('number').execute()).length,
  mails: (await db.selectFrom('outbox').select('id').execute()).length,
});

describeWhen(engines().includes('postgres'))('PostgreSQL out of reach behind a cut connection', () => {
  let t: TestDb;
  let site: Kysely<Database>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let api: Api;
  const previousTimeout = process.env.DATABASE_CONNECT_TIMEOUT_MS;
  const previousQueryTimeout = process.env.DATABASE_QUERY_TIMEOUT_MS;
  beforeAll(async () => {
    t = await createTestDb('postgres');
    await setupDatabase(t.db);
    if (t.config.engine !== 'postgres') throw new Error('postgres expected');
    const direct = new URL(t.config.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.port = String(proxy.port);
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '1500';
    process.env.DATABASE_QUERY_TIMEOUT_MS = '1500';
    site = createDb({ engine: 'postgres', url: relayed.toString() });
    useSharedDb(site);
    api = await serveApi(routes);
  });
  afterAll(async () => {
    if (previousTimeout === undefined) delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    else process.env.DATABASE_CONNECT_TIMEOUT_MS = previousTimeout;
    if (previousQueryTimeout === undefined) delete process.env.DATABASE_QUERY_TIMEOUT_MS;
    else process.env.DATABASE_QUERY_TIMEOUT_MS = previousQueryTimeout;
    await api?.close();
    await proxy?.close();
    await site?.destroy().catch(() => undefined);
    await t?.drop();
  });

  // 'stall': the pool's open connections go silent mid-conversation; only the query timeout ends them.
  it.each(['refuse', 'blackhole', 'stall'] as const)('answers 503 with a clear German message within seconds while cut (%s), writes nothing, and works again once restored', async (how) => {
    const { shared } = await bookableTours(t.db);
    const departures = (await api.request(`/api/departures?tour=${shared.slug}`)).json().departures;
    const ask = asks(api, shared.slug, departures[{ refuse: 30, blackhole: 31, stall: 32 }[how]].id, `${how}-${Date.now()}`, [await agedFormToken(t.db), await agedFormToken(t.db)]);
    expect((await ask.tours()).status).toBe(200); // the pool holds live connections when the cut comes
    const before = await counts(t.db);

    await proxy.cut(how);
    for (const [name, call] of Object.entries(ask)) await expectUnavailable(name, call, 4_000);
    expect(await counts(t.db)).toEqual(before);

    await proxy.restore();
    expect((await ask.tours()).status).toBe(200);
    expect((await ask.departures()).status).toBe(200);
    expect((await ask.quote()).status).toBe(201);
    expect((await ask.booking()).status).toBe(201);
    expect((await ask.login()).status).toBe(401);
    expect(await counts(t.db)).toEqual({ quotes: before.quotes + 1, bookings: before.bookings + 1, mails: before.mails + 4 });
    expect(await halfWritten(t.db)).toEqual([]);
  });
});

describe('SQLite locked by another writer past busy_timeout', () => {
  const seeded = useSeededApi('sqlite', routes);
  let holder: SQLite.Database | undefined;
  afterAll(() => {
    if (holder?.inTransaction) holder.exec('ROLLBACK');
    holder?.close();
  });

  it('answers writes 503 with a clear German message, keeps reads working, and takes the writes once the lock is gone', async () => {
    const db = seeded.db().db;
    const config = seeded.db().config;
    if (config.engine !== 'sqlite') throw new Error('sqlite expected');
    const { shared } = await bookableTours(db);
    const departures = (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json().departures;
    const ask = asks(seeded.api(), shared.slug, departures[30].id, `locked-${Date.now()}`, [await agedFormToken(db), await agedFormToken(db)]);
    const before = await counts(db);

    holder = new SQLite(config.file);
    holder.exec('BEGIN EXCLUSIVE');
    // busy_timeout is 5 s: a write waits that long for the lock, then gives up.
    await expectUnavailable('quote', ask.quote, 8_000);
    await expectUnavailable('booking', ask.booking, 8_000);
    expect((await ask.tours()).status).toBe(200);
    holder.exec('COMMIT');
    expect(await counts(db)).toEqual(before);

    expect((await ask.quote()).status).toBe(201);
    expect((await ask.booking()).status).toBe(201);
    expect(await counts(db)).toEqual({ quotes: before.quotes + 1, bookings: before.bookings + 1, mails: before.mails + 4 });
    expect(await halfWritten(db)).toEqual([]);
  }, 40_000);
});

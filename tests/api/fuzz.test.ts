import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { generousLimitEnv } from '@/config/rateLimits.js';
import { tokenHash } from '@/server/auth/tokens';
import * as quoteRoute from '@/pages/api/requestquote';
import * as contactRoute from '@/pages/api/contact_us';
import * as reviewRoute from '@/pages/api/send_review';
import * as bookingsRoute from '@/pages/api/bookings/index';
import * as submitOrderRoute from '@/pages/api/submit-order-request';
import * as ipnRoute from '@/pages/api/payments/pesapal/ipn';
import * as callbackRoute from '@/pages/api/payments/pesapal/callback';
import * as loginRoute from '@/pages/api/auth/login';
import * as signupRoute from '@/pages/api/auth/signup';
import * as confirmSignupRoute from '@/pages/api/auth/confirm-signup';
import * as forgotRoute from '@/pages/api/auth/forgot-password';
import * as resetRoute from '@/pages/api/auth/reset-password';
import * as logoutRoute from '@/pages/api/auth/logout';
import * as wishlistRoute from '@/pages/api/wishlist/index';
import * as affiliateRoute from '@/pages/api/affiliate';
import * as getAffiliateRoute from '@/pages/api/getAffiliate';
import * as getProfileRoute from '@/pages/api/getProfile';
import * as updateProfileRoute from '@/pages/api/updateProfile';
import * as adminReviewRoute from '@/pages/api/admin/reviews/[id]';
import * as adminTourRoute from '@/pages/api/admin/tours/[id]/index';
import * as adminTourDeparturesRoute from '@/pages/api/admin/tours/[id]/departures';
import * as adminDepartureRoute from '@/pages/api/admin/departures/[id]';
import * as assignRoute from '@/pages/api/admin/inbox/[number]/assign';
import * as replyRoute from '@/pages/api/admin/inbox/[number]/reply';
import * as quoteBookingRoute from '@/pages/api/admin/inbox/[number]/booking';
import * as closeRoute from '@/pages/api/admin/inbox/[number]/close';
import * as depositRoute from '@/pages/api/admin/bookings/[number]/deposit';
import * as cancelRoute from '@/pages/api/admin/bookings/[number]/cancel';
import * as confirmRoute from '@/pages/api/admin/bookings/[number]/confirm';
import * as invoiceRoute from '@/pages/api/admin/bookings/[number]/invoice';
import * as retryRoute from '@/pages/api/admin/outbox/[id]/retry';
import * as rewardPaidRoute from '@/pages/api/admin/rewards/[id]/paid';
import * as catchAllRoute from '@/pages/api/[...path]';
import { engines } from '../helpers/testDb';
import { hoursAgo, SITE, unique, useAdminApi } from '../helpers/adminApi';
import type { TestResponse } from '../helpers/apiServer';
import { bookableTours } from '../helpers/bookings';
import { tableCounts, type TableCounts } from '../helpers/tableCounts';
import { bodyEndpoints, bodylessEndpoints, formGuard, useFormGuardTokens, type Auth, type BodyEndpoint, type FuzzFixtures } from '../helpers/fuzzEndpoints';
import { agedFormTokens } from '../helpers/validBodies';
import {
  anyString, brokenJson, deepArray, deepObject, extraKey, extraValue, hostileSegment, hostileString, HOSTILE_STRINGS, MEGABYTE_STRING, multipartBody, objectText,
  pathSegment, refusedValue, type Entries, type Value,
} from '../helpers/hostilePayloads';
import { itWhen } from '../helpers/applicable';

// Property-based fuzzing of every write and auth endpoint: each input is refused by construction
// (a field of the wrong kind or missing, a body that is not an object or not JSON, a wrong
// content type, a megabyte, a hostile path parameter or credential), so every answer must be a
// 4xx in the API's error shape and language, and no table may gain or lose a row.
// FUZZ_RUNS scales the runs per property; FUZZ_SEED replays a reported failure.

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const runs = (factor = 1) => ({ numRuns: Math.max(1, Math.round(RUNS * factor)), seed: SEED });
const FUZZ_TIMEOUT = 60_000;

const ROUTES = {
  '/api/requestquote': quoteRoute,
  '/api/contact_us': contactRoute,
  '/api/send_review': reviewRoute,
  '/api/bookings': bookingsRoute,
  '/api/submit-order-request': submitOrderRoute,
  '/api/payments/pesapal/ipn': ipnRoute,
  '/api/payments/pesapal/callback': callbackRoute,
  '/api/auth/login': loginRoute,
  '/api/auth/signup': signupRoute,
  '/api/auth/confirm-signup': confirmSignupRoute,
  '/api/auth/forgot-password': forgotRoute,
  '/api/auth/reset-password': resetRoute,
  '/api/auth/logout': logoutRoute,
  '/api/wishlist': wishlistRoute,
  '/api/affiliate': affiliateRoute,
  '/api/getAffiliate': getAffiliateRoute,
  '/api/getProfile': getProfileRoute,
  '/api/updateProfile': updateProfileRoute,
  '/api/admin/reviews/[id]': adminReviewRoute,
  '/api/admin/tours/[id]': adminTourRoute,
  '/api/admin/tours/[id]/departures': adminTourDeparturesRoute,
  '/api/admin/departures/[id]': adminDepartureRoute,
  '/api/admin/inbox/[number]/assign': assignRoute,
  '/api/admin/inbox/[number]/reply': replyRoute,
  '/api/admin/inbox/[number]/booking': quoteBookingRoute,
  '/api/admin/inbox/[number]/close': closeRoute,
  '/api/admin/bookings/[number]/deposit': depositRoute,
  '/api/admin/bookings/[number]/cancel': cancelRoute,
  '/api/admin/bookings/[number]/confirm': confirmRoute,
  '/api/admin/bookings/[number]/invoice': invoiceRoute,
  '/api/admin/outbox/[id]/retry': retryRoute,
  '/api/admin/rewards/[id]/paid': rewardPaidRoute,
  '/api/[...path]': catchAllRoute,
};

/** Every text of a language's locale file: an error message must be one of them. */
const localeTexts = new Map<Locale, Set<string>>();
function textsOf(locale: Locale): Set<string> {
  let texts = localeTexts.get(locale);
  if (!texts) {
    texts = new Set<string>();
    const walk = (node: unknown): void => {
      if (typeof node === 'string') texts!.add(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(loadMessages(locale));
    localeTexts.set(locale, texts);
  }
  return texts;
}

/** Every rate limit raised so that fuzzing reaches the routes' checks (429 stays acceptable); put back afterwards. */
const RELAXED = generousLimitEnv(1_000_000);
const before = Object.fromEntries(Object.keys(RELAXED).map((name) => [name, process.env[name]]));
function relaxLimits() {
  Object.assign(process.env, RELAXED);
  resetRateLimits();
}
function restoreLimits() {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetRateLimits();
}

const JSON_TYPE = 'application/json';
const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/json; charset=iso-8859-1', 'application/json; charset="utf-16"', 'application/xml', 'application/javascript'];
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(engines())('fuzzing every write and auth endpoint on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, seeded } = admin;
  const fx = {} as FuzzFixtures;
  let operatorCookie = '';
  let travellerId = '';
  let inputs = 0;

  beforeAll(async () => {
    relaxLimits();
    operatorCookie = await admin.login();
    travellerId = (await db().selectFrom('sessions').select('user_id').where('token_hash', '=', tokenHash(admin.tokens.traveller)).executeTakeFirstOrThrow()).user_id;
    const tours = await bookableTours(db());
    const departure = await db().selectFrom('departures').select('id').orderBy('start_date').executeTakeFirstOrThrow();
    useFormGuardTokens(await agedFormTokens(db()));
    const review = await admin.call('POST', '/api/send_review', {}, { name: 'Klaus Becker', email: '', country: 'DE', rating: 5, title: 'Unvergesslich', text: 'Zwölf Tage voller Tiere, Staub und wunderbarer Menschen.', travelDate: '2025-08', tour: '', ...formGuard() });
    expect(review.status, review.text).toBe(201);
    Object.assign(fx, {
      operatorEmail: admin.email, tourSlug: tours.private.slug, tourId: tours.private.id, departureId: departure.id,
      reviewId: review.json().reviewId, quoteNumber: `Q-2026-${unique()}`, bookingNumber: `B-2026-${unique()}`,
    });
    await db().insertInto('quote_requests').values({
      number: fx.quoteNumber, locale: 'de', source: 'tour', tour_id: tours.private.id, full_name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 30 123456', country: 'DE',
      departure_date: '2027-02-10', adults: 2, children: 0, status: 'new', created_at: hoursAgo(2), payload: JSON.stringify({ fullName: 'Anna Schmidt', adults: 2, children: 0 }),
    }).execute();
    await db().insertInto('bookings').values({
      number: fx.bookingNumber, locale: 'en', status: 'inquiry', tour_id: null, departure_id: null, quote_number: null, start_date: '2027-03-01', level: 'comfort', deposit_rule: 'standard',
      adults: 2, children: 0, full_name: 'John Smith', email: 'john@example.com', phone: '+1 555 0100', country: 'US', total_cents: 540000, deposit_percent: 30, deposit_cents: 162000,
      balance_due_date: '2027-01-30', hold_expires_at: null, affiliate_slug: null, payload: JSON.stringify({ rooms: 1 }), created_at: hoursAgo(1), updated_at: hoursAgo(1),
    }).execute();
  });

  afterAll(() => {
    restoreLimits();
    // The figure the issue asks for: how many hostile inputs one run of this file sends.
    console.log(`[fuzz] ${engine}: ${inputs} hostile inputs tried`);
  });

  const credentials = (auth?: Auth): Record<string, string> =>
    auth === 'operator' ? { cookie: `admin_session=${operatorCookie}`, origin: SITE } : auth === 'traveller' ? { authorization: `Bearer ${admin.tokens.traveller}` } : {};

  type Sent = { method: string; path: string; locale: Locale; headers?: Record<string, string>; contentType?: string; body?: string | Buffer };
  const send = (r: Sent) => {
    inputs++;
    const headers: Record<string, string> = { 'x-locale': r.locale, ...r.headers };
    if (r.contentType !== undefined) headers['content-type'] = r.contentType;
    // As a browser does (node:http would send a DELETE's body with neither length nor chunking).
    if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
    // A connection per input: one the server has just ended cannot fail the next input.
    return seeded.api().request(r.path, { method: r.method, headers, body: r.body, fresh: true });
  };

  /** What the state of the rows an endpoint edits in place is (counts do not see an update). */
  const editedRows = () =>
    Promise.all([
      db().selectFrom('tours').select(['price_from', 'available']).where('id', '=', fx.tourId).executeTakeFirstOrThrow(),
      db().selectFrom('departures').selectAll().where('id', '=', fx.departureId).executeTakeFirstOrThrow(),
      db().selectFrom('reviews').select('status').where('id', '=', fx.reviewId).executeTakeFirstOrThrow(),
      db().selectFrom('quote_requests').selectAll().where('number', '=', fx.quoteNumber).executeTakeFirstOrThrow(),
      db().selectFrom('bookings').selectAll().where('number', '=', fx.bookingNumber).executeTakeFirstOrThrow(),
      db().selectFrom('users').selectAll().where('id', '=', travellerId).executeTakeFirstOrThrow(),
    ]);
  type Baseline = { counts: TableCounts; rows: unknown };
  const baseline = async (): Promise<Baseline> => ({ counts: await tableCounts(db()), rows: await editedRows() });

  /**
   * A refused input: 4xx (429 included) in the JSON error shape with a message of the request's
   * language, no row added or removed, Object.prototype untouched (rows edited in place are
   * compared once a property has run: see assertRefusedAll). The payment provider's
   * notification may instead be answered 200 in the provider's shape (it ignores an unknown order).
   */
  async function expectRefused(res: TestResponse, locale: Locale, before: Baseline, providerNotice = false) {
    expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
    if (providerNotice && res.status === 200) {
      expect(res.json()).toMatchObject({ status: 200 });
    } else {
      expect(res.status, res.text.slice(0, 500)).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-type']), `${res.status} ${res.text.slice(0, 200)}`).toMatch(/^application\/json/);
      const { error } = res.json();
      expect(error.code).toMatch(/^[a-z_]+$/);
      expect(textsOf(locale).has(error.message), `"${error.message}" is not a ${locale} text`).toBe(true);
      if (error.fields !== undefined) for (const message of Object.values(error.fields)) expect(typeof message).toBe('string');
    }
    expect(await tableCounts(db())).toEqual(before.counts);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  }

  const localeArb = fc.constantFrom(...LOCALES);

  /** Runs a property of refused inputs; afterwards no row an endpoint edits in place has changed either. */
  async function assertRefusedAll<T>(arb: fc.Arbitrary<T>, check: (input: T, before: Baseline) => Promise<void>, factor = 1) {
    const before = await baseline();
    await fc.assert(fc.asyncProperty(arb, (input) => check(input, before)), runs(factor));
    expect(await editedRows()).toEqual(before.rows);
  }

  /** A session that is none: hostile text (as far as a header may carry it) as the Bearer token or the operator's cookie. */
  const hostileCredential = (auth: Auth) =>
    fc
      .oneof(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]+$/.test(s)), 'x'.repeat(4000), ''), fc.stringMatching(/^[!-~]{0,60}$/))
      .map((t): Record<string, string> => (auth === 'traveller' ? { authorization: `Bearer ${t}` } : { cookie: `admin_session=${t}`, origin: SITE }));

  it('every endpoint factory makes a body its schema accepts (the fuzzing breaks a valid body)', () => {
    for (const e of bodyEndpoints(fx)) if (e.schema) expect(e.schema.safeParse(e.valid()).success, e.name).toBe(true);
  });

  // The list as it is before the fixtures exist: names and what each endpoint takes, to pick the properties.
  describe.each(bodyEndpoints({} as FuzzFixtures))('$name', (template) => {
    const endpoint = () => bodyEndpoints(fx).find((e) => e.name === template.name)!;

    itWhen(Object.keys(template.fields).length)('refuses a body with a field of the wrong kind or missing, whatever hostile keys and text come along', { timeout: FUZZ_TIMEOUT }, async () => {
      const e = endpoint();
      const fields = Object.keys(e.fields);
      relaxLimits();
      const texts = fields.filter((f) => e.fields[f] === 'text');
      const corruption = fc.constantFrom(...fields).chain((field) =>
        fc.oneof(
          refusedValue(e.fields[field]).map((value) => ({ field, value, missing: false })),
          ...(e.required.includes(field) ? [fc.constant({ field, value: undefined as Value, missing: true })] : []),
        ),
      );
      const input = fc.record({
        corruption,
        duplicate: fc.boolean(),
        text: texts.length ? fc.option(fc.tuple(fc.constantFrom(...texts), anyString())) : fc.constant(null),
        extras: fc.array(fc.tuple(extraKey(), extraValue()), { maxLength: 3 }),
        locale: localeArb,
      });
      await assertRefusedAll(input, async ({ corruption: c, duplicate, text, extras, locale }, before) => {
        const valid = e.valid();
        if (text && text[0] !== c.field) valid[text[0]] = text[1];
        let entries: Entries = Object.entries(valid);
        if (c.missing) entries = entries.filter(([k]) => k !== c.field);
        // A duplicate key: the valid value first, the refused one last (JSON.parse keeps the last).
        else if (duplicate || !(c.field in valid)) entries.push([c.field, c.value]);
        else entries = entries.map(([k, v]) => [k, k === c.field ? c.value : v]);
        entries.push(...extras);
        const res = await send({ method: e.method, path: e.path, locale, headers: credentials(e.auth), contentType: JSON_TYPE, body: objectText(entries) });
        await expectRefused(res, locale, before, e.providerNotice);
      });
    });

    it('refuses a body that is not a JSON object, not JSON, too large, or sent as another content type', { timeout: FUZZ_TIMEOUT }, async () => {
      const e = endpoint();
      relaxLimits();
      const validText = objectText(Object.entries(e.valid()));
      const urlEncoded = new URLSearchParams(Object.entries(e.valid()).map(([k, v]) => [k, String(v)])).toString();
      const form = multipartBody(Object.entries(e.valid()).map(([k, v]) => [k, String(v)]));
      const body = fc.oneof(
        fc.constantFrom('[]', 'null', 'true', '42', '"text"', '[{}]', `[${validText}]`, deepArray.text, deepObject.text, '').map((b) => ({ contentType: JSON_TYPE, body: b as string | Buffer })),
        brokenJson(validText).map((b) => ({ contentType: JSON_TYPE, body: b })),
        fc.constantFrom(...OTHER_CONTENT_TYPES, ...(e.bodyOptional ? [] : [undefined])).map((contentType) => ({ contentType, body: validText })),
        fc.constant({ contentType: 'application/x-www-form-urlencoded', body: urlEncoded }),
        fc.constant({ contentType: form.contentType, body: form.body }),
        fc.constant({ contentType: JSON_TYPE, body: objectText([...Object.entries(e.valid()), ['padding', MEGABYTE_STRING]]) }),
      );
      await assertRefusedAll(fc.tuple(body, localeArb), async ([b, locale], before) => {
        const res = await send({ method: e.method, path: e.path, locale, headers: credentials(e.auth), ...b });
        await expectRefused(res, locale, before, e.providerNotice);
      });
    });

    itWhen(template.pathFor || template.auth)('refuses a hostile path parameter or hostile credentials with a valid body', { timeout: FUZZ_TIMEOUT }, async () => {
      const e = endpoint();
      const input = fc.oneof(
        ...(e.pathFor ? [hostileSegment().map((s) => ({ path: e.pathFor!(pathSegment(s)), headers: credentials(e.auth) }))] : []),
        ...(e.auth ? [hostileCredential(e.auth).map((headers) => ({ path: e.path, headers }))] : []),
      );
      await assertRefusedAll(fc.tuple(input, localeArb), async ([{ path, headers }, locale], before) => {
        const res = await send({ method: e.method, path, locale, headers, contentType: JSON_TYPE, body: objectText(Object.entries(e.valid())) });
        await expectRefused(res, locale, before);
      }, 0.5);
    });
  });

  // Finding: these routes read no body, yet Next's parser read it and answered plain English text.
  it('a route that reads no body answers broken JSON and a megabyte in the error shape, in the visitor language', async () => {
    for (const body of ['{"reason":', objectText([['padding', MEGABYTE_STRING]])]) {
      const res = await send({ method: 'POST', path: '/api/admin/inbox/Q-1999-000000/close', locale: 'de', headers: credentials('operator'), contentType: JSON_TYPE, body });
      expect(res.status, res.text.slice(0, 100)).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.json().error.message).toBe(translate(loadMessages('de'), 'api.notFound'));
      const logout = await send({ method: 'POST', path: '/api/auth/logout', locale: 'fr', contentType: JSON_TYPE, body });
      expect(logout.status).toBe(401);
      expect(logout.json().error.code).toBe('unauthorized');
    }
  });

  // Finding: PostgreSQL refuses a NUL in any text, so an id like %00 was a database failure (503) there and a 404 on SQLite.
  it('a NUL in a path parameter is refused as invalid input on both engines, before any query', async () => {
    const before = await baseline();
    for (const e of bodyEndpoints(fx).filter((x) => x.pathFor)) {
      const res = await send({ method: e.method, path: e.pathFor!('%00'), locale: 'it', headers: credentials(e.auth), contentType: JSON_TYPE, body: objectText(Object.entries(e.valid())) });
      expect(res.status, `${e.name}: ${res.text}`).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_input', message: translate(loadMessages('it'), 'api.invalidInput') });
    }
    expect(await tableCounts(db())).toEqual(before.counts);
  });

  it.each(bodylessEndpoints)('$name: refuses a hostile path parameter or credentials, whatever body comes along', { timeout: FUZZ_TIMEOUT }, async (e) => {
    const junk = fc.oneof(
      fc.constant({ contentType: undefined as string | undefined, body: undefined as string | Buffer | undefined }),
      brokenJson('{"reason":"x"}').map((body) => ({ contentType: JSON_TYPE, body })),
      fc.constantFrom(...OTHER_CONTENT_TYPES).map((contentType) => ({ contentType, body: '{"a":1}' })),
      fc.constant({ contentType: JSON_TYPE, body: objectText([['padding', MEGABYTE_STRING]]) }),
    );
    const target = fc.oneof(
      ...(e.hasParameter ? [hostileSegment().map((s) => ({ path: e.pathFor(pathSegment(s)), headers: credentials(e.auth) }))] : []),
      hostileCredential(e.auth).map((headers) => ({ path: e.pathFor('B-2026-000001'), headers })),
    );
    await assertRefusedAll(fc.tuple(target, junk, localeArb), async ([{ path, headers }, b, locale], before) => {
      const res = await send({ method: e.method, path, locale, headers, ...b });
      await expectRefused(res, locale, before);
    });
  });

  it('POST /api/updateProfile refuses a wrong field, a picture that is none, and any other content type', { timeout: FUZZ_TIMEOUT }, async () => {
    const valid: [string, string][] = [['name', 'Tom Traveller'], ['phone', '+255 754 123 456'], ['country', 'TZ'], ['title', 'Mr'], ['countryOfResidence', 'TZ']];
    const multipart = fc.record({
      // Phone and countries have a format, so a hostile value is refused whatever else is sent.
      broken: fc.oneof(
        // A value blank once trimmed (U+2028 is white space) is no phone, which an optional field may be.
        fc.tuple(fc.constantFrom('phone', 'country', 'countryOfResidence'), hostileString().filter((v) => v.trim() !== ''))
          .map(([field, value]) => ({ field, value, filename: undefined as string | undefined })),
        anyString().map((value) => ({ field: 'avatar', value: value || 'x', filename: 'me.png' })),
      ),
      extras: fc.array(fc.tuple(extraKey(), anyString()), { maxLength: 3 }),
    });
    const input = fc.oneof(
      multipart.map(({ broken, extras }) => multipartBody([...valid.filter(([k]) => k !== broken.field), [broken.field, broken.value, broken.filename], ...extras])),
      fc.constantFrom(JSON_TYPE, 'text/plain', 'application/x-www-form-urlencoded', undefined).map((contentType) => ({ contentType, body: JSON.stringify(Object.fromEntries(valid)) as string | Buffer })),
      fc.constant({ contentType: 'multipart/form-data; boundary=nowhere', body: '--elsewhere\r\nbroken' as string | Buffer }),
    );
    await assertRefusedAll(fc.tuple(input, localeArb), async ([b, locale], before) => {
      const res = await send({ method: 'POST', path: '/api/updateProfile', locale, headers: credentials('traveller'), ...b });
      await expectRefused(res, locale, before);
    });
  });

  it('the payment provider routes (IPN by query, the return page) refuse or ignore any query, writing nothing', { timeout: FUZZ_TIMEOUT }, async () => {
    const keys = fc.oneof(fc.constantFrom('OrderTrackingId', 'OrderMerchantReference', 'OrderNotificationType', 'booking', 'key', 'constructor', 'prototype'), fc.string({ maxLength: 10 }));
    const query = fc.array(fc.tuple(keys, fc.oneof(hostileSegment(), fc.constant(''))), { maxLength: 6 });
    await assertRefusedAll(fc.tuple(fc.constantFrom('ipn', 'callback'), query, localeArb), async ([route, pairs, locale], before) => {
      const search = pairs.map(([k, v]) => `${pathSegment(k)}=${pathSegment(v)}`).join('&');
      const res = await send({ method: 'GET', path: `/api/payments/pesapal/${route}?${search}`, locale });
      await expectRefused(res, locale, before, route === 'ipn');
    });
  });

  it('an unknown API path answers 404 in the error shape for any method and body', { timeout: FUZZ_TIMEOUT }, async () => {
    // '..' would climb out of /api (the URL resolves it, as Next does, to a page), so it is no API path.
    const segment = hostileSegment().filter((s) => s !== '..');
    await assertRefusedAll(fc.tuple(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), segment, localeArb), async ([method, segment, locale], before) => {
      const res = await send({ method, path: `/api/${pathSegment(segment)}/x`, locale, contentType: JSON_TYPE, body: '{"__proto__":{"polluted":1}}' });
      await expectRefused(res, locale, before);
    }, 0.5);
  });
});

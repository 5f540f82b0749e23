import { describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import * as quoteRoute from '@/pages/api/requestquote';
import * as contactRoute from '@/pages/api/contact_us';
import * as reviewRoute from '@/pages/api/send_review';
import * as guestbookRoute from '@/pages/api/guestbook';
import { setReviewStatus } from '@/server/leads/reviewService';
import { translate, type Messages } from '@/lib/i18n/translate';
import type { Database } from '@/server/db/types';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import esJson from '@/locales/es.json';
import frJson from '@/locales/fr.json';
import itJson from '@/locales/it.json';
import ptJson from '@/locales/pt.json';
import { LIMITS } from '@/lib/leads/options';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { formToken, withFormToken } from '../helpers/formToken';

const de = deJson as unknown as Messages;
const en = enJson as unknown as Messages;
const ALL_LOCALES = { en, de, fr: frJson, es: esJson, it: itJson, pt: ptJson } as unknown as Record<string, Messages>;
const hostOf = (locale: string) => (locale === 'en' ? 'localhost:3000' : `${locale}.localhost:3000`);
const DE_HOST = 'de.localhost:3000';
const YEAR = new Date().getUTCFullYear();
const DAY_MS = 86_400_000;

/** A German (or English) string from the locale files as they are now; a missing key fails the test. */
function t(messages: Messages, key: string, params?: Record<string, string | number>): string {
  const value = translate(messages, key, params);
  expect(value, `locale key ${key}`).not.toBe(key);
  return value;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const ROUTES = {
  '/api/requestquote': quoteRoute,
  '/api/contact_us': contactRoute,
  '/api/send_review': reviewRoute,
  '/api/guestbook': guestbookRoute,
};

/** Every field the wizard sends, as a person fills it in. */
function wizardQuote(over: Record<string, unknown> = {}) {
  return {
    source: 'wizard',
    travelType: 'family',
    days: 10,
    travelWith: 'family',
    budget: '3500-5000',
    departureDate: isoDay(45),
    destination: 'Serengeti und Sansibar',
    adults: 2,
    children: 2,
    childrenAges: [7, 12],
    fullName: 'Anna Müller',
    email: 'anna.mueller@example.de',
    phone: '+49 30 1234567',
    country: 'DE',
    contactPreference: 'whatsapp',
    message: 'Wir möchten die große Tierwanderung sehen – und danach an den Strand.',
    couponCode: 'SAFARI-10',
    interests: ['safari', 'migration', 'beach'],
    saveDetails: true,
    website: '',
    ...over,
  };
}

function modalQuote(tour: string, over: Record<string, unknown> = {}) {
  return {
    source: 'modal',
    tour,
    departureDate: isoDay(30),
    adults: 2,
    children: 0,
    childrenAges: [],
    fullName: 'John Smith',
    email: 'john.smith@example.com',
    phone: '+44 20 7946 0000',
    country: 'GB',
    contactPreference: 'email',
    message: 'Is this possible in the green season?',
    website: '',
    ...over,
  };
}

function review(over: Record<string, unknown> = {}) {
  return {
    name: 'Klaus Becker',
    email: 'klaus.becker@example.de',
    country: 'DE',
    rating: 5,
    title: 'Unvergesslich',
    text: 'Zwölf Tage voller Tiere, Staub und wunderbarer Menschen. Danke an unseren Guide!',
    travelDate: `${YEAR - 1}-08`,
    tour: '',
    website: '',
    ...over,
  };
}

const withoutSpamFields = ({ website: _w, formToken: _t, ...rest }: Record<string, unknown>) => rest;
const numberOf = (n: string) => Number(n.slice(-6));

async function counts(db: Kysely<Database>) {
  const n = async (table: 'quote_requests' | 'outbox' | 'contact_messages' | 'reviews') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const counter = await db.selectFrom('counters').select('value').where('name', '=', `Q-${YEAR}`).executeTakeFirst();
  return { quotes: await n('quote_requests'), outbox: await n('outbox'), contacts: await n('contact_messages'), reviews: await n('reviews'), quoteCounter: Number(counter?.value ?? 0) };
}

describe.each(engines())('quote, contact and review forms on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  // Every form carries a real token from GET /api/form-token, unless a test sends its own (or none).
  const post = async (path: string, body: unknown, { host = DE_HOST, headers = {} }: { host?: string; headers?: Record<string, string> } = {}) =>
    seeded.api().request(path, { method: 'POST', host, headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(await withFormToken(seeded.api(), body as Record<string, unknown>)) });
  const outboxFor = (ref: string) => db().selectFrom('outbox').selectAll().where('ref', '=', ref).orderBy('kind').execute();
  /** A tour as the tour list in a language shows it. */
  const someTour = async (locale = 'de') => {
    const row = await db()
      .selectFrom('tour_translations as tl')
      .innerJoin('tours as t', 't.id', 'tl.tour_id')
      .select(['t.id', 't.category', 'tl.slug', 'tl.title'])
      .where('tl.locale', '=', locale)
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .executeTakeFirstOrThrow();
    return row;
  };

  describe('quote requests', () => {
    it('stores a full wizard request from the German site with every answer, numbers it and queues both mails', async () => {
      const tour = await someTour();
      const sent = wizardQuote({ tour: tour.slug });
      const res = await post('/api/requestquote', sent);
      expect(res.status, res.text).toBe(201);
      const { quoteNumber } = res.json();
      expect(quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
      expect(quoteNumber.slice(2, 6)).toBe(String(YEAR));

      const row = await db().selectFrom('quote_requests').selectAll().where('number', '=', quoteNumber).executeTakeFirstOrThrow();
      expect(row.locale).toBe('de');
      expect(row.source).toBe('wizard');
      expect(row.tour_id).toBe(tour.id);
      expect(row.email).toBe(sent.email);
      expect(Number(row.children)).toBe(2);
      expect(JSON.parse(row.payload)).toEqual(withoutSpamFields(sent));

      const mails = await outboxFor(quoteNumber);
      expect(mails.map((m) => m.kind).sort()).toEqual(['quote.operator', 'quote.traveller']);
      const traveller = mails.find((m) => m.kind === 'quote.traveller')!;
      expect(traveller.locale).toBe('de');
      expect(traveller.to_address).toBe(sent.email);
      expect(traveller.subject).toBe(t(de, 'mail.quote.subject', { number: quoteNumber }));
      expect(traveller.subject).not.toBe(t(en, 'mail.quote.subject', { number: quoteNumber }));
      expect(traveller.body).toContain(t(de, 'mail.quote.intro'));
      expect(traveller.body).toContain(quoteNumber);
      expect(traveller.body).toContain(tour.title);
      expect(traveller.body).toContain(`${t(de, 'leads.fields.children')}: 2 (Alter 7, 12)`);
      expect(traveller.body).toContain(t(de, 'leads.options.travelType.family'));
      expect(traveller.sent_at).toBeNull();

      const operator = mails.find((m) => m.kind === 'quote.operator')!;
      expect(operator.locale).toBe('en');
      expect(operator.reply_to).toBe(sent.email);
      expect(operator.to_address).not.toBe(sent.email);
      expect(operator.body).toContain(sent.fullName);
      expect(operator.body).toContain(sent.phone);
      expect(operator.body).toContain(sent.message);
      expect(operator.body).toContain(t(en, 'leads.options.travelType.family'));
    });

    it('takes the short request from a tour page for a tour that exists, and refuses an unknown tour', async () => {
      const tour = await someTour('en');
      const sent = modalQuote(tour.slug);
      const res = await post('/api/requestquote', sent, { host: 'localhost:3000' });
      expect(res.status, res.text).toBe(201);
      const { quoteNumber } = res.json();
      expect(quoteNumber).toMatch(new RegExp(`^Q-${YEAR}-\\d{6}$`));
      const row = await db().selectFrom('quote_requests').selectAll().where('number', '=', quoteNumber).executeTakeFirstOrThrow();
      expect(row.source).toBe('modal');
      expect(row.locale).toBe('en');
      expect(row.tour_id).toBe(tour.id);
      expect(JSON.parse(row.payload)).toEqual(withoutSpamFields(sent));
      const traveller = (await outboxFor(quoteNumber)).find((m) => m.kind === 'quote.traveller')!;
      expect(traveller.subject).toBe(t(en, 'mail.quote.subject', { number: quoteNumber }));

      const before = await counts(db());
      const unknown = await post('/api/requestquote', modalQuote('no-such-tour-anywhere'));
      expect(unknown.status).toBe(400);
      const body = unknown.json();
      expect(body.error.code).toBe('invalid_input');
      expect(Object.keys(body.error.fields)).toEqual(['tour']);
      expect(body.error.fields.tour).toBe(t(de, 'validation.invalid'));
      expect(await counts(db())).toEqual(before);
    });

    it('gives consecutive quotes consecutive numbers', async () => {
      const a = (await post('/api/requestquote', wizardQuote({ email: 'first@example.com' }))).json().quoteNumber;
      const b = (await post('/api/requestquote', wizardQuote({ email: 'second@example.com' }))).json().quoteNumber;
      expect(a.slice(0, 7)).toBe(b.slice(0, 7));
      expect(numberOf(b)).toBe(numberOf(a) + 1);
    });

    it('refuses invalid answers with every bad field in German, and stores nothing', async () => {
      const before = await counts(db());
      const { fullName: _omitted, ...rest } = wizardQuote({ email: 'anna@@example', children: 3, childrenAges: [7, 12], departureDate: isoDay(-10) });
      const res = await post('/api/requestquote', rest);
      expect(res.status).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('invalid_input');
      expect(error.message).toBe(t(de, 'api.invalidInput'));
      expect(error.fields).toEqual({
        email: t(de, 'validation.email'),
        fullName: t(de, 'validation.required'),
        departureDate: t(de, 'validation.futureDate'),
        childrenAges: t(de, 'validation.childrenAges'),
      });
      expect(await counts(db())).toEqual(before);
    });

    it.each([
      ['a bad email', { email: 'anna@@example' }, 'email', 'validation.email'],
      ['a missing name', { fullName: undefined }, 'fullName', 'validation.required'],
      ['ages not matching the number of children', { children: 3, childrenAges: [7, 12] }, 'childrenAges', 'validation.childrenAges'],
      ['a departure in the past', { departureDate: isoDay(-10) }, 'departureDate', 'validation.futureDate'],
    ])('refuses %s on its own, with its German message', async (_name, over, field, key) => {
      const before = await counts(db());
      const res = await post('/api/requestquote', wizardQuote(over));
      expect(res.status).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: t(de, key) });
      expect(await counts(db())).toEqual(before);
    });

    it('answers a retry with the same Idempotency-Key exactly as the first time, without writing again', async () => {
      const key = `quote-${engine}-retry-0001`;
      const sent = wizardQuote({ email: 'retry@example.com' });
      const first = await post('/api/requestquote', sent, { headers: { 'Idempotency-Key': key } });
      const before = await counts(db());
      const second = await post('/api/requestquote', sent, { headers: { 'Idempotency-Key': key } });
      expect(first.status).toBe(201);
      expect(second.status).toBe(first.status);
      expect(second.json()).toEqual(first.json());
      const { quoteNumber } = first.json();
      expect(await db().selectFrom('quote_requests').select('number').where('email', '=', 'retry@example.com').execute()).toEqual([{ number: quoteNumber }]);
      expect(await outboxFor(quoteNumber)).toHaveLength(2);
      expect(await counts(db())).toEqual(before);

      const changed = await post('/api/requestquote', { ...sent, adults: 3 }, { headers: { 'Idempotency-Key': key } });
      expect(changed.status).toBe(422);
      expect(changed.json().error.code).toBe('idempotency_key_reused');
      expect(changed.json().error.message).toBe(t(de, 'api.idempotencyKeyReused'));
      expect(await counts(db())).toEqual(before);

      const bad = await post('/api/requestquote', sent, { headers: { 'Idempotency-Key': 'x' } });
      expect(bad.status).toBe(400);
      expect(bad.json().error.code).toBe('invalid_idempotency_key');
      expect(await counts(db())).toEqual(before);

      // The next request without a key gets the next number: the retry consumed none.
      const next = (await post('/api/requestquote', wizardQuote({ email: 'after-retry@example.com' }))).json().quoteNumber;
      expect(numberOf(next)).toBe(numberOf(quoteNumber) + 1);
    });

    it.each([
      ['the hidden field is filled', { website: 'http://spam.example' }],
      ['the form token is missing', { formToken: undefined }],
      ['the form token is made up', { formToken: `${Date.now() - 60_000}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}` }],
    ])('refuses a bot when %s, without saying why and without storing anything', async (_name, over) => {
      const before = await counts(db());
      const res = await post('/api/requestquote', wizardQuote(over));
      expect(res.status).toBe(422);
      const { error } = res.json();
      expect(error.code).toBe('not_accepted');
      expect(error.message).toBe(t(de, 'api.notAccepted'));
      expect(res.text).not.toMatch(/honeypot|website|fast|token/i);
      expect(error.fields).toBeUndefined();
      expect(await counts(db())).toEqual(before);
    });

    it('refuses a body over 32 kB with 413 in German, and a non-JSON body with 415', async () => {
      const before = await counts(db());
      const body = JSON.stringify(wizardQuote({ message: 'x'.repeat(40_000) }));
      expect(Buffer.byteLength(body)).toBeGreaterThan(32 * 1024);
      const big = await post('/api/requestquote', body);
      expect(big.status).toBe(413);
      expect(big.json().error.code).toBe('payload_too_large');
      expect(big.json().error.message).toBe(t(de, 'api.payloadTooLarge'));

      const plain = await post('/api/requestquote', JSON.stringify(wizardQuote()), { headers: { 'content-type': 'text/plain' } });
      expect(plain.status).toBe(415);
      expect(plain.json().error.message).toBe(t(de, 'api.unsupportedMediaType'));
      expect(await counts(db())).toEqual(before);
    });

    it('refuses an oversize body sent without Content-Length (chunked) with 413 too', async () => {
      const before = await counts(db());
      const body = JSON.stringify(wizardQuote({ message: 'x'.repeat(40_000) }));
      const big = await post('/api/requestquote', body, { headers: { 'transfer-encoding': 'chunked' } });
      expect(big.status).toBe(413);
      expect(big.json().error.message).toBe(t(de, 'api.payloadTooLarge'));
      expect(await counts(db())).toEqual(before);
      // The connection is still good for the next request.
      expect((await post('/api/requestquote', wizardQuote({ email: 'after-413@example.com' }))).status).toBe(201);
    });

    it('answers GET with 405 and Allow: POST', async () => {
      const res = await seeded.api().request('/api/requestquote', { host: DE_HOST });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().error.message).toBe(t(de, 'api.methodNotAllowed'));
    });
  });

  describe('contact messages', () => {
    it('stores a message with a C- reference and queues both mails', async () => {
      const sent = { fullName: 'Marie Dubois', email: 'marie@example.fr', phone: '+33 1 23 45 67 89', subject: 'Kilimandjaro en janvier', message: 'Est-ce une bonne période pour grimper ?', website: '' };
      const res = await post('/api/contact_us', sent, { host: 'fr.localhost:3000' });
      expect(res.status, res.text).toBe(201);
      const { reference } = res.json();
      expect(reference).toMatch(new RegExp(`^C-${YEAR}-\\d{6}$`));
      const row = await db().selectFrom('contact_messages').selectAll().where('number', '=', reference).executeTakeFirstOrThrow();
      expect(row.locale).toBe('fr');
      expect(JSON.parse(row.payload)).toEqual(withoutSpamFields(sent));
      const mails = await outboxFor(reference);
      expect(mails.map((m) => m.kind)).toEqual(['contact.operator', 'contact.traveller']);
      expect(mails[1].to_address).toBe(sent.email);
      expect(mails[1].locale).toBe('fr');
      expect(mails[0].reply_to).toBe(sent.email);
      expect(mails[0].body).toContain(sent.message);
    });

    it('refuses a too short message with a message for that field', async () => {
      const before = await counts(db());
      const res = await post('/api/contact_us', { fullName: 'Marie Dubois', email: 'marie@example.fr', message: 'Hi', website: '' });
      expect(res.status).toBe(400);
      expect(res.json().error.fields).toEqual({ message: t(de, 'validation.tooShort', { min: 10 }) });
      expect(await counts(db())).toEqual(before);
    });
  });

  describe('reviews and the guest book', () => {
    const getBook = async (query = '', host = 'localhost:3000') => {
      const res = await seeded.api().request(`/api/guestbook${query}`, { host });
      return { status: res.status, body: res.json() };
    };

    it('keeps a new review out of the guest book until it is approved, then shows it first', async () => {
      const sent = review();
      const res = await post('/api/send_review', sent);
      expect(res.status, res.text).toBe(201);
      const body = res.json();
      expect(body.status).toBe('pending');
      expect(body.reviewId).toMatch(new RegExp(`^R-${YEAR}-\\d{6}$`));
      const row = await db().selectFrom('reviews').selectAll().where('id', '=', body.reviewId).executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(row.language).toBe('de');
      expect(row.email).toBe(sent.email);

      const before = (await getBook()).body;
      expect(before.reviews.map((r: { id: string }) => r.id)).not.toContain(body.reviewId);

      expect(await setReviewStatus(db(), body.reviewId, 'approved')).toBe(true);
      const after = (await getBook()).body;
      expect(after.total).toBe(before.total + 1);
      expect(after.reviews[0]).toMatchObject({ id: body.reviewId, name: sent.name, title: sent.title, text: sent.text, rating: 5, language: 'de', travelDate: sent.travelDate });
      expect(JSON.stringify(after)).not.toContain(sent.email);

      const mails = await outboxFor(body.reviewId);
      expect(mails.map((m) => m.kind)).toEqual(['review.operator', 'review.traveller']);
      const traveller = mails[1];
      expect(traveller.to_address).toBe(sent.email);
      expect(traveller.subject).toBe(t(de, 'mail.review.subject'));
      expect(mails[0].locale).toBe('en');
    });

    it('without an email only tells the operator', async () => {
      const res = await post('/api/send_review', review({ email: '', name: 'Anonymous Traveller' }));
      expect(res.status, res.text).toBe(201);
      const mails = await outboxFor(res.json().reviewId);
      expect(mails.map((m) => m.kind)).toEqual(['review.operator']);
      expect(mails[0].reply_to).toBeNull();
    });

    /** Every approved review the filter lets through, across all its pages. */
    const allPages = async (query: string) => {
      const first = (await getBook(`?${query}`)).body;
      const ids: string[] = first.reviews.map((r: { id: string }) => r.id);
      for (let page = 2; page <= first.pages; page++) ids.push(...(await getBook(`?${query}&page=${page}`)).body.reviews.map((r: { id: string }) => r.id));
      return { first, ids };
    };
    const approvedIds = async (where: (q: any) => any) =>
      (await where(db().selectFrom('reviews').select('id').where('status', '=', 'approved')).execute()).map((r: { id: string }) => r.id).sort();

    it('filters by rating', async () => {
      const { first, ids } = await allPages('rating=5');
      expect(first.total).toBeGreaterThan(0);
      expect(first.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
      expect(ids.sort()).toEqual(await approvedIds((q) => q.where('rating', '=', 5)));
    });

    it('filters Kilimanjaro as the Kilimanjaro and Meru climbs', async () => {
      const { first, ids } = await allPages('kind=kilimanjaro');
      expect(first.total).toBeGreaterThan(0);
      const categories = await db().selectFrom('reviews').select('category').distinct().where('id', 'in', ids).execute();
      expect(categories.map((c) => c.category).sort()).toEqual(['kilimanjaro', 'meru']);
      expect(ids.sort()).toEqual(await approvedIds((q) => q.where('category', 'in', ['kilimanjaro', 'meru'])));
    });

    it('filters by language', async () => {
      const { first, ids } = await allPages('language=de');
      expect(first.total).toBeGreaterThan(0);
      expect(first.reviews.every((r: { language: string }) => r.language === 'de')).toBe(true);
      expect(ids.sort()).toEqual(await approvedIds((q) => q.where('language', '=', 'de')));
    });

    it('filters by travel year, offering the years that have reviews', async () => {
      const { body } = await getBook();
      expect(body.years.length).toBeGreaterThan(1);
      expect(body.years).toEqual([...body.years].sort((a: number, b: number) => b - a));
      const year = body.years[body.years.length - 1];
      const { first, ids } = await allPages(`year=${year}`);
      expect(first.total).toBeGreaterThan(0);
      expect(first.reviews.every((r: { travelDate: string }) => r.travelDate.startsWith(`${year}-`))).toBe(true);
      expect(ids.sort()).toEqual(await approvedIds((q) => q.where('travel_date', 'like', `${year}-%`)));
    });

    it('pages ten at a time, newest first', async () => {
      const one = (await getBook()).body;
      const two = (await getBook('?page=2')).body;
      expect(one.total).toBeGreaterThan(10);
      expect(one.pages).toBe(Math.ceil(one.total / 10));
      expect(one.reviews).toHaveLength(10);
      expect(two.page).toBe(2);
      const firstIds = one.reviews.map((r: { id: string }) => r.id);
      expect(two.reviews.some((r: { id: string }) => firstIds.includes(r.id))).toBe(false);
      const created = [...one.reviews, ...two.reviews].map((r: { createdAt: string }) => r.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const all = await allPages('');
      expect(new Set(all.ids).size).toBe(one.total);
    });

    it('answers an empty filter combination with no reviews, and refuses a rating of 9', async () => {
      const { status, body } = await getBook('?rating=2&kind=zanzibar&language=pt&year=2009');
      expect(status).toBe(200);
      expect(body.total).toBe(0);
      expect(body.reviews).toEqual([]);
      const bad = await getBook('?rating=9', DE_HOST);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['rating']);
    });
  });
});

describe.each(engines())('input the forms must not accept, on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  const post = async (path: string, body: unknown, { host = DE_HOST, headers = {} }: { host?: string; headers?: Record<string, string> } = {}) =>
    seeded.api().request(path, { method: 'POST', host, headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(await withFormToken(seeded.api(), body as Record<string, unknown>)) });
  const contact = (over: Record<string, unknown> = {}) => ({ fullName: 'Marie Dubois', email: 'marie@example.fr', phone: '+33 1 23 45 67 89', subject: 'Kilimandjaro en janvier', message: 'Est-ce une bonne période pour grimper ?', website: '', ...over });

  /** Expects a 400 naming exactly this field with this German message, and nothing written. */
  async function refused(path: string, body: unknown, field: string, key: string) {
    const before = await counts(db());
    const res = await post(path, body);
    expect(res.status, res.text).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual({ [field]: t(de, key) });
    expect(await counts(db())).toEqual(before);
  }

  describe('numbers', () => {
    const notNumbers: [string, unknown, string][] = [
      ['true', true, 'validation.number'],
      ['false', false, 'validation.number'],
      ['an empty list', [], 'validation.number'],
      ['an object', { n: 2 }, 'validation.number'],
      ['a word', 'two', 'validation.number'],
      ['a fraction', 2.5, 'validation.number'],
      ['null', null, 'validation.required'],
      ['an empty string', '', 'validation.required'],
    ];

    it.each(notNumbers)('refuses %s as the number of adults, days or children of a quote', async (_name, value, key) => {
      await refused('/api/requestquote', wizardQuote({ adults: value }), 'adults', key);
      await refused('/api/requestquote', wizardQuote({ days: value }), 'days', key);
      await refused('/api/requestquote', wizardQuote({ children: value, childrenAges: [] }), 'children', key);
    });

    it.each(notNumbers)('refuses %s as the rating of a review', async (_name, value, key) => {
      await refused('/api/send_review', review({ rating: value }), 'rating', key);
    });

    it('says the allowed range for days, adults, children and child ages out of it, typed or sent as numbers', async () => {
      for (const [field, value, min, max] of [['days', 0, 1, 60], ['days', 200, 1, 60], ['adults', 0, 1, 30], ['adults', '0', 1, 30], ['children', -1, 0, 20], ['children', '-1', 0, 20]] as const) {
        const body = field === 'children' ? wizardQuote({ children: value, childrenAges: [] }) : wizardQuote({ [field]: value });
        const before = await counts(db());
        const res = await post('/api/requestquote', body);
        expect(res.status, res.text).toBe(400);
        expect(res.json().error.fields[field], `${field} ${value}`).toBe(t(de, 'validation.range', { min, max }));
        expect(await counts(db())).toEqual(before);
      }
      const age = await post('/api/requestquote', wizardQuote({ children: 1, childrenAges: [40] }));
      expect(age.json().error.fields.childrenAges).toBe(t(de, 'validation.range', { min: LIMITS.childAge.min, max: LIMITS.childAge.max }));
    });

    it('asks for a country from the list when none is chosen', async () => {
      await refused('/api/requestquote', wizardQuote({ country: '' }), 'country', 'validation.country');
      await refused('/api/requestquote', wizardQuote({ country: 'Germany' }), 'country', 'validation.country');
    });

    it('refuses a child age that is not a number', async () => {
      await refused('/api/requestquote', wizardQuote({ children: 1, childrenAges: [true] }), 'childrenAges', 'validation.number');
    });

    it('takes digits typed into a form as the numbers they are', async () => {
      const res = await post('/api/requestquote', wizardQuote({ adults: '3', children: '1', childrenAges: ['9'], days: '12', email: 'digits@example.com' }));
      expect(res.status, res.text).toBe(201);
      const row = await db().selectFrom('quote_requests').selectAll().where('number', '=', res.json().quoteNumber).executeTakeFirstOrThrow();
      expect([Number(row.adults), Number(row.children)]).toEqual([3, 1]);
      expect(JSON.parse(row.payload)).toMatchObject({ adults: 3, children: 1, childrenAges: [9], days: 12 });

      const rated = await post('/api/send_review', review({ rating: '4' }));
      expect(rated.status, rated.text).toBe(201);
      const stored = await db().selectFrom('reviews').select('rating').where('id', '=', rated.json().reviewId).executeTakeFirstOrThrow();
      expect(Number(stored.rating)).toBe(4);
    });

    it('refuses a guest book filter that is not digits', async () => {
      for (const query of ['?rating=true', '?rating=4&rating=5', '?page=0x2', '?year=2e3']) {
        const res = await seeded.api().request(`/api/guestbook${query}`, { host: DE_HOST });
        expect(res.status, query).toBe(400);
        expect(Object.keys(res.json().error.fields), query).toHaveLength(1);
      }
    });
  });

  describe('one-line fields', () => {
    const breaking: [string, string][] = [
      ['a line break', 'Marie\nBcc: all@example.com'],
      ['a carriage return and line feed', 'Marie\r\nSubject: win'],
      ['a NUL', 'Marie\u0000Dubois'],
      ['a tab', 'Marie\tDubois'],
      ['a right-to-left override', 'Marie \u202Esiobud'],
      ['a right-to-left isolate', 'Marie \u2067Dubois\u2069'],
      ['a right-to-left mark', 'Marie\u200F Dubois'],
      ['a line separator', 'Marie\u2028Dubois'],
    ];

    it.each(breaking)('refuses %s in the names, subject, phone, email and other one-line fields', async (_name, bad) => {
      const inside = (value: string) => bad.replace('Marie', value);
      await refused('/api/contact_us', contact({ fullName: bad }), 'fullName', 'validation.oneLine');
      await refused('/api/contact_us', contact({ subject: inside('Kilimandjaro') }), 'subject', 'validation.oneLine');
      await refused('/api/contact_us', contact({ phone: inside('+33 1 23 45 67 89') }), 'phone', 'validation.oneLine');
      await refused('/api/contact_us', contact({ email: inside('marie@example.fr') }), 'email', 'validation.oneLine');
      await refused('/api/requestquote', wizardQuote({ fullName: bad }), 'fullName', 'validation.oneLine');
      await refused('/api/requestquote', wizardQuote({ destination: inside('Serengeti') }), 'destination', 'validation.oneLine');
      await refused('/api/requestquote', wizardQuote({ country: inside('DE') }), 'country', 'validation.oneLine');
      await refused('/api/send_review', review({ name: bad }), 'name', 'validation.oneLine');
      await refused('/api/send_review', review({ title: inside('Unvergesslich') }), 'title', 'validation.oneLine');
      await refused('/api/send_review', review({ email: inside('klaus.becker@example.de') }), 'email', 'validation.oneLine');
    });

    it('says so in the language of each site', async () => {
      const messages = new Set<string>();
      for (const [locale, strings] of Object.entries(ALL_LOCALES)) {
        const res = await post('/api/contact_us', contact({ subject: 'Hallo\r\nBcc: all@example.com' }), { host: hostOf(locale) });
        expect(res.status).toBe(400);
        expect(res.json().error.fields).toEqual({ subject: t(strings, 'validation.oneLine') });
        messages.add(res.json().error.fields.subject);
      }
      expect(messages.size).toBe(6);
    });

    it('keeps the line breaks of a message and a review, without NUL or bidi controls', async () => {
      const typed = 'Bonjour,\r\nnous sommes deux.\n\nMerci\u0000 \u202Ebeaucoup\u202C !';
      const res = await post('/api/contact_us', contact({ message: typed }));
      expect(res.status, res.text).toBe(201);
      const { reference } = res.json();
      const row = await db().selectFrom('contact_messages').select('payload').where('number', '=', reference).executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload).message).toBe('Bonjour,\r\nnous sommes deux.\n\nMerci beaucoup !');
      const operator = await db().selectFrom('outbox').select('body').where('ref', '=', reference).where('kind', '=', 'contact.operator').executeTakeFirstOrThrow();
      expect(operator.body).toContain('nous sommes deux.\n\nMerci beaucoup !');
      expect(operator.body).not.toMatch(/[\u0000\u202E\u202C]/);

      const written = await post('/api/send_review', review({ text: 'Zwölf Tage voller Tiere.\nUnd \u2066wunderbarer\u2069 Menschen!\u0007' }));
      expect(written.status, written.text).toBe(201);
      const stored = await db().selectFrom('reviews').select('text').where('id', '=', written.json().reviewId).executeTakeFirstOrThrow();
      expect(stored.text).toBe('Zwölf Tage voller Tiere.\nUnd wunderbarer Menschen!');
    });
  });

  describe('body encoding', () => {
    it.each(['charset=latin1', 'charset=ISO-8859-1', 'CHARSET="windows-1252"', 'charset=utf-16'])('refuses JSON declared as %s with 415 in German, writing nothing', async (param) => {
      const before = await counts(db());
      const res = await post('/api/requestquote', wizardQuote(), { headers: { 'content-type': `application/json; ${param}` } });
      expect(res.status).toBe(415);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const { error } = res.json();
      expect(error.code).toBe('unsupported_charset');
      expect(error.message).toBe(t(de, 'api.unsupportedCharset'));
      expect(await counts(db())).toEqual(before);
    });

    it('takes JSON declared as UTF-8 in any spelling', async () => {
      for (const [i, param] of ['charset=utf-8', 'charset=UTF-8', 'charset="utf-8"', 'charset=utf8'].entries()) {
        const res = await post('/api/requestquote', wizardQuote({ email: `utf8-${i}@example.com` }), { headers: { 'content-type': `application/json; ${param}` } });
        expect(res.status, param).toBe(201);
      }
    });

    it('refuses a body whose bytes are not UTF-8 instead of storing replacement characters', async () => {
      const before = await counts(db());
      const latin1 = Buffer.from(JSON.stringify(wizardQuote({ fullName: 'Anna Müller' })), 'latin1');
      const res = await post('/api/requestquote', latin1);
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('invalid_json');
      expect(res.json().error.message).toBe(t(de, 'api.invalidJson'));
      expect(await counts(db())).toEqual(before);
    });
  });

  describe('methods', () => {
    it.each([
      ['/api/requestquote', 'POST'],
      ['/api/contact_us', 'POST'],
      ['/api/send_review', 'POST'],
      ['/api/guestbook', 'GET, HEAD'],
    ])('%s answers TRACE, PROPFIND, OPTIONS and PUT with 405 and Allow: %s', async (path, allow) => {
      const before = await counts(db());
      for (const method of ['TRACE', 'PROPFIND', 'OPTIONS', 'PUT']) {
        const res = await seeded.api().request(path, { method, host: DE_HOST });
        expect(res.status, method).toBe(405);
        expect(res.headers.allow, method).toBe(allow);
        expect(res.json().error.message).toBe(t(de, 'api.methodNotAllowed'));
      }
      expect(await counts(db())).toEqual(before);
    });
  });
});

describe.each(engines())('a quote while the database fails on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/requestquote': quoteRoute });

  it('answers 503 with Retry-After, writes nothing and uses no number', async () => {
    const db = seeded.db().db;
    const token = await formToken(seeded.api());
    const post = () =>
      seeded.api().request('/api/requestquote', { method: 'POST', host: DE_HOST, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...wizardQuote(), formToken: token }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await db.schema.alterTable('outbox').renameTo('outbox_away').execute();
    const res = await post();
    await db.schema.alterTable('outbox_away').renameTo('outbox').execute();
    // The operator's log says what failed; the traveller only hears to try again.
    expect(logged).toHaveBeenCalledWith('[leads] quote write failed', expect.anything());
    logged.mockRestore();

    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.code).toBe('unavailable');
    expect(res.json().error.message).toBe(t(de, 'api.unavailableWrite'));
    expect(res.text).not.toMatch(/outbox|relation|table|sql/i);
    expect(await db.selectFrom('quote_requests').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('counters').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    // Once the database is back the same request goes through, as the very first number of the year.
    const retry = await post();
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json().quoteNumber).toBe(`Q-${YEAR}-000001`);
  });
});

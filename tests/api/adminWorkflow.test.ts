import { beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/pages/api/admin/login';
import * as logoutRoute from '@/pages/api/admin/logout';
import * as meRoute from '@/pages/api/admin/me';
import * as teamRoute from '@/pages/api/admin/team';
import * as affiliatesRoute from '@/pages/api/admin/affiliates';
import * as rewardPaidRoute from '@/pages/api/admin/rewards/[id]/paid';
import * as inboxRoute from '@/pages/api/admin/inbox/index';
import * as inboxRequestRoute from '@/pages/api/admin/inbox/[number]';
import * as assignRoute from '@/pages/api/admin/inbox/[number]/assign';
import * as replyRoute from '@/pages/api/admin/inbox/[number]/reply';
import * as closeRoute from '@/pages/api/admin/inbox/[number]/close';
import * as reopenRoute from '@/pages/api/admin/inbox/[number]/reopen';
import * as quoteBookingRoute from '@/pages/api/admin/inbox/[number]/booking';
import * as confirmRoute from '@/pages/api/admin/bookings/[number]/confirm';
import * as invoiceRoute from '@/pages/api/admin/bookings/[number]/invoice';
import * as depositRoute from '@/pages/api/admin/bookings/[number]/deposit';
import * as cancelRoute from '@/pages/api/admin/bookings/[number]/cancel';
import * as bookingsRoute from '@/pages/api/bookings';
import * as departuresRoute from '@/pages/api/departures';
import { priceBooking } from '@/lib/booking/pricing';
import type { Locale } from '@/lib/i18n/config';
import { arushaDay, digestHourReached, morningDigestMail, sendMorningDigest } from '@/server/admin/morningDigest';
import { addOperator, disableOperator } from '@/server/admin/operatorService';
import { confirmAvailability, issueBookingInvoice } from '@/server/bookings/operatorActions';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { describeAdminGuard, hoursAgo, OPERATOR_PASSWORD, unique, useAdminApi, type RouteCase } from '../helpers/adminApi';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/login': loginRoute,
  '/api/admin/logout': logoutRoute,
  '/api/admin/me': meRoute,
  '/api/admin/team': teamRoute,
  '/api/admin/affiliates': affiliatesRoute,
  '/api/admin/rewards/[id]/paid': rewardPaidRoute,
  '/api/admin/inbox': inboxRoute,
  '/api/admin/inbox/[number]': inboxRequestRoute,
  '/api/admin/inbox/[number]/assign': assignRoute,
  '/api/admin/inbox/[number]/reply': replyRoute,
  '/api/admin/inbox/[number]/close': closeRoute,
  '/api/admin/inbox/[number]/reopen': reopenRoute,
  '/api/admin/inbox/[number]/booking': quoteBookingRoute,
  '/api/admin/bookings/[number]/confirm': confirmRoute,
  '/api/admin/bookings/[number]/invoice': invoiceRoute,
  '/api/admin/bookings/[number]/deposit': depositRoute,
  '/api/admin/bookings/[number]/cancel': cancelRoute,
  '/api/bookings': bookingsRoute,
  '/api/departures': departuresRoute,
};

type Item = { number: string; assignee: string | null; status: string; overdue: boolean };
type Entry = { at: string; actor: string; action: string; note: string };

describe.each(engines())('back-office request workflow on %s', (engine) => {
  // Longer than booking_history's first 40 characters: the operator's address is the actor everywhere.
  const admin = useAdminApi(engine, ROUTES, `neema.operator.${unique()}@back-office.twigatrails.example`);
  const { db, call, login, operator, seeded } = admin;
  let cookie = '';
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let colleague = { id: '', email: '', name: 'Baraka Mollel' };

  // Fixtures, each new and in the state a test needs.
  let counter = 0;
  const newNumber = (prefix: string) => `${prefix}-2026-${unique()}${String(++counter).padStart(2, '0')}`.slice(0, 20);
  const newQuote = async (over: Record<string, unknown> = {}) => {
    const number = newNumber('Q');
    const email = `anna.${unique()}@example.de`;
    await db().insertInto('quote_requests').values({
      number, locale: 'de', source: 'modal', tour_id: tours.private.id, full_name: 'Anna Schmidt', email, phone: '+49 30 123456', country: 'DE',
      departure_date: isoDay(120), adults: 2, children: 1, status: 'new', created_at: hoursAgo(2),
      payload: JSON.stringify({ fullName: 'Anna Schmidt', email, adults: 2, children: 1, childrenAges: [9], message: 'Mit Kindern, bitte.' }),
      ...over,
    }).execute();
    return number;
  };
  const newContact = async (over: Record<string, unknown> = {}) => {
    const number = newNumber('C');
    await db().insertInto('contact_messages').values({ number, locale: 'fr', full_name: 'Marie Dubois', email: `marie.${unique()}@example.fr`, payload: JSON.stringify({ message: 'Bonjour, une question sur le Kilimandjaro.' }), created_at: hoursAgo(3), ...over }).execute();
    return number;
  };
  /** A real private booking made on the site (Spanish), taken by the operator's own steps to `stage`. */
  const newBooking = async (stage: 'inquiry' | 'provisional' | 'awaiting_deposit' = 'inquiry') => {
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host: 'es.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tours.private.slug, startDate: isoDay(150), children: 0, childrenAges: [], email: `lucia.${unique()}@example.es` }))),
    });
    expect(res.status, res.text).toBe(201);
    const { bookingNumber } = res.json();
    if (stage !== 'inquiry') await confirmAvailability(bookingNumber, 'operator:setup', db());
    if (stage === 'awaiting_deposit') await issueBookingInvoice(bookingNumber, 'operator:setup', db());
    return bookingNumber as string;
  };
  /** An affiliate with one friend, whose reward is in `status`. */
  const newAffiliate = async (status: 'pending' | 'earned' | 'paid' = 'earned') => {
    const userId = unique();
    const agencyId = `ag-${unique()}`;
    const slug = `${unique()}`;
    const friendQuote = await newQuote({ full_name: 'Femi Adeyemi' });
    await db().insertInto('users').values({ id: userId, email: `aff.${unique()}@example.com`, name: 'Zawadi Affiliate', locale: 'en', password_hash: 'x', created_at: hoursAgo(50) }).execute();
    await db().insertInto('affiliates').values({ agency_id: agencyId, user_id: userId, slug, email: `aff.${userId}@example.com`, created_at: hoursAgo(50) }).execute();
    await db().insertInto('affiliate_friends').values({ quote_number: friendQuote, agency_id: agencyId, friend_email: 'femi@example.ng', name: 'Femi Adeyemi', ip_address: '127.0.0.1', created_at: hoursAgo(2) }).execute();
    const rewardId = `rw-${unique()}`;
    await db().insertInto('affiliate_rewards').values({
      id: rewardId, agency_id: agencyId, friend_email: 'femi@example.ng', friend_name: 'Femi Adeyemi', quote_number: friendQuote, amount: 50, status, created_at: hoursAgo(2),
      earned_at: status === 'pending' ? null : hoursAgo(1), paid_at: status === 'paid' ? hoursAgo(1) : null,
    }).execute();
    return { agencyId, slug, friendQuote, rewardId };
  };

  const quoteRow = (number: string) => db().selectFrom('quote_requests').select(['status', 'answered_at', 'assignee_id']).where('number', '=', number).executeTakeFirstOrThrow();
  const bookingRow = (number: string) => db().selectFrom('bookings').select(['status', 'paid_cents']).where('number', '=', number).executeTakeFirstOrThrow();
  const eventCount = async (number: string) => (await db().selectFrom('request_events').select('id').where('request_number', '=', number).execute()).length;
  const mailsTo = (ref: string) => db().selectFrom('outbox').select(['kind', 'locale', 'to_address', 'reply_to', 'subject', 'body']).where('ref', '=', ref).orderBy('created_at').orderBy('kind').execute();
  const detail = async (number: string) => {
    const res = await call('GET', `/api/admin/inbox/${number}`, { cookie });
    expect(res.status, res.text).toBe(200);
    return res.json().request;
  };
  const inboxItem = async (number: string): Promise<Item> => (await call('GET', '/api/admin/inbox', { cookie })).json().items.find((i: Item) => i.number === number);

  beforeAll(async () => {
    tours = await bookableTours(db());
    colleague = { ...colleague, ...(await addOperator({ email: `baraka.${unique()}@safari.example`, name: colleague.name, password: OPERATOR_PASSWORD }, db())) };
    cookie = await login();
  });

  const ROUTE_CASES: RouteCase[] = [
    { name: 'GET team', method: 'GET', path: () => '/api/admin/team', ok: 200 },
    { name: 'GET affiliates', method: 'GET', path: () => '/api/admin/affiliates', ok: 200 },
    {
      name: 'POST rewards/{id}/paid', method: 'POST', ok: 200, path: async () => `/api/admin/rewards/${(await newAffiliate('earned')).rewardId}/paid`,
      state: (path) => db().selectFrom('affiliate_rewards').select(['status', 'paid_at']).where('id', '=', path.split('/')[4]!).executeTakeFirstOrThrow(),
    },
    {
      name: 'POST inbox/{number}/assign', method: 'POST', ok: 200, path: async () => `/api/admin/inbox/${await newQuote()}/assign`, body: { operatorId: null },
      state: async (path) => [await quoteRow(path.split('/')[4]!), await eventCount(path.split('/')[4]!)],
    },
    {
      name: 'POST inbox/{number}/reply', method: 'POST', ok: 200, path: async () => `/api/admin/inbox/${await newQuote()}/reply`, body: { message: 'Gern schicken wir Ihnen ein Angebot.' },
      state: async (path) => [await quoteRow(path.split('/')[4]!), await eventCount(path.split('/')[4]!)],
    },
    {
      name: 'POST inbox/{number}/close', method: 'POST', ok: 200, path: async () => `/api/admin/inbox/${await newQuote()}/close`,
      state: async (path) => [await quoteRow(path.split('/')[4]!), await eventCount(path.split('/')[4]!)],
    },
    {
      name: 'POST inbox/{number}/reopen', method: 'POST', ok: 200, path: async () => `/api/admin/inbox/${await newQuote({ status: 'closed' })}/reopen`,
      state: async (path) => [await quoteRow(path.split('/')[4]!), await eventCount(path.split('/')[4]!)],
    },
    {
      name: 'POST inbox/{number}/booking', method: 'POST', ok: 201, path: async () => `/api/admin/inbox/${await newQuote()}/booking`, body: {},
      state: async (path) => [await quoteRow(path.split('/')[4]!), (await db().selectFrom('bookings').select('number').where('quote_number', '=', path.split('/')[4]!).execute()).length],
    },
    ...(['confirm', 'invoice', 'deposit', 'cancel'] as const).map(
      (step): RouteCase => ({
        name: `POST bookings/{number}/${step}`, method: 'POST', ok: 200,
        path: async () => `/api/admin/bookings/${await newBooking(step === 'invoice' ? 'provisional' : step === 'deposit' ? 'awaiting_deposit' : 'inquiry')}/${step}`,
        body: step === 'deposit' ? { reference: 'stmt-1' } : step === 'cancel' ? { reason: 'The traveller asked.' } : undefined,
        state: (path) => bookingRow(path.split('/')[4]!),
      }),
    ),
  ];
  describeAdminGuard(admin, ROUTE_CASES);

  describe('team and assignment', () => {
    it('lists the active operators to assign to, not a disabled one', async () => {
      const gone = `gone.${unique()}@safari.example`;
      await addOperator({ email: gone, name: 'Gone Operator', password: OPERATOR_PASSWORD }, db());
      await disableOperator(gone, db());
      const res = await call('GET', '/api/admin/team', { cookie });
      expect(res.status).toBe(200);
      const team = res.json().operators;
      expect(team).toContainEqual({ id: operator.id, name: operator.name, email: operator.email });
      expect(team).toContainEqual({ id: colleague.id, name: colleague.name, email: colleague.email });
      expect(team.map((o: { email: string }) => o.email)).not.toContain(gone);
      expect(Object.keys(team[0]).sort()).toEqual(['email', 'id', 'name']);
    });

    it('assigns a quote, a message and a booking; the inbox and the detail say to whom, the history who did it', async () => {
      for (const number of [await newQuote(), await newContact(), await newBooking()]) {
        const res = await call('POST', `/api/admin/inbox/${number}/assign`, { cookie }, { operatorId: colleague.id });
        expect(res.status, res.text).toBe(200);
        const { request, earlier } = res.json();
        expect(earlier).toEqual([]);
        expect(request).toMatchObject({ number, assignee: { id: colleague.id, name: colleague.name } });
        expect(request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'assign', note: `${colleague.name} <${colleague.email}>` });
        expect((await inboxItem(number)).assignee).toBe(colleague.name);
        expect((await detail(number)).assignee).toEqual({ id: colleague.id, name: colleague.name });

        const cleared = await call('POST', `/api/admin/inbox/${number}/assign`, { cookie }, { operatorId: null });
        expect(cleared.json().request.assignee).toBeNull();
        expect(cleared.json().request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'unassign' });
        expect((await inboxItem(number)).assignee).toBeNull();
      }
    });

    it('refuses an unknown or disabled operator (400 naming the field) and an unknown request (404)', async () => {
      const number = await newQuote();
      const gone = `gone.${unique()}@safari.example`;
      const goneId = (await addOperator({ email: gone, name: 'Gone Operator', password: OPERATOR_PASSWORD }, db())).id;
      await disableOperator(gone, db());
      for (const operatorId of ['no-such-operator', goneId]) {
        const res = await call('POST', `/api/admin/inbox/${number}/assign`, { cookie }, { operatorId });
        expect(res.status, res.text).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: { operatorId: expect.any(String) } });
      }
      expect((await call('POST', `/api/admin/inbox/${number}/assign`, { cookie }, {})).status).toBe(400);
      expect(await quoteRow(number)).toMatchObject({ assignee_id: null });
      expect((await call('POST', '/api/admin/inbox/Q-1999-000000/assign', { cookie }, { operatorId: null })).status).toBe(404);
      expect((await call('POST', '/api/admin/inbox/nonsense/assign', { cookie }, { operatorId: null })).status).toBe(404);
    });
  });

  describe('reply', () => {
    const GREETING: Record<Locale, [subject: string, greeting: string, closing: string]> = {
      en: ['Re: your request {n}', 'Dear Anna Schmidt,', 'Kind regards,'],
      de: ['Ihre Anfrage {n}', 'Guten Tag Anna Schmidt,', 'Mit freundlichen Grüßen'],
      fr: ['Re : votre demande {n}', 'Bonjour Anna Schmidt,', 'Bien cordialement,'],
      es: ['Re: su solicitud {n}', 'Estimado/a Anna Schmidt:', 'Saludos cordiales,'],
      it: ['Re: la vostra richiesta {n}', 'Gentile Anna Schmidt,', 'Cordiali saluti,'],
      pt: ['Re: o seu pedido {n}', 'Caro(a) Anna Schmidt,', 'Com os melhores cumprimentos,'],
    };
    it.each(Object.keys(GREETING) as Locale[])('mails the answer in the traveller’s language (%s), the message verbatim, signed by the operator', async (locale) => {
      const number = await newQuote({ locale, created_at: hoursAgo(22) });
      expect((await inboxItem(number)).overdue).toBe(true);
      const message = 'Jambo!\nHere are two ideas:\n  1. Serengeti <3 days>\n  2. Zanzibar & beach';
      const res = await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, { message });
      expect(res.status, res.text).toBe(200);
      const [subject, greeting, closing] = GREETING[locale];
      const [mail] = await mailsTo(number);
      const quote = await db().selectFrom('quote_requests').select('email').where('number', '=', number).executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ kind: 'reply.traveller', locale, to_address: quote.email, subject: subject.replace('{n}', number) });
      expect(mail!.reply_to).toEqual(expect.stringContaining('@'));
      expect(mail!.body.startsWith(`${greeting}\n\n${message}\n\n`)).toBe(true);
      expect(mail!.body).toContain(`${closing}\n${operator.name}\n`);
      expect(mail!.body).toContain(number);

      const { request } = res.json();
      expect(request).toMatchObject({ number, status: 'answered', overdue: false });
      expect(request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'reply', note: message });
      expect((await quoteRow(number)).answered_at).toEqual(expect.any(String));
      expect(await inboxItem(number)).toMatchObject({ status: 'answered', overdue: false });
    });

    it('a second answer keeps the first one’s time and the status; a closed quote can still be answered', async () => {
      const number = await newQuote();
      await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, { message: 'Erste Antwort.' });
      const first = (await quoteRow(number)).answered_at;
      await call('POST', `/api/admin/inbox/${number}/close`, { cookie });
      const res = await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, { message: 'Noch eine Frage beantwortet.' });
      expect(res.status).toBe(200);
      expect(await quoteRow(number)).toMatchObject({ status: 'closed', answered_at: first });
      expect(res.json().request.history.map((h: Entry) => h.action)).toEqual(['received', 'reply', 'close', 'reply']);
      expect((await mailsTo(number)).map((m) => m.kind)).toEqual(['reply.traveller', 'reply.traveller']);
    });

    it('answers a contact message (then counted as answered) and a booking (status unchanged)', async () => {
      const contact = await newContact({ created_at: hoursAgo(30) });
      const res = await call('POST', `/api/admin/inbox/${contact}/reply`, { cookie }, { message: 'Oui, le Kilimandjaro est possible en février.' });
      expect(res.json().request).toMatchObject({ status: 'answered', overdue: false });
      expect((await mailsTo(contact))[0]).toMatchObject({ kind: 'reply.traveller', locale: 'fr', subject: `Re : votre message ${contact}` });

      const booking = await newBooking();
      const answered = await call('POST', `/api/admin/inbox/${booking}/reply`, { cookie }, { message: 'Estamos confirmando los lodges.' });
      expect(answered.status).toBe(200);
      expect(answered.json().request).toMatchObject({ status: 'inquiry', booking: { status: 'inquiry' } });
      expect((await mailsTo(booking)).find((m) => m.kind === 'reply.traveller')).toMatchObject({ locale: 'es', subject: `Re: su solicitud ${booking}` });
    });

    it('400 in the project’s format for an empty or too long message, and nothing is sent', async () => {
      const number = await newQuote();
      for (const body of [{ message: '' }, { message: '   ' }, { message: 'x'.repeat(5001) }, {}]) {
        const res = await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, body);
        expect(res.status, res.text).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'invalid_input', message: expect.any(String), fields: { message: expect.any(String) } });
      }
      expect((await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, { message: 'x'.repeat(5000) })).status).toBe(200);
      expect(await mailsTo(number)).toHaveLength(1);
      expect((await call('POST', '/api/admin/inbox/C-1999-000000/reply', { cookie }, { message: 'Hello' })).status).toBe(404);
    });
  });

  describe('close', () => {
    it('closes a quote once (409 the second time) and takes it off the waiting list', async () => {
      const number = await newQuote({ created_at: hoursAgo(25) });
      const res = await call('POST', `/api/admin/inbox/${number}/close`, { cookie });
      expect(res.status, res.text).toBe(200);
      expect(res.json().request).toMatchObject({ status: 'closed', overdue: false });
      expect(res.json().request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'close' });
      const again = await call('POST', `/api/admin/inbox/${number}/close`, { cookie });
      expect(again.status).toBe(409);
      expect(again.json().error).toEqual({ code: 'already_closed', message: 'This request is already closed.' });
    });

    it('closes a message (counted answered, no mail), 409 the second time; a booking is cancelled, not closed', async () => {
      const contact = await newContact();
      expect((await call('POST', `/api/admin/inbox/${contact}/close`, { cookie })).json().request).toMatchObject({ status: 'answered' });
      expect((await call('POST', `/api/admin/inbox/${contact}/close`, { cookie })).status).toBe(409);
      expect(await mailsTo(contact)).toEqual([]);
      const booking = await newBooking();
      const res = await call('POST', `/api/admin/inbox/${booking}/close`, { cookie });
      expect(res.status).toBe(409);
      expect(res.json().error).toEqual({ code: 'not_closable', message: 'A booking is cancelled, not closed.' });
      expect((await bookingRow(booking)).status).toBe('inquiry');
    });
  });

  describe('reopen', () => {
    it('reopens a quote closed by mistake: open again (answered, with its first answer\'s time, when it had one), on the waiting list, no mail; 409 when it is not closed', async () => {
      const number = await newQuote({ created_at: hoursAgo(25) });
      expect((await call('POST', `/api/admin/inbox/${number}/close`, { cookie })).status).toBe(200);
      const res = await call('POST', `/api/admin/inbox/${number}/reopen`, { cookie });
      expect(res.status, res.text).toBe(200);
      expect(res.json().request).toMatchObject({ status: 'open', overdue: true });
      expect(res.json().request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'reopen' });
      expect(await mailsTo(number)).toEqual([]);
      const again = await call('POST', `/api/admin/inbox/${number}/reopen`, { cookie });
      expect(again.status).toBe(409);
      expect(again.json().error).toEqual({ code: 'not_closed', message: 'This request is not closed.' });
      // Closed again, it can be reopened again.
      expect((await call('POST', `/api/admin/inbox/${number}/close`, { cookie })).status).toBe(200);
      expect((await call('POST', `/api/admin/inbox/${number}/reopen`, { cookie })).json().request.status).toBe('open');

      const answeredAt = hoursAgo(1);
      const answered = await newQuote({ status: 'closed', answered_at: answeredAt });
      expect((await call('POST', `/api/admin/inbox/${answered}/reopen`, { cookie })).json().request).toMatchObject({ status: 'answered', overdue: false });
      expect((await quoteRow(answered)).answered_at).toBe(answeredAt);
    });

    it('never reopens a booked quote, a message or a booking', async () => {
      const booked = await newQuote({ status: 'booked' });
      expect((await call('POST', `/api/admin/inbox/${booked}/reopen`, { cookie })).json().error.code).toBe('not_closed');
      expect((await quoteRow(booked)).status).toBe('booked');
      const contact = await newContact();
      const res = await call('POST', `/api/admin/inbox/${contact}/reopen`, { cookie });
      expect(res.status).toBe(409);
      expect(res.json().error).toEqual({ code: 'not_reopenable', message: 'Only a closed quote request can be reopened.' });
      expect((await call('POST', `/api/admin/inbox/${await newBooking()}/reopen`, { cookie })).json().error.code).toBe('not_reopenable');
    });
  });

  describe('quote → booking', () => {
    it('books a private tour’s quote for the traveller as the site would: inquiry, same price, mail in their language, both histories', async () => {
      const number = await newQuote({ locale: 'it', assignee_id: colleague.id });
      const res = await call('POST', `/api/admin/inbox/${number}/booking`, { cookie }, {});
      expect(res.status, res.text).toBe(201);
      const { booking, request } = res.json();
      expect(booking.number).toMatch(/^B-\d{4}-\d{6}$/);
      expect(request).toMatchObject({ number, status: 'booked' });
      expect(request.history.at(-1)).toMatchObject({ actor: operator.email, action: 'booked', note: booking.number });

      const made = await detail(booking.number);
      const price = priceBooking({ adultCents: Number(tours.private.price_from) * 100, tourLevel: 'mid-range', level: 'mid-range', safariType: 'lodge', adults: 2, childrenAges: [9], startDate: isoDay(120), today: isoDay(0) });
      expect(made).toMatchObject({ kind: 'booking', status: 'inquiry', language: 'it', name: 'Anna Schmidt', assignee: { id: colleague.id, name: colleague.name } });
      expect(made.booking).toMatchObject({
        status: 'inquiry', quoteNumber: number, startDate: isoDay(120), adults: 2, children: 1, childrenAges: [9], totalCents: price.totalCents, depositCents: price.depositCents,
        depositPaid: false, paidCents: 0, invoices: [], payments: [], tour: { id: tours.private.id, slug: expect.any(String) },
      });
      expect(made.history.map((h: Entry) => [h.action, h.actor])).toEqual([['status:inquiry', operator.email], ['from_quote', operator.email]]);
      expect((await mailsTo(booking.number)).map((m) => [m.kind, m.locale])).toEqual([['booking.inquiry', 'it']]);

      const again = await call('POST', `/api/admin/inbox/${number}/booking`, { cookie }, {});
      expect(again.status).toBe(409);
      expect(again.json().error.code).toBe('quote_not_bookable');
      expect(await db().selectFrom('bookings').select('number').where('quote_number', '=', number).execute()).toHaveLength(1);
    });

    it('takes the operator’s date and party instead of the quote’s; a shared tour needs a departure, then is held and invoiced', async () => {
      const number = await newQuote();
      const res = await call('POST', `/api/admin/inbox/${number}/booking`, { cookie }, { startDate: isoDay(200), adults: 3, children: 0 });
      expect(res.status, res.text).toBe(201);
      expect((await detail(res.json().booking.number)).booking).toMatchObject({ startDate: isoDay(200), adults: 3, children: 0, childrenAges: [] });

      const shared = await newQuote({ tour_id: tours.shared.id });
      const missing = await call('POST', `/api/admin/inbox/${shared}/booking`, { cookie }, {});
      expect(missing.status).toBe(400);
      expect(missing.json().error.fields).toHaveProperty('departureId');
      expect((await quoteRow(shared)).status).toBe('new');
      const departure = (await seeded.api().request(`/api/departures?tour=${tours.shared.slug}`)).json().departures[3];
      const held = await call('POST', `/api/admin/inbox/${shared}/booking`, { cookie }, { departureId: departure.id });
      expect(held.status, held.text).toBe(201);
      const b = (await detail(held.json().booking.number)).booking;
      expect(b).toMatchObject({ status: 'awaiting_deposit', departureId: departure.id, startDate: departure.startDate, invoices: [expect.stringMatching(/^INV-/)] });
      expect(b.holdExpiresAt).toEqual(expect.any(String));
    });

    it('409 for a tailor-made quote (no tour) and a closed one; 400 for a date in the past or children without ages', async () => {
      const tailorMade = await newQuote({ tour_id: null });
      expect((await call('POST', `/api/admin/inbox/${tailorMade}/booking`, { cookie }, {})).json().error).toEqual({ code: 'quote_not_bookable', message: 'Only an open quote for a catalogue tour can become a booking.' });
      const closed = await newQuote({ status: 'closed' });
      expect((await call('POST', `/api/admin/inbox/${closed}/booking`, { cookie }, {})).status).toBe(409);
      expect((await call('POST', `/api/admin/inbox/${await newContact()}/booking`, { cookie }, {})).status).toBe(409);

      const past = await newQuote({ departure_date: isoDay(-3) });
      const res = await call('POST', `/api/admin/inbox/${past}/booking`, { cookie }, {});
      expect(res.status).toBe(400);
      expect(res.json().error.fields).toHaveProperty('startDate');
      const kids = await call('POST', `/api/admin/inbox/${past}/booking`, { cookie }, { startDate: isoDay(90), children: 2 });
      expect(kids.status).toBe(400);
      expect(kids.json().error.fields).toHaveProperty('childrenAges');
      expect((await quoteRow(past)).status).toBe('new');
      expect(await db().selectFrom('bookings').select('number').where('quote_number', 'in', [tailorMade, closed, past]).execute()).toEqual([]);
    });
  });

  describe('booking steps', () => {
    it('takes an inquiry to confirmed: confirm, invoice, bank transfer; each answered with the detail, in the history under the operator, mailed', async () => {
      const number = await newBooking();
      const confirmed = await call('POST', `/api/admin/bookings/${number}/confirm`, { cookie });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.json().request).toMatchObject({ number, kind: 'booking', status: 'provisional', booking: { status: 'provisional' } });
      const invoiced = (await call('POST', `/api/admin/bookings/${number}/invoice`, { cookie })).json().request;
      expect(invoiced.booking).toMatchObject({ status: 'awaiting_deposit', invoices: [expect.stringMatching(/^INV-\d{4}-\d{6}$/)], depositDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

      const paid = await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'stmt-2026-11-26' });
      expect(paid.status, paid.text).toBe(200);
      const b = paid.json().request.booking;
      expect(b).toMatchObject({ status: 'confirmed', depositPaid: true, paidCents: invoiced.booking.depositCents });
      expect(b.payments).toEqual([expect.objectContaining({ method: 'bank', status: 'completed', amountCents: invoiced.booking.depositCents })]);
      // The same statement line twice is one payment: the second is refused, saying the reference exists.
      const twice = await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'stmt-2026-11-26' });
      expect(twice.status).toBe(409);
      expect(twice.json().error.code).toBe('reference_exists');
      expect((await detail(number)).booking.paidCents).toBe(invoiced.booking.depositCents);

      const history = paid.json().request.history as Entry[];
      expect(history.filter((h) => h.action.startsWith('status:')).map((h) => [h.action, h.actor])).toEqual([
        ['status:inquiry', 'traveller'], ['status:provisional', operator.email], ['status:awaiting_deposit', operator.email], ['status:confirmed', operator.email],
      ]);
      expect(history.at(-1)).toMatchObject({ action: 'deposit', actor: operator.email, note: expect.stringContaining('stmt-2026-11-26') });
      const mails = await mailsTo(number);
      expect(mails.filter((m) => m.locale === 'es').map((m) => m.kind).sort()).toEqual(['booking.awaiting_deposit', 'booking.confirmed', 'booking.inquiry', 'booking.provisional']);
      expect(mails.map((m) => m.kind)).toContain('booking.operator.deposit');
    });

    it('records the balance later with its own amount; nothing due → 409', async () => {
      const number = await newBooking('awaiting_deposit');
      await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'dep-1' });
      const { totalCents, paidCents } = (await detail(number)).booking;
      const part = await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'bal-1', amountCents: 1000 });
      expect(part.json().request.booking).toMatchObject({ status: 'confirmed', paidCents: paidCents + 1000 });
      const rest = await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'bal-2' });
      expect(rest.json().request.booking).toMatchObject({ paidCents: totalCents, balanceCents: 0 });
      const nothing = await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'bal-3' });
      expect(nothing.status).toBe(409);
      expect(nothing.json().error.code).toBe('nothing_due');
    });

    it('cancels with the reason (mailed to the traveller) and refuses what the booking process does not allow with 409', async () => {
      const number = await newBooking();
      const refused = await call('POST', `/api/admin/bookings/${number}/invoice`, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.json().error).toEqual({ code: 'invalid_transition', message: 'This booking is still an inquiry: confirm availability first.' });
      expect((await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'too-early' })).status).toBe(409);
      expect(await db().selectFrom('invoices').select('number').where('booking_number', '=', number).execute()).toEqual([]);

      const cancelled = await call('POST', `/api/admin/bookings/${number}/cancel`, { cookie }, { reason: 'The traveller changed plans.' });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.json().request.booking.status).toBe('cancelled');
      expect(cancelled.json().request.history.at(-1)).toMatchObject({ action: 'status:cancelled', actor: operator.email, note: 'The traveller changed plans.' });
      expect((await mailsTo(number)).map((m) => m.kind)).toContain('booking.cancelled');
      for (const step of ['confirm', 'invoice']) expect((await call('POST', `/api/admin/bookings/${number}/${step}`, { cookie })).status).toBe(409);
      expect((await call('POST', `/api/admin/bookings/${number}/cancel`, { cookie }, { reason: 'again' })).status).toBe(409);
    });

    it('400 without a reason or a reference, 404 for an unknown booking', async () => {
      const number = await newBooking('awaiting_deposit');
      expect((await call('POST', `/api/admin/bookings/${number}/cancel`, { cookie }, { reason: '' })).json().error.fields).toHaveProperty('reason');
      expect((await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { amountCents: 100 })).json().error.fields).toHaveProperty('reference');
      expect((await call('POST', `/api/admin/bookings/${number}/deposit`, { cookie }, { reference: 'r', amountCents: -5 })).status).toBe(400);
      expect((await bookingRow(number)).status).toBe('awaiting_deposit');
      expect((await call('POST', '/api/admin/bookings/B-1999-000000/confirm', { cookie })).status).toBe(404);
      expect((await call('POST', `/api/admin/bookings/${await newQuote()}/confirm`, { cookie })).status).toBe(404);
    });
  });

  describe('affiliates', () => {
    it('lists every affiliate with friends (with their email and IP addresses, for fraud checks), rewards and totals', async () => {
      const earned = await newAffiliate('earned');
      const res = await call('GET', '/api/admin/affiliates', { cookie });
      expect(res.status).toBe(200);
      const found = res.json().affiliates.find((a: { id: string }) => a.id === earned.agencyId);
      expect(found).toMatchObject({ slug: earned.slug, name: 'Zawadi Affiliate', email: expect.stringContaining('@'), createdAt: expect.any(String), totals: { pending: 0, earned: 50, paid: 0 } });
      expect(found.friends).toEqual([{ name: 'Femi Adeyemi', email: 'femi@example.ng', ipAddress: '127.0.0.1', quoteNumber: earned.friendQuote, createdAt: expect.any(String) }]);
      expect(found.rewards).toEqual([
        { id: earned.rewardId, friendName: 'Femi Adeyemi', friendEmail: 'femi@example.ng', quoteNumber: earned.friendQuote, amount: 50, status: 'earned', createdAt: expect.any(String), earnedAt: expect.any(String), paidAt: null, bookingNumber: null, voidedAt: null },
      ]);
    });

    it('a friend who booked through the link without a quote is among the friends too, named by the booking (no address was recorded)', async () => {
      const { agencyId } = await newAffiliate('pending');
      await db().insertInto('affiliate_rewards').values({
        id: `rw-${unique()}`, agency_id: agencyId, friend_email: 'juma@example.tz', friend_name: 'Juma Booked', quote_number: 'B-2026-009999', amount: 50, status: 'pending', created_at: hoursAgo(1), earned_at: null, paid_at: null,
      }).execute();
      const found = (await call('GET', '/api/admin/affiliates', { cookie })).json().affiliates.find((a: { id: string }) => a.id === agencyId);
      expect(found.friends).toEqual([
        { name: 'Juma Booked', email: 'juma@example.tz', ipAddress: '', quoteNumber: 'B-2026-009999', createdAt: expect.any(String) },
        { name: 'Femi Adeyemi', email: 'femi@example.ng', ipAddress: '127.0.0.1', quoteNumber: expect.any(String), createdAt: expect.any(String) },
      ]);
    });

    it('marks an earned reward paid once; 409 for a pending or an already paid one, 404 unknown', async () => {
      const { rewardId, agencyId } = await newAffiliate('earned');
      const res = await call('POST', `/api/admin/rewards/${rewardId}/paid`, { cookie });
      expect(res.status, res.text).toBe(200);
      expect(res.json().reward).toMatchObject({ id: rewardId, status: 'paid', paidAt: expect.any(String) });
      const again = await call('POST', `/api/admin/rewards/${rewardId}/paid`, { cookie });
      expect(again.status).toBe(409);
      expect(again.json().error.code).toBe('reward_already_paid');
      const totals = (await call('GET', '/api/admin/affiliates', { cookie })).json().affiliates.find((a: { id: string }) => a.id === agencyId).totals;
      expect(totals).toEqual({ pending: 0, earned: 0, paid: 50 });

      const pending = await call('POST', `/api/admin/rewards/${(await newAffiliate('pending')).rewardId}/paid`, { cookie });
      expect(pending.status).toBe(409);
      expect(pending.json().error.code).toBe('reward_not_earned');
      expect((await call('POST', '/api/admin/rewards/no-such-reward/paid', { cookie })).status).toBe(404);
    });
  });

  describe('morning digest', () => {
    it('is due from 07:00 in Arusha (UTC+3), whose day starts at 21:00 UTC', () => {
      expect(digestHourReached(new Date('2026-11-26T03:59:00Z'))).toBe(false);
      expect(digestHourReached(new Date('2026-11-26T04:00:00Z'))).toBe(true);
      expect(arushaDay(new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
      expect(arushaDay(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
      expect(morningDigestMail([], new Date('2026-11-26T04:00:00Z')).subject).toBe('Morning digest 2026-11-26: every request is answered');
    });

    it('lists the overdue request, not the answered one, to OPERATOR_EMAIL; once a day, across runs', async () => {
      const overdue = await newQuote({ created_at: hoursAgo(30), full_name: 'Kofi Mensah', locale: 'fr' });
      const answered = await newQuote({ created_at: hoursAgo(30) });
      await call('POST', `/api/admin/inbox/${answered}/reply`, { cookie }, { message: 'Hier ist Ihr Angebot.' });
      const waitingMessage = await newContact({ created_at: hoursAgo(2) });
      const inquiry = await newBooking();
      await call('POST', `/api/admin/inbox/${overdue}/assign`, { cookie }, { operatorId: colleague.id });

      const before = process.env.OPERATOR_EMAIL;
      process.env.OPERATOR_EMAIL = 'desk@twigatrails.example';
      try {
        const now = new Date();
        const digests = () => db().selectFrom('outbox').select(['to_address', 'subject', 'body', 'locale']).where('kind', '=', 'digest.operator').where('ref', '=', `digest-${arushaDay(now)}`).execute();
        expect(await sendMorningDigest(db(), now)).toMatchObject({ queued: true });
        const [mail, ...more] = await digests();
        expect(more).toEqual([]);
        expect(mail).toMatchObject({ to_address: 'desk@twigatrails.example', locale: 'en', subject: expect.stringMatching(/^Morning digest \d{4}-\d{2}-\d{2}: \d+ requests waiting, \d+ overdue$/) });
        const lines = mail!.body.split('\n');
        expect(lines.find((l) => l.includes(overdue))).toMatch(new RegExp(`^OVERDUE ${overdue} · quote · Kofi Mensah <.+> · fr · 30 h · assigned to ${colleague.name}$`));
        expect(lines.find((l) => l.includes(waitingMessage))).toMatch(new RegExp(`^${waitingMessage} · contact · Marie Dubois <.+> · fr · 2 h$`));
        expect(lines.find((l) => l.includes(inquiry))).toMatch(new RegExp(`^${inquiry} · booking · `));
        expect(mail!.body).not.toContain(answered);
        // Oldest first: the overdue quote comes before the two-hour-old message.
        expect(mail!.body.indexOf(overdue)).toBeLessThan(mail!.body.indexOf(waitingMessage));

        // A second run the same day (another instance, a restart) queues nothing.
        expect(await sendMorningDigest(db(), now)).toEqual({ queued: false, requests: 0 });
        expect(await digests()).toHaveLength(1);
        // The next day has its own digest.
        const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
        expect((await sendMorningDigest(db(), tomorrow)).queued).toBe(true);
        expect(await sendMorningDigest(db(), tomorrow)).toMatchObject({ queued: false });
        // Four instances at 07:00 on the same day: one digest.
        const later = new Date(now.getTime() + 10 * 24 * 3_600_000);
        const runs = await Promise.all([1, 2, 3, 4].map(() => sendMorningDigest(db(), later)));
        expect(runs.filter((r) => r.queued)).toHaveLength(1);
        expect(await db().selectFrom('outbox').select('id').where('ref', '=', `digest-${arushaDay(later)}`).execute()).toHaveLength(1);
      } finally {
        if (before === undefined) delete process.env.OPERATOR_EMAIL;
        else process.env.OPERATOR_EMAIL = before;
      }
    });
  });
});

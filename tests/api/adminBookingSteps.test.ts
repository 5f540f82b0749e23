import { beforeAll, describe, expect, it } from 'vitest';
import * as inboxRequestRoute from '@/pages/api/admin/inbox/[number]';
import * as confirmRoute from '@/pages/api/admin/bookings/[number]/confirm';
import * as invoiceRoute from '@/pages/api/admin/bookings/[number]/invoice';
import * as depositRoute from '@/pages/api/admin/bookings/[number]/deposit';
import * as cancelRoute from '@/pages/api/admin/bookings/[number]/cancel';
import * as bookingsRoute from '@/pages/api/bookings';
import * as departuresRoute from '@/pages/api/departures';
import { issueBookingInvoice } from '@/server/bookings/operatorActions';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/inbox/[number]': inboxRequestRoute,
  '/api/admin/bookings/[number]/confirm': confirmRoute,
  '/api/admin/bookings/[number]/invoice': invoiceRoute,
  '/api/admin/bookings/[number]/deposit': depositRoute,
  '/api/admin/bookings/[number]/cancel': cancelRoute,
  '/api/bookings': bookingsRoute,
  '/api/departures': departuresRoute,
};

// Issue 24, items 9 and 12: a booking step that does not apply to the booking's status is
// refused with a 409 that says why (never the outage message), and a bank statement line
// recorded already is said to exist instead of "recorded" with nothing recorded.

describe.each(engines())('back-office booking steps refused with their reason on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES, `neema.steps.${unique()}@back-office.example`);
  const { db, call, login, seeded } = admin;
  let cookie = '';
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let nextDeparture = 60;

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
  });

  /** A German traveller's departure booking made on the site: held, invoiced, awaiting its deposit. */
  const departureBooking = async () => {
    const departure = (await seeded.api().request(`/api/departures?tour=${tours.shared.slug}`)).json().departures[nextDeparture++];
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: departure.id, children: 0, childrenAges: [], email: `jonas.${unique()}@example.de` }))),
    });
    expect(res.status, res.text).toBe(201);
    return res.json().bookingNumber as string;
  };
  const privateInquiry = async () => {
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tours.private.slug, startDate: isoDay(160), children: 0, childrenAges: [], email: `lea.${unique()}@example.com` }))),
    });
    expect(res.status, res.text).toBe(201);
    return res.json().bookingNumber as string;
  };
  const step = (number: string, name: string, body?: unknown) => call('POST', `/api/admin/bookings/${number}/${name}`, { cookie }, body ?? (name === 'cancel' ? { reason: 'Die Reisenden haben abgesagt.' } : undefined));
  const state = async (number: string) => ({
    booking: await db().selectFrom('bookings').select(['status', 'paid_cents']).where('number', '=', number).executeTakeFirstOrThrow(),
    invoices: (await db().selectFrom('invoices').select('number').where('booking_number', '=', number).execute()).length,
    payments: (await db().selectFrom('payments').select('id').where('booking_number', '=', number).execute()).length,
    mails: (await db().selectFrom('outbox').select('id').where('ref', '=', number).execute()).length,
    events: (await db().selectFrom('request_events').select('id').where('request_number', '=', number).execute()).length,
  });
  const refusal = async (number: string, name: string, message: string) => {
    const before = await state(number);
    const res = await step(number, name);
    expect(res.status, `${name}: ${res.text}`).toBe(409);
    expect(res.json().error).toEqual({ code: 'invalid_transition', message });
    expect(await state(number), name).toEqual(before);
  };

  it('"Issue invoice" on a confirmed booking (B-…14, 15, 18 of the issue): 409 "invoice already issued", not 503; nothing changes', async () => {
    const number = await departureBooking();
    const paid = await step(number, 'deposit', { reference: 'stmt-0014' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json().request.booking.status).toBe('confirmed');
    await refusal(number, 'invoice', "This booking's invoice has already been issued.");
    await refusal(number, 'confirm', 'Availability is already confirmed for this booking.');
    // The operator's step itself refuses before writing (no unique-constraint failure underneath).
    await expect(issueBookingInvoice(number, 'operator:test', db())).rejects.toMatchObject({ status: 409, code: 'invalid_transition' });
    // The booking is still served: its detail opens and a real step still works.
    expect((await call('GET', `/api/admin/inbox/${number}`, { cookie })).json().request.booking.invoices).toHaveLength(1);
  });

  it('awaiting its deposit: invoice refused as issued; an inquiry: invoice refused until availability is confirmed', async () => {
    await refusal(await departureBooking(), 'invoice', "This booking's invoice has already been issued.");
    const inquiry = await privateInquiry();
    await refusal(inquiry, 'invoice', 'This booking is still an inquiry: confirm availability first.');
    const before = await state(inquiry);
    expect(before.booking.status).toBe('inquiry');
    const res = await call('POST', `/api/admin/bookings/${inquiry}/deposit`, { cookie }, { reference: 'too-early' });
    expect(res.json().error).toEqual({ code: 'invalid_transition', message: 'This booking is still an inquiry: confirm availability first.' });
    // In order, each step works.
    expect((await step(inquiry, 'confirm')).json().request.booking.status).toBe('provisional');
    expect((await step(inquiry, 'invoice')).json().request.booking.status).toBe('awaiting_deposit');
  });

  it('a cancelled booking: every step refused as cancelled, in the language asked', async () => {
    const number = await departureBooking();
    expect((await step(number, 'cancel')).status).toBe(200);
    for (const name of ['confirm', 'invoice', 'deposit', 'cancel']) {
      const before = await state(number);
      const res = await step(number, name, name === 'deposit' ? { reference: 'late' } : undefined);
      expect(res.status, name).toBe(409);
      expect(res.json().error.message, name).toBe('This booking is cancelled: no step applies any more.');
      expect(await state(number)).toEqual(before);
    }
    const german = await seeded.api().request(`/api/admin/bookings/${number}/invoice`, { method: 'POST', headers: { cookie: `admin_session=${cookie}`, origin: 'http://localhost:3000', 'x-locale': 'de' } });
    expect(german.json().error.message).toBe('Diese Buchung ist storniert: Es ist kein Schritt mehr möglich.');
  });

  it('a bank transfer reference recorded already: 409 saying so, nothing added; a new reference is recorded', async () => {
    const number = await departureBooking();
    const first = await step(number, 'deposit', { reference: 'stmt-2026-11-26' });
    expect(first.status, first.text).toBe(200);
    const deposit = first.json().request.booking.paidCents;
    const before = await state(number);
    const again = await step(number, 'deposit', { reference: 'stmt-2026-11-26', amountCents: 5000 });
    expect(again.status).toBe(409);
    expect(again.json().error).toEqual({ code: 'reference_exists', message: 'A bank transfer with this reference is already recorded on this booking: nothing was added.' });
    expect(await state(number)).toEqual(before);
    // Another statement line for the same booking is recorded as usual.
    const balance = await step(number, 'deposit', { reference: 'stmt-2026-12-01', amountCents: 5000 });
    expect(balance.status, balance.text).toBe(200);
    expect(balance.json().request.booking.paidCents).toBe(deposit + 5000);
  });
});

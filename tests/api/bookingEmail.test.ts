import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as emailRoute from '@/pages/api/admin/bookings/[number]/email';
import * as inboxRequestRoute from '@/pages/api/admin/inbox/[number]';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as confirmRoute from '@/pages/api/bookings/[number]/confirm-email';
import * as adminBookingRoute from '@/pages/api/admin/bookings/[number]/index';
import { drainOutbox } from '@/server/mail/sender';
import { fileTransport } from '@/server/mail/transport';
import { describeAdminGuard, unique, useAdminApi, type RouteCase } from '../helpers/adminApi';
import { bookableTours, bookingAnswers, isoDay, ownDeparture } from '../helpers/bookings';
import { withFormToken } from '../helpers/formToken';
import { decodeMail } from '../helpers/smtpPeer';
import { engines } from '../helpers/testDb';
import de from '@/locales/de.json';

const ROUTES = {
  '/api/admin/bookings/[number]/email': emailRoute,
  '/api/admin/inbox/[number]': inboxRequestRoute,
  '/api/bookings': bookingsRoute,
  '/api/bookings/[number]': bookingRoute,
  '/api/bookings/[number]/confirm-email': confirmRoute,
  '/api/admin/bookings/[number]': adminBookingRoute,
};

// The operator corrects a booking's mistyped address; the private link goes to the corrected one.
describe.each(engines())('correcting a booking\'s email in the back office on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, operator, seeded } = admin;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-email-'));
  let cookie = '';
  beforeAll(async () => {
    cookie = await login();
  });
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

  /** A traveller's booking on the German site, sent with a mistyped address. */
  const book = async (email = `anna.${unique()}@example.con`) => {
    const { private: tour } = await bookableTours(db());
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tour.slug, startDate: isoDay(150), email, children: 0, childrenAges: [] }))),
    });
    expect(res.status, res.text).toBe(201);
    return res.json() as { bookingNumber: string; manageUrl: string };
  };
  const bookingRow = (number: string) => db().selectFrom('bookings').select(['email', 'status', 'updated_at']).where('number', '=', number).executeTakeFirstOrThrow();
  const mailCount = async (number: string) => (await db().selectFrom('outbox').select('id').where('ref', '=', number).execute()).length;
  /** The .eml files the outbox writes for this booking's resent link. */
  const linkMails = async (number: string) => {
    const transport = fileTransport(outboxDir);
    await drainOutbox(db(), transport);
    transport.close();
    return fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml') && f.includes('-booking.link-'))
      .map((f) => decodeMail(fs.readFileSync(path.join(outboxDir, f)))).filter((m) => m.subject.includes(number));
  };

  const ROUTE_CASES: RouteCase[] = [
    {
      name: 'POST bookings/{number}/email', method: 'POST', ok: 200, path: async () => `/api/admin/bookings/${(await book()).bookingNumber}/email`,
      body: { email: 'anna.corrected@example.com' }, state: (p) => bookingRow(p.split('/')[4]!),
    },
  ];
  describeAdminGuard(admin, ROUTE_CASES);

  it('corrects the address, writes who did it, and mails the private link there in the booking\'s language', async () => {
    const booked = await book('anna.mueller@example.con');
    const res = await call('POST', `/api/admin/bookings/${booked.bookingNumber}/email`, { cookie }, { email: 'anna.mueller@example.com' });
    expect(res.status, res.text).toBe(200);
    const { request } = res.json();
    expect(request.email).toBe('anna.mueller@example.com');
    expect(request.history.at(-1)).toMatchObject({
      actor: operator.email, action: 'email', note: 'email corrected from anna.mueller@example.con to anna.mueller@example.com; private link sent',
    });
    expect((await bookingRow(booked.bookingNumber)).email).toBe('anna.mueller@example.com');

    const [mail, ...more] = await linkMails(booked.bookingNumber);
    expect(more).toEqual([]);
    expect(mail!.addresses('to')).toEqual(['anna.mueller@example.com']);
    expect(mail!.subject).toBe(de.mail.booking.resent.subject.replace('{number}', booked.bookingNumber));
    expect(mail!.text).toContain(booked.manageUrl);
    expect(mail!.text).toContain('Hier erhalten Sie noch einmal den Link');
    // The link opens the booking, which now shows the corrected address.
    const view = await seeded.api().request(`/api/bookings/${booked.bookingNumber}?key=${new URL(booked.manageUrl).searchParams.get('key')}`);
    expect(view.json().email).toBe('anna.mueller@example.com');
  });

  it('sends the link again to the same address when asked, and says so in the history', async () => {
    const booked = await book('baraka@example.com');
    const res = await call('POST', `/api/admin/bookings/${booked.bookingNumber}/email`, { cookie }, { email: 'baraka@example.com' });
    expect(res.status, res.text).toBe(200);
    expect(res.json().request.history.at(-1)).toMatchObject({ action: 'email', note: 'private link sent again to baraka@example.com' });
    expect((await linkMails(booked.bookingNumber)).map((m) => m.addresses('to'))).toEqual([['baraka@example.com']]);
  });

  // Walked on 30 Nov: the only confirmation link went to the mistyped address, the corrected one
  // got the private link without it, and the seats went after two hours.
  it('seats waiting for the address: the corrected address gets the confirmation link, the seats are held two hours from the correction, and the link confirms', async () => {
    const { shared } = await bookableTours(db());
    const { id: dep } = await ownDeparture(db(), shared.id, 200, { seats_total: 10, price_cents: 100_000 });
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: shared.slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email: 'juma.mtui@example.con' }))),
    });
    expect(res.status, res.text).toBe(201);
    const number = res.json().bookingNumber as string;
    // Most of the two hours gone by the time the office hears of the typo.
    await db().updateTable('bookings').set({ hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString() }).where('number', '=', number).execute();

    const fixed = await call('POST', `/api/admin/bookings/${number}/email`, { cookie }, { email: 'juma.mtui@example.com' });
    expect(fixed.status, fixed.text).toBe(200);
    const held = await db().selectFrom('bookings').select('hold_expires_at').where('number', '=', number).executeTakeFirstOrThrow();
    expect(Date.parse(held.hold_expires_at!) - Date.now()).toBeGreaterThan(119 * 60_000);
    const [mail] = await linkMails(number);
    expect(mail!.addresses('to')).toEqual(['juma.mtui@example.com']);
    expect(mail!.text).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 2 Stunden');
    const confirmLink = new URL(mail!.text.match(/https?:\/\/\S+&confirm=\S+/)![0]);

    // Corrected once more through "Change the booking": the change mail carries the link too.
    const changed = await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { email: 'juma@example.com' });
    expect(changed.status, changed.text).toBe(200);
    const amended = await db().selectFrom('outbox').select(['to_address', 'body']).where('ref', '=', number).where('kind', '=', 'booking.amended').executeTakeFirstOrThrow();
    expect(amended).toMatchObject({ to_address: 'juma@example.com' });
    expect(amended.body).toContain(confirmLink.toString());

    const confirmed = await seeded.api().request(`/api/bookings/${number}/confirm-email`, {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: confirmLink.searchParams.get('key'), code: confirmLink.searchParams.get('confirm') }),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json()).toMatchObject({ emailConfirmed: true, status: 'awaiting_deposit' });
    // Confirmed: a link sent again has nothing more to confirm.
    await call('POST', `/api/admin/bookings/${number}/email`, { cookie }, { email: 'juma@example.com' });
    expect((await linkMails(number)).at(-1)!.text).not.toContain('&confirm=');
  });

  it('refuses a malformed address (400 naming the field) and an unknown booking (404), changing nothing', async () => {
    const booked = await book();
    const before = [await bookingRow(booked.bookingNumber), await mailCount(booked.bookingNumber)];
    for (const email of ['not-an-address', '', 'a@b@example.com', 'anna@example.com\r\nBcc: x@evil.example']) {
      const res = await call('POST', `/api/admin/bookings/${booked.bookingNumber}/email`, { cookie }, { email });
      expect(res.status, `${email}: ${res.text}`).toBe(400);
      expect(res.json().error.fields).toHaveProperty('email');
    }
    expect([await bookingRow(booked.bookingNumber), await mailCount(booked.bookingNumber)]).toEqual(before);
    expect((await call('POST', '/api/admin/bookings/B-2026-999999/email', { cookie }, { email: 'x@example.com' })).status).toBe(404);
    expect((await call('POST', '/api/admin/bookings/Q-2026-000001/email', { cookie }, { email: 'x@example.com' })).status).toBe(404);
  });
});

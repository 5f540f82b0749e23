import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as inboxRoute from '@/pages/api/admin/inbox/index';
import * as inboxRequestRoute from '@/pages/api/admin/inbox/[number]';
import * as replyRoute from '@/pages/api/admin/inbox/[number]/reply';
import * as quoteBookingRoute from '@/pages/api/admin/inbox/[number]/booking';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import * as affiliatesRoute from '@/pages/api/admin/affiliates';
import * as rewardPaidRoute from '@/pages/api/admin/rewards/[id]/paid';
import { formatCents } from '@/lib/format/price';
import { drainOutbox } from '@/server/mail/sender';
import { fileTransport } from '@/server/mail/transport';
import { engines } from '../helpers/testDb';
import { hoursAgo, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours, isoDay } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/inbox': inboxRoute,
  '/api/admin/inbox/[number]': inboxRequestRoute,
  '/api/admin/inbox/[number]/reply': replyRoute,
  '/api/admin/inbox/[number]/booking': quoteBookingRoute,
  '/api/admin/tours/[id]': tourRoute,
  '/api/admin/affiliates': affiliatesRoute,
  '/api/admin/rewards/[id]/paid': rewardPaidRoute,
};

type Item = { number: string; summary: string; affiliate: boolean };

// Issue 24, items 11 and 13, as the operator met them on the Frieda Friend quote: a reply that
// greeted twice, an inbox of slugs and "6750.00 USD", a booking from an affiliate's quote without
// its affiliate flag, a paid reward shown as "Frieda Friend ()", and a departure typed by its id.

describe.each(engines())('the back office inbox as the operator reads it on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES, `neema.inbox.${unique()}@back-office.example`);
  const { db, call, login } = admin;
  let cookie = '';
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  const titleOf = async (id: string) => (await db().selectFrom('tour_translations').select('title').where('tour_id', '=', id).where('locale', '=', 'en').executeTakeFirstOrThrow()).title;

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
  });

  /** Frieda's quote, through an affiliate's link when `affiliate` (their friend, with a pending reward). */
  const friedasQuote = async ({ tour = tours.private.id, affiliate = false } = {}) => {
    const number = `Q-2026-${unique()}`.slice(0, 20);
    const email = `frieda.${unique()}@example.com`;
    await db().insertInto('quote_requests').values({
      number, locale: 'en', source: 'modal', tour_id: tour, full_name: 'Frieda Friend', email, phone: '+44 20 7946 0000', country: 'GB',
      departure_date: isoDay(130), adults: 2, children: 0, status: 'new', created_at: hoursAgo(3), payload: JSON.stringify({ fullName: 'Frieda Friend', email, adults: 2, children: 0, message: 'Honeymoon in June.' }),
    }).execute();
    if (!affiliate) return { number, email };
    const userId = unique();
    const agencyId = `ag-${unique()}`;
    await db().insertInto('users').values({ id: userId, email: `zawadi.${unique()}@example.com`, name: 'Zawadi Affiliate', locale: 'en', password_hash: 'x', created_at: hoursAgo(50) }).execute();
    await db().insertInto('affiliates').values({ agency_id: agencyId, user_id: userId, slug: unique(), email: `zawadi.${userId}@example.com`, created_at: hoursAgo(50) }).execute();
    await db().insertInto('affiliate_friends').values({ quote_number: number, agency_id: agencyId, friend_email: email, name: 'Frieda Friend', ip_address: '127.0.0.9', created_at: hoursAgo(3) }).execute();
    const rewardId = `rw-${unique()}`;
    await db().insertInto('affiliate_rewards').values({ id: rewardId, agency_id: agencyId, friend_email: email, friend_name: 'Frieda Friend', quote_number: number, amount: 50, status: 'earned', created_at: hoursAgo(3), earned_at: hoursAgo(1), paid_at: null }).execute();
    return { number, email, agencyId, rewardId };
  };
  const items = async (query = '') => (await call('GET', `/api/admin/inbox${query}`, { cookie })).json().items as Item[];
  const book = async (quote: string, body: object = {}) => {
    const res = await call('POST', `/api/admin/inbox/${quote}/booking`, { cookie }, body);
    expect(res.status, res.text).toBe(201);
    return res.json().booking.number as string;
  };

  it('the reply greets once: the operator’s "Dear Frieda," without the mail’s "Dear Frieda Friend," (read from the .eml the outbox writes)', async () => {
    const { number, email } = await friedasQuote();
    const res = await call('POST', `/api/admin/inbox/${number}/reply`, { cookie }, { message: 'Dear Frieda,\n\nthe lodge has two rooms left in June.' });
    expect(res.status, res.text).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      await drainOutbox(db(), fileTransport(dir));
      const mail = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).find((m) => m.includes(`To: ${email}`) && m.includes(number))!;
      expect(mail).toBeDefined();
      const body = mail.slice(mail.indexOf('\n\n') + 2);
      expect(body.startsWith('Dear Frieda,\n\nthe lodge has two rooms left in June.')).toBe(true);
      expect(body).not.toContain('Dear Frieda Friend,');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('summaries name the tour by its title and the price as "$ 6,750", never a slug or "6750.00 USD"', async () => {
    const { number } = await friedasQuote();
    const title = await titleOf(tours.private.id);
    const quoteItem = (await items('?kind=quote')).find((i) => i.number === number)!;
    expect(quoteItem.summary.startsWith(`${title} · ${isoDay(130)} · 2 adults`)).toBe(true);
    const booking = await book(number);
    const total = (await db().selectFrom('bookings').select('total_cents').where('number', '=', booking).executeTakeFirstOrThrow()).total_cents;
    const bookingItem = (await items('?kind=booking')).find((i) => i.number === booking)!;
    expect(bookingItem.summary).toBe(`${title} · ${isoDay(130)} · 2 adults · ${formatCents(Number(total))}`);
    expect(bookingItem.summary).toMatch(/ · \$ \d{1,3}(,\d{3})*$/);
    expect(bookingItem.summary).not.toMatch(/USD|\.00/);
  });

  it('a booking from an affiliate’s quote carries the affiliate flag (list, filter, detail); one from a plain quote does not', async () => {
    const friend = await friedasQuote({ affiliate: true });
    const plain = await friedasQuote();
    const [flagged, unflagged] = [await book(friend.number), await book(plain.number)];
    const all = await items('?kind=booking');
    expect(all.find((i) => i.number === flagged)!.affiliate).toBe(true);
    expect(all.find((i) => i.number === unflagged)!.affiliate).toBe(false);
    expect((await items('?kind=booking&affiliate=yes')).map((i) => i.number)).toContain(flagged);
    expect((await items('?kind=booking&affiliate=yes')).map((i) => i.number)).not.toContain(unflagged);
    expect((await items('?kind=booking&affiliate=no')).map((i) => i.number)).not.toContain(flagged);
    expect((await call('GET', `/api/admin/inbox/${flagged}`, { cookie })).json().request.affiliate).toBe(true);
  });

  it('"Mark paid" answers the reward with the friend’s address, as the affiliates list shows it', async () => {
    const { agencyId, rewardId, email } = await friedasQuote({ affiliate: true });
    const listed = (await call('GET', '/api/admin/affiliates', { cookie })).json().affiliates.find((a: { id: string }) => a.id === agencyId).rewards[0];
    const res = await call('POST', `/api/admin/rewards/${rewardId}/paid`, { cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.json().reward).toEqual({ ...listed, friendEmail: email, status: 'paid', paidAt: expect.any(String) });
  });

  it('a shared tour’s quote: its detail names the tour, the tour’s departures are listed to pick from, and the picked one is booked', async () => {
    const { number } = await friedasQuote({ tour: tours.shared.id });
    const request = (await call('GET', `/api/admin/inbox/${number}`, { cookie })).json().request;
    expect(request.tour).toEqual({ id: tours.shared.id, title: await titleOf(tours.shared.id), tripType: 'shared', days: Number(tours.shared.days) });
    const { departures } = (await call('GET', `/api/admin/tours/${request.tour.id}`, { cookie })).json();
    const picked = departures.filter((d: { status: string }) => d.status === 'open')[12];
    expect(picked).toMatchObject({ id: expect.any(String), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), seatsTotal: expect.any(Number), priceCents: expect.any(Number) });
    const booking = await book(number, { departureId: picked.id });
    const row = await db().selectFrom('bookings').select(['departure_id', 'start_date', 'status']).where('number', '=', booking).executeTakeFirstOrThrow();
    expect(row).toEqual({ departure_id: picked.id, start_date: picked.startDate, status: 'awaiting_deposit' });
    // A private tour's quote names its tour as private (a date, no departure).
    const privateQuote = await friedasQuote();
    expect((await call('GET', `/api/admin/inbox/${privateQuote.number}`, { cookie })).json().request.tour).toMatchObject({ tripType: 'private' });
  });
});

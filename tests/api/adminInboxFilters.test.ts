import { beforeAll, describe, expect, it } from 'vitest';
import * as inboxRoute from '@/pages/api/admin/inbox/index';
import * as bookingsRoute from '@/pages/api/bookings';
import { engines } from '../helpers/testDb';
import { bookableTours, isoDay, postBooking } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/inbox': inboxRoute, '/api/bookings': bookingsRoute };

// The office looks for "who travels in March" and "who still owes us money" without scrolling.
describe.each(engines())('inbox filters for the trip’s month and money owed, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { call, login, db } = admin;
  let cookie = '';
  const numbers: Record<'owes' | 'paid' | 'later', string> = { owes: '', paid: '', later: '' };
  const month = isoDay(200).slice(0, 7);
  const firstOf = (m: string, day: string) => `${m}-${day}`;

  const book = async (startDate: string) => {
    const tours = await bookableTours(db());
    const res = await postBooking(admin.seeded.api(), { tour: tours.private.slug, startDate, children: 0, childrenAges: [], email: `owed.${unique()}@example.com` });
    expect(res.status, res.text).toBe(201);
    return res.json().bookingNumber as string;
  };
  const items = async (query: string) => {
    const res = await call('GET', `/api/admin/inbox${query}`, { cookie });
    expect(res.status, res.text).toBe(200);
    return (res.json().items as { number: string }[]).map((i) => i.number);
  };

  beforeAll(async () => {
    cookie = await login();
    numbers.owes = await book(firstOf(month, '05'));
    numbers.paid = await book(firstOf(month, '28'));
    numbers.later = await book(isoDay(260));
    // One awaits its deposit, one is paid in full, the later one is confirmed with its balance open.
    await db().updateTable('bookings').set({ status: 'awaiting_deposit', paid_cents: 0 }).where('number', '=', numbers.owes).execute();
    await db().updateTable('bookings').set((eb) => ({ status: 'confirmed', paid_cents: eb.ref('total_cents') })).where('number', '=', numbers.paid).execute();
    await db().updateTable('bookings').set((eb) => ({ status: 'confirmed', paid_cents: eb.ref('deposit_cents') })).where('number', '=', numbers.later).execute();
  });

  it('month=YYYY-MM keeps the trips starting that month, from its first to its last day', async () => {
    const found = await items(`?kind=booking&month=${month}`);
    expect(found).toEqual(expect.arrayContaining([numbers.owes, numbers.paid]));
    expect(found).not.toContain(numbers.later);
    expect(await items(`?month=${isoDay(260).slice(0, 7)}`)).toContain(numbers.later);
  });

  it('owed=yes keeps the bookings that still owe a deposit or a balance, and no quote or message', async () => {
    const found = await items('?owed=yes');
    expect(found).toEqual(expect.arrayContaining([numbers.owes, numbers.later]));
    expect(found).not.toContain(numbers.paid);
    expect(found.every((n) => n.startsWith('B-'))).toBe(true);
    expect(await items(`?owed=yes&month=${month}`)).toContain(numbers.owes);
    expect(await items(`?owed=yes&month=${month}`)).not.toContain(numbers.later);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    expect((await call('GET', '/api/admin/inbox?month=2027-13', { cookie })).status).toBe(400);
    expect((await call('GET', '/api/admin/inbox?month=March', { cookie })).status).toBe(400);
  });
});

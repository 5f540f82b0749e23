import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import * as moneyRoute from '@/pages/api/admin/money';
import * as bookingsRoute from '@/pages/api/bookings';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay, ownDeparture } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/money': moneyRoute, '/api/bookings': bookingsRoute };

describe.each(engines())('money owed and received, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  const n: Record<string, string> = {};

  beforeAll(async () => {
    cookie = await login();
    const tours = await bookableTours(db());
    const { id: dep } = await ownDeparture(db(), tours.shared.id, 600, { seats_total: 10, price_cents: 100_000 });
    for (const name of ['deposit', 'late', 'paid', 'overpaid', 'cancelled']) {
      const res = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email: `money.${name}.${unique()}@example.com` }))) });
      expect(res.status, res.text).toBe(201);
      n[name] = res.json().bookingNumber;
    }
    // A balance a day late (deposit paid by bank transfer today), and a booking paid in full.
    await db().updateTable('bookings').set({ status: 'confirmed', paid_cents: 30_000, balance_due_date: isoDay(-1) }).where('number', '=', n.late).execute();
    await db().updateTable('bookings').set({ status: 'confirmed', paid_cents: 100_000 }).where('number', '=', n.paid).execute();
    // Made cheaper after it was paid ($ 1,000 paid, $ 900 now), and cancelled with its $ 300 deposit paid.
    await db().updateTable('bookings').set({ status: 'confirmed', paid_cents: 100_000, total_cents: 90_000 }).where('number', '=', n.overpaid).execute();
    await db().updateTable('bookings').set({ status: 'cancelled', paid_cents: 30_000 }).where('number', '=', n.cancelled).execute();
    const now = new Date().toISOString();
    const paymentId = unique() + unique();
    await db().insertInto('payments').values({ id: paymentId, booking_number: n.late, method: 'bank', merchant_reference: `BANK-${unique()}`, order_tracking_id: null, amount_cents: 30_000, currency: 'USD', status: 'completed', redirect_url: null, provider_status: null, created_at: now, updated_at: now }).execute();
    // $ 50 of it paid back today (walked on 29 Nov: the report listed what came in and never what went back).
    await db().insertInto('refunds').values({ id: `refund-${unique()}`, booking_number: n.late, payment_id: paymentId, amount_cents: 5_000, method: 'bank', reference: 'TT-BACK-9', provider_message: null, created_at: now, created_by: 'office@example.com' }).execute();
  });

  it('lists the deposit due, the balance overdue, and what came in today by method; a booking paid in full owes nothing', async () => {
    const res = await call('GET', '/api/admin/money', { cookie });
    expect(res.status, res.text).toBe(200);
    const r = res.json();
    expect(r.from).toBe(`${isoDay(0).slice(0, 4)}-01-01`);
    expect(r.due.find((i: { number: string }) => i.number === n.deposit)).toMatchObject({ what: 'deposit', amountCents: expect.any(Number) });
    expect(r.overdue.find((i: { number: string }) => i.number === n.late)).toMatchObject({ what: 'balance', amountCents: 70_000, dueDate: isoDay(-1) });
    expect([...r.due, ...r.overdue].map((i: { number: string }) => i.number)).not.toContain(n.paid);
    expect(r.byDay).toContainEqual({ day: isoDay(0), method: 'bank', amountCents: 30_000 });
    expect(r.byDay).toContainEqual({ day: isoDay(0), method: 'refund (bank)', amountCents: -5_000 });
    expect(r.refunded).toContainEqual(expect.objectContaining({ number: n.late, method: 'bank', amountCents: 5_000, reference: 'TT-BACK-9' }));
    expect(Array.isArray(r.rewards)).toBe(true);
    // Walked on 30 Nov: a refund promised by a change's mail appeared nowhere but on its booking.
    expect(r.toRefund).toContainEqual(expect.objectContaining({ number: n.overpaid, why: 'overpaid', amountCents: 10_000 }));
    expect(r.toRefund).toContainEqual(expect.objectContaining({ number: n.cancelled, why: 'cancelled', amountCents: 30_000 }));
    expect(r.toRefund.map((i: { number: string }) => i.number)).not.toContain(n.paid);
  });

  it('downloads as one CSV for the accountant; bad dates are refused; a traveller may not look', async () => {
    const csv = await call('GET', `/api/admin/money?from=${isoDay(-30)}&to=${isoDay(0)}&format=csv`, { cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((row) => row.section === 'overdue' && row.booking === n.late)).toMatchObject({ USD: '700.00' });
    expect(rows.find((row) => row.section === 'received' && row.booking === n.late)).toMatchObject({ what: 'bank', USD: '300.00' });
    expect(rows.find((row) => row.section === 'refunded' && row.booking === n.late)).toMatchObject({ what: 'bank', who: 'TT-BACK-9', USD: '-50.00' });
    expect(rows.find((row) => row.section === 'to refund' && row.booking === n.overpaid)).toMatchObject({ what: 'overpaid', USD: '100.00' });
    expect((await call('GET', '/api/admin/money?from=yesterday', { cookie })).status).toBe(400);
    expect((await call('GET', '/api/admin/money', { bearer: admin.tokens.traveller })).status).toBe(401);
  });
});

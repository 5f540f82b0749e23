import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import * as bookingRoute from '@/pages/api/admin/bookings/[number]/index';
import * as linesRoute from '@/pages/api/admin/bookings/[number]/lines/index';
import * as lineRoute from '@/pages/api/admin/bookings/[number]/lines/[id]';
import * as bookingsRoute from '@/pages/api/bookings';
import * as depositRoute from '@/pages/api/admin/bookings/[number]/deposit';
import { dollarsPercentOf, percentOf } from '@/lib/booking/pricing';
import { renderInvoicePdf } from '@/server/bookings/invoicePdf';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, ownDeparture } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/bookings/[number]': bookingRoute,
  '/api/admin/bookings/[number]/lines': linesRoute,
  '/api/admin/bookings/[number]/lines/[id]': lineRoute,
  '/api/bookings': bookingsRoute,
  '/api/admin/bookings/[number]/deposit': depositRoute,
};

describe.each(engines())('a booking priced line by line, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let number = '';
  let percent = 0;
  const add = (body: unknown) => call('POST', `/api/admin/bookings/${number}/lines`, { cookie }, body);
  const invoiceText = async () => {
    const row = await db().selectFrom('invoices').select('body').where('booking_number', '=', number).executeTakeFirstOrThrow();
    return (await extractText(new Uint8Array(await renderInvoicePdf(JSON.parse(row.body))), { mergePages: true })).text;
  };

  /** A booking of `adults` on a departure of its own, `daysAhead` from today, at $ 1,500 a seat: its answer. */
  const bookAhead = async (daysAhead: number, adults: number, name: string) => {
    const tours = await bookableTours(db());
    const { id: dep } = await ownDeparture(db(), tours.shared.id, daysAhead, { seats_total: 8, price_cents: 150_000 });
    const res = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: dep, adults, children: 0, childrenAges: [], email: `${name}.${unique()}@example.com` }))) });
    expect(res.status, res.text).toBe(201);
    return res.json() as { bookingNumber: string; depositPercent: number };
  };

  beforeAll(async () => {
    cookie = await login();
    const made = await bookAhead(820, 2, 'lines');
    number = made.bookingNumber;
    percent = made.depositPercent;
  });

  it('park fees and a discount change the total, deposit and balance; the new invoice prints them', async () => {
    const fees = await add({ kind: 'extra', description: 'Park fees (Ngorongoro crater)', amountCents: 7_000, quantity: 2 });
    expect(fees.status, fees.text).toBe(201);
    // The office reads its history in dollars (walked on 29 Nov: "2 × 7000 cents", "total 290000 → 304000 cents").
    expect(fees.json().booking.history.at(-1).note).toContain('line added: extra "Park fees (Ngorongoro crater)" 2 × $ 70');
    expect(fees.json().booking.history.at(-1).note).toMatch(/total \$ [\d,.]+ → \$ [\d,.]+/);
    expect(fees.json().booking.history.at(-1).note).not.toContain('cents');
    expect(fees.json().difference.totalCents).toBe(14_000);
    const discount = await add({ kind: 'discount', description: 'Returning guests', amountCents: 10_000 });
    expect(discount.status).toBe(201);
    const { booking } = discount.json();
    expect(booking).toMatchObject({ totalCents: 304_000, depositCents: percentOf(304_000, percent), balanceCents: 304_000 });
    expect(booking.lines.map((l: { kind: string; totalCents: number }) => [l.kind, l.totalCents])).toEqual([['adult', 300_000], ['extra', 14_000], ['discount', -10_000]]);
    expect(booking.invoices).toHaveLength(3);
    const text = await invoiceText();
    expect(text).toContain('Park fees (Ngorongoro crater)');
    expect(text).toContain('Returning guests');
    expect(text).toContain('$ 3,040');
  });

  it('a price agreed keeps the computed one visible; removed, the computed total is back; a later change of travellers keeps the office’s lines', async () => {
    const agreed = await add({ kind: 'override', description: 'Agreed by phone', amountCents: 290_000 });
    expect(agreed.json().booking.totalCents).toBe(290_000);
    const last = agreed.json().booking.lines.at(-1);
    expect(last).toMatchObject({ kind: 'override', description: 'Agreed by phone', totalCents: -14_000 });
    expect(await invoiceText()).toContain('Price agreed with you: Agreed by phone');

    const removed = await call('DELETE', `/api/admin/bookings/${number}/lines/${agreed.json().line.id}`, { cookie });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json().booking.totalCents).toBe(304_000);
    // Named as written, not by its id.
    expect(removed.json().booking.history.at(-1).note).toContain('line removed: override "Agreed by phone"');
    const more = await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { adults: 3 });
    expect(more.status, more.text).toBe(200);
    expect(more.json().booking.totalCents).toBe(450_000 + 14_000 - 10_000);
    expect(more.json().booking.officeLines.map((l: { kind: string }) => l.kind)).toEqual(['extra', 'discount']);
  });

  it('a discount of a share follows the price: 10 % of the travellers and extras, again after a change of travellers', async () => {
    const share = await add({ kind: 'discount', description: 'Repeat guests', percent: 10 });
    expect(share.status, share.text).toBe(201);
    // 3 adults at $1,500 and $140 of park fees: 10 % of $4,640 off, the $100 discount beside it.
    expect(share.json().booking).toMatchObject({ totalCents: 464_000 - 10_000 - 46_400, depositCents: dollarsPercentOf(407_600, percent) });
    expect(share.json().booking.lines.at(-1)).toMatchObject({ kind: 'discount', description: 'Repeat guests (10 %)', totalCents: -46_400 });
    expect(await invoiceText()).toContain('Repeat guests (10 %)');
    const fewer = await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { adults: 2 });
    expect(fewer.json().booking.totalCents).toBe(314_000 - 10_000 - 31_400);
    for (const bad of [{ kind: 'extra', description: 'Share', percent: 10 }, { kind: 'discount', description: 'Share', percent: 0 }, { kind: 'discount', description: 'Share', percent: 101 }, { kind: 'discount', description: 'Nothing' }]) {
      const res = await add(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking.totalCents).toBe(272_600);
  });

  it('after the deposit came in, park fees go on the balance: no deposit top-up, and the mail, the page and the invoice agree on what is still to pay', async () => {
    const made = await bookAhead(830, 2, 'paid');
    const paidNumber = made.bookingNumber;
    const deposit = percentOf(300_000, made.depositPercent);
    const paid = await call('POST', `/api/admin/bookings/${paidNumber}/deposit`, { cookie }, { reference: 'stmt-lines-1' });
    expect(paid.status, paid.text).toBe(200);
    const invoiceBefore = JSON.parse((await db().selectFrom('invoices').select('body').where('booking_number', '=', paidNumber).executeTakeFirstOrThrow()).body);

    const fees = await call('POST', `/api/admin/bookings/${paidNumber}/lines`, { cookie }, { kind: 'extra', description: 'Park fees', amountCents: 15_000, quantity: 3 });
    expect(fees.status, fees.text).toBe(201);
    // The deposit stays what was paid; the $450 go on the balance.
    expect(fees.json().booking).toMatchObject({ status: 'confirmed', totalCents: 345_000, depositCents: deposit, paidCents: deposit, balanceCents: 345_000 - deposit });
    const mail = await db().selectFrom('outbox').select('body').where('ref', '=', paidNumber).where('kind', '=', 'booking.amended').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const still = (345_000 - deposit) / 100;
    expect(mail.body).toContain(`$ ${still.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(still) ? 0 : 2 })}`);
    // The mail names the line that changed the price (walked: only "the total changed").
    expect(mail.body).toContain('Adjustments by our office:\n- Park fees (3 × $ 150): $ 450');
    const invoice = JSON.parse((await db().selectFrom('invoices').select('body').where('booking_number', '=', paidNumber).executeTakeFirstOrThrow()).body);
    expect(invoice).toMatchObject({ depositCents: deposit, balanceCents: 345_000 - deposit, depositReceived: true, depositDueDate: invoiceBefore.depositDueDate });
    const text = (await extractText(new Uint8Array(await renderInvoicePdf(invoice)), { mergePages: true })).text;
    expect(text).toContain('Deposit (received)');
    expect(text).not.toMatch(/Deposit \(\d+%\) due by/);
  });

  it('a trip invoiced in full (it starts soon) and paid: a new line is asked as the rest of the whole price, not as a balance beside a deposit', async () => {
    const made = await bookAhead(20, 1, 'soon');
    expect(made.depositPercent).toBe(100);
    const soon = made.bookingNumber;
    expect((await call('POST', `/api/admin/bookings/${soon}/deposit`, { cookie }, { reference: 'stmt-soon-1' })).status).toBe(200);
    const fees = await call('POST', `/api/admin/bookings/${soon}/lines`, { cookie }, { kind: 'extra', description: 'Park fees', amountCents: 15_000, quantity: 1 });
    expect(fees.json().booking).toMatchObject({ totalCents: 165_000, depositCents: 165_000, paidCents: 150_000 });
  });

  it('refuses an unknown kind, no words, a line that is not there; nothing changes', async () => {
    const before = (await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking;
    const bad = await add({ kind: 'gift', description: '', amountCents: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['amountCents', 'description', 'kind']);
    expect((await call('DELETE', `/api/admin/bookings/${number}/lines/line-nothere`, { cookie })).status).toBe(404);
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking).toMatchObject({ totalCents: before.totalCents, invoices: before.invoices });
  });
});

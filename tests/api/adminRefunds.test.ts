import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingViewRoute from '@/pages/api/bookings/[number]';
import * as ipnRoute from '@/pages/api/payments/pesapal/ipn';
import * as submitRoute from '@/pages/api/submit-order-request';
import * as refundsRoute from '@/pages/api/admin/bookings/[number]/refunds';
import * as adminBookingRoute from '@/pages/api/admin/bookings/[number]/index';
import * as cancelRoute from '@/pages/api/admin/bookings/[number]/cancel';
import * as moneyRoute from '@/pages/api/admin/money';
import * as linesRoute from '@/pages/api/admin/bookings/[number]/lines/index';
import { extractText } from 'unpdf';
import { formatCents } from '@/lib/format/price';
import { formatDay } from '@/lib/format/dates';
import { creditNotePdfOf, invoicePdfOf } from '@/server/bookings/invoiceService';
import { recordBankTransfer } from '@/server/bookings/operatorActions';
import { startPesapalStandIn } from '@/scripts/pesapal-standin.mjs';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, ownDeparture, postBooking } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingViewRoute, '/api/submit-order-request': submitRoute, '/api/payments/pesapal/ipn': ipnRoute,
  '/api/admin/bookings/[number]/refunds': refundsRoute, '/api/admin/bookings/[number]': adminBookingRoute, '/api/admin/bookings/[number]/cancel': cancelRoute, '/api/admin/money': moneyRoute,
  '/api/admin/bookings/[number]/lines': linesRoute,
};
const pdfText = async (made: { pdf: Buffer }) => (await extractText(new Uint8Array(made.pdf), { mergePages: true })).text;
const ENV = ['PESAPAL_BASE_URL', 'PESAPAL_CONSUMER_KEY', 'PESAPAL_CONSUMER_SECRET', 'PESAPAL_IPN_URL'];

describe.each(engines())('refunds, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let standIn: Awaited<ReturnType<typeof startPesapalStandIn>>;
  const saved = { ...process.env };
  let dep = '';
  const post = (path: string, body: unknown) => admin.seeded.api().request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const book = async () => {
    const created = (await post('/api/bookings', await withFormToken(admin.seeded.api(), bookingAnswers({ tour: slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email: `refund.${unique()}@example.com` })))).json();
    return { number: created.bookingNumber as string, key: new URL(created.manageUrl).searchParams.get('key')!, depositCents: created.depositCents as number };
  };
  let slug = '';
  const mailsOf = (number: string, kind: string) => db().selectFrom('outbox').select(['subject', 'body']).where('ref', '=', number).where('kind', '=', kind).execute();

  beforeAll(async () => {
    cookie = await login();
    standIn = await startPesapalStandIn({ consumers: [{ key: 'refund-key', secret: 'refund-secret' }] });
    Object.assign(process.env, { PESAPAL_BASE_URL: standIn.url, PESAPAL_CONSUMER_KEY: 'refund-key', PESAPAL_CONSUMER_SECRET: 'refund-secret', PESAPAL_IPN_URL: `${admin.seeded.api().url}/api/payments/pesapal/ipn` });
    const tours = await bookableTours(db());
    slug = tours.shared.slug;
    dep = (await ownDeparture(db(), tours.shared.id, 640, { seats_total: 10, price_cents: 100_000 })).id;
  });
  afterAll(async () => {
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await standIn?.close();
  });

  it('pays back part of an online deposit through Pesapal’s refund request; the traveller’s page says what was refunded', async () => {
    const b = await book();
    const started = await post('/api/submit-order-request', { bookingNumber: b.number, key: b.key });
    expect(started.status, started.text).toBe(200);
    const paid = await fetch(started.json().redirect_url, { method: 'POST', body: new URLSearchParams({ outcome: 'completed' }), redirect: 'manual' });
    expect(paid.status).toBe(302);
    const payment = await db().selectFrom('payments').select(['id', 'status']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    expect(payment.status).toBe('completed');

    const refund = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 5_000, reference: 'Goodwill: late pick-up' });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.json().refund).toMatchObject({ method: 'online', amountCents: 5_000 });
    expect(standIn.state().orders.at(-1)!.refunds).toEqual([expect.objectContaining({ amount: 50, remarks: 'Goodwill: late pick-up' })]);
    const view = (await admin.seeded.api().request(`/api/bookings/${b.number}?key=${b.key}`)).json();
    expect(view).toMatchObject({ refundedCents: 5_000, paidCents: b.depositCents - 5_000 });

    // Never more than is left of the payment: refused, and the provider is not even asked.
    const calls = standIn.state().orders.at(-1)!.refunds!.length;
    const tooMuch = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: b.depositCents });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json().error.fields).toHaveProperty('amountCents');
    expect(standIn.state().orders.at(-1)!.refunds!.length).toBe(calls);
  });

  it('records a bank transfer paid back by bank with its reference; an unknown payment is refused', async () => {
    const b = await book();
    await recordBankTransfer(b.number, b.depositCents, `TT-${unique()}`, 'office@example.com', db());
    const payment = await db().selectFrom('payments').select(['id']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    const res = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: b.depositCents, reference: 'TT-BACK-0042', method: 'bank' });
    expect(res.status, res.text).toBe(201);
    expect(res.json().booking).toMatchObject({ paidCents: 0 });
    expect(res.json().booking.history.at(-1).note).toContain('TT-BACK-0042');
    // The office's history in dollars, not cents; the traveller hears of the refund (walked on 29 Nov: no mail).
    expect(res.json().booking.history.at(-1).note).toContain(`refund ${formatCents(b.depositCents)} by bank`);
    const [mail, ...more] = await mailsOf(b.number, 'booking.refund');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Refund for your booking ${b.number}`);
    expect(mail!.body).toContain(`We have refunded ${formatCents(b.depositCents)} for your booking ${b.number}`);
    expect(mail!.body).toContain('on its way by bank transfer');
    expect(mail!.body).toContain(`Still paid on the booking after this refund: ${formatCents(0)}`);
    expect((await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: 'nope', amountCents: 100 })).status).toBe(400);
    expect((await call('POST', `/api/admin/bookings/${b.number}/refunds`, { bearer: admin.tokens.traveller }, { paymentId: payment.id, amountCents: 100 })).status).toBe(401);
  });

  it('a goodwill refund comes off the price too (a discount line with its reason): nothing is owed again; without it the price stays and the refund is to pay again', async () => {
    const b = await book();
    await recordBankTransfer(b.number, 100_000, `TT-${unique()}`, 'office@example.com', db());
    const payment = await db().selectFrom('payments').select(['id']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    const goodwill = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 20_000, reference: 'Goodwill: late pickup', method: 'bank', lowerPrice: true });
    expect(goodwill.status, goodwill.text).toBe(201);
    expect(goodwill.json().booking).toMatchObject({ totalCents: 80_000, paidCents: 80_000, balanceCents: 0 });
    expect(goodwill.json().booking.officeLines).toEqual([expect.objectContaining({ kind: 'discount', description: 'Goodwill: late pickup', amountCents: 20_000 })]);
    const view = (await admin.seeded.api().request(`/api/bookings/${b.number}?key=${b.key}`)).json();
    expect(view).toMatchObject({ totalCents: 80_000, paidCents: 80_000, refundedCents: 20_000 });
    const pdf = await pdfText(await invoicePdfOf(b.number, b.key, db()));
    expect(pdf).toContain('Goodwill: late pickup 1 -$ 200 -$ 200');
    expect(pdf).toContain('Still to pay $ 0');
    // One mail, its figures the page's (walked on 30 Nov: a second mail, "amended", with the paid sum before the refund).
    expect(await mailsOf(b.number, 'booking.amended')).toEqual([]);
    const [told] = await mailsOf(b.number, 'booking.refund');
    expect(told!.body).toContain(`The price of your booking goes down by the same amount: it is now ${formatCents(80_000)}.`);
    expect(told!.body).toContain(`Still paid on the booking after this refund: ${formatCents(80_000)}\nYour trip is now paid in full.`);
    // The invoice issued again for the lower price is named, with its PDF (walked on 30 Nov: not said).
    const invoice = await db().selectFrom('invoices').select(['number']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    expect(told!.body).toMatch(new RegExp(`Your updated invoice is ${invoice.number}[^\\n]*\\nhttp\\S+/api/bookings/${b.number}/invoice`));

    // Paid back without touching the price (money paid twice): that much is to pay again.
    const back = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 10_000, reference: 'Paid twice', method: 'bank' });
    expect(back.status, back.text).toBe(201);
    expect(back.json().booking).toMatchObject({ totalCents: 80_000, paidCents: 70_000, balanceCents: 10_000 });
    // The traveller is told what is to pay again, and by when.
    const [, again] = await mailsOf(b.number, 'booking.refund');
    expect(again!.body).toContain(`Still to pay: ${formatCents(10_000)}, due by `);
  });

  // Walked on 30 Nov: a $ 200 discount on a booking whose $ 1,498.50 deposit was paid made the
  // deposit 30 % of the new price ("Deposit (received) $ 1,438.50", and two sums left to pay on one
  // invoice); a goodwill refund then asked the confirmed traveller for "$ 10" of deposit again.
  it('a discount on a booking whose deposit is paid keeps the deposit as received; a goodwill refund then leaves it paid; page, invoice and mails agree', async () => {
    const b = await book();
    await recordBankTransfer(b.number, b.depositCents, `TT-${unique()}`, 'office@example.com', db());
    const discount = await call('POST', `/api/admin/bookings/${b.number}/lines`, { cookie }, { kind: 'discount', description: 'Early bird', amountCents: 10_000, quantity: 1 });
    expect(discount.status, discount.text).toBe(201);
    expect(discount.json().booking).toMatchObject({ status: 'confirmed', totalCents: 90_000, depositCents: b.depositCents, paidCents: b.depositCents, balanceCents: 90_000 - b.depositCents, depositPaid: true });
    const invoice = await pdfText(await invoicePdfOf(b.number, b.key, db()));
    expect(invoice).toContain(`Deposit (received) ${formatCents(b.depositCents)}`);
    expect(invoice).toContain(`Still to pay ${formatCents(90_000 - b.depositCents)}`);
    const [amended] = await mailsOf(b.number, 'booking.amended');
    expect(amended!.body).toContain(`Deposit: ${formatCents(b.depositCents)}`);
    expect(amended!.body).toContain(`Balance: ${formatCents(90_000 - b.depositCents)}, due by `);

    const payment = await db().selectFrom('payments').select(['id']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    const goodwill = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 5_000, method: 'bank', lowerPrice: true });
    expect(goodwill.status, goodwill.text).toBe(201);
    const kept = b.depositCents - 5_000;
    expect(goodwill.json().booking).toMatchObject({ status: 'confirmed', totalCents: 85_000, depositCents: kept, paidCents: kept, balanceCents: 85_000 - kept, depositPaid: true });
    const view = (await admin.seeded.api().request(`/api/bookings/${b.number}?key=${b.key}`)).json();
    expect(view).toMatchObject({ totalCents: 85_000, depositCents: kept, paidCents: kept });
    // What is left is the balance, by the balance's date: the page's and the refund mail's.
    const [told] = await mailsOf(b.number, 'booking.refund');
    expect(told!.body).toContain(`Still to pay: ${formatCents(85_000 - kept)}, due by ${formatDay(view.balanceDueDate, 'en')}`);
  });

  it('a trip paid in full and then partly paid back: the page says what is to pay again and takes it online; one due date everywhere; an unnamed goodwill line is in the traveller\'s language', async () => {
    const tours = await bookableTours(db());
    const { id: soon } = await ownDeparture(db(), tours.shared.id, 20, { seats_total: 10, price_cents: 100_000 });
    const created = (await admin.seeded.api().request('/api/bookings', {
      method: 'POST', host: 'de.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: slug, departureId: soon, adults: 1, children: 0, childrenAges: [], email: `soon.${unique()}@example.com` }))),
    })).json();
    const b = { number: created.bookingNumber as string, key: new URL(created.manageUrl).searchParams.get('key')! };
    expect(created.depositCents).toBe(created.totalCents);
    await recordBankTransfer(b.number, created.totalCents, `TT-${unique()}`, 'office@example.com', db());
    const payment = await db().selectFrom('payments').select(['id']).where('booking_number', '=', b.number).executeTakeFirstOrThrow();
    expect((await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 10_000, method: 'bank' })).status).toBe(201);

    const view = (await admin.seeded.api().request(`/api/bookings/${b.number}?key=${b.key}`, { host: 'de.localhost:3000' })).json();
    expect(view).toMatchObject({ status: 'confirmed', paidCents: created.totalCents - 10_000 });
    const { statusKey } = await import('@/lib/booking/statusWording');
    const { amountDue, payableOnline } = await import('@/lib/booking/amountDue');
    expect(statusKey(view)).toBe('confirmed_owing');
    expect(payableOnline(view.status, amountDue(view))).toBe(true);
    const pay = await post('/api/submit-order-request', { bookingNumber: b.number, key: b.key });
    expect(pay.status, pay.text).toBe(200);
    const order = await db().selectFrom('payments').select(['amount_cents']).where('booking_number', '=', b.number).where('method', '=', 'online').executeTakeFirstOrThrow();
    expect(Number(order.amount_cents)).toBe(10_000);

    // The money board's date is the one the traveller's invoice and the office's booking state.
    const money = (await call('GET', '/api/admin/money', { cookie })).json();
    const owed = [...money.due, ...money.overdue].find((i: { number: string }) => i.number === b.number);
    expect(owed).toMatchObject({ amountCents: 10_000, dueDate: view.invoice.depositDueDate });
    const [mail] = await mailsOf(b.number, 'booking.refund');
    expect(mail!.body).toContain(`Noch zu zahlen: ${formatCents(10_000)}`);

    // A goodwill refund without a reason: the discount line is named in German, like the rest of the invoice.
    const goodwill = await call('POST', `/api/admin/bookings/${b.number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: 5_000, method: 'bank', lowerPrice: true });
    expect(goodwill.status, goodwill.text).toBe(201);
    expect(goodwill.json().booking.officeLines).toEqual([expect.objectContaining({ kind: 'discount', description: 'Kulanznachlass', amountCents: 5_000 })]);
  });

  it('cancelled and paid back: the German invoice and credit note state the refund, with its date and amount', async () => {
    const created = await postBooking(admin.seeded.api(), { tour: slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email: `storno.${unique()}@example.com` }, 'de.localhost:3000');
    expect(created.status, created.text).toBe(201);
    const number = created.json().bookingNumber as string;
    const key = new URL(created.json().manageUrl).searchParams.get('key')!;
    const deposit = created.json().depositCents as number;
    // Part of the deposit first: a receipt with what is left (walked on 29 Nov: no mail at all).
    await recordBankTransfer(number, 10_000, `TT-${unique()}`, 'office@example.com', db());
    const [receipt] = await mailsOf(number, 'booking.paymentReceived');
    expect(receipt!.body).toContain(`Wir haben ${formatCents(10_000)} für Ihre Buchung ${number}`);
    expect(receipt!.body).toContain(`Bisher bezahlt: ${formatCents(10_000)} von ${formatCents(created.json().totalCents)}`);
    // The deposit's rest by its date, then the balance by its own (walked on 30 Nov: the whole rest by the deposit's date).
    const esc = (cents: number) => formatCents(cents).replace(/[$.]/g, '\\$&');
    expect(receipt!.body).toMatch(new RegExp(`Noch zu zahlen: ${esc(deposit - 10_000)} bis \\d{1,2}\\. \\S+ \\d{4} \\(Rest der Anzahlung\\), danach ${esc(created.json().totalCents - deposit)} bis \\d{1,2}\\. `));
    await recordBankTransfer(number, deposit - 10_000, `TT-${unique()}`, 'office@example.com', db());
    // The rest of the deposit confirms the booking: its own mail, no second receipt.
    expect(await mailsOf(number, 'booking.paymentReceived')).toHaveLength(1);
    expect(await mailsOf(number, 'booking.confirmed')).toHaveLength(1);
    expect((await call('POST', `/api/admin/bookings/${number}/cancel`, { cookie }, { reason: 'Illness' })).status).toBe(200);
    const payment = await db().selectFrom('payments').select(['id']).where('booking_number', '=', number).orderBy('amount_cents', 'desc').executeTakeFirstOrThrow();
    // Before the refund the documents do not speak of one.
    expect(await pdfText(await creditNotePdfOf(number, key, db()))).not.toContain('zurückerstattet');
    const res = await call('POST', `/api/admin/bookings/${number}/refunds`, { cookie }, { paymentId: payment.id, amountCents: deposit - 10_000, reference: 'TT-BACK-7', method: 'bank' });
    expect(res.status, res.text).toBe(201);
    const today = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    for (const text of [await pdfText(await invoicePdfOf(number, key, db())), await pdfText(await creditNotePdfOf(number, key, db()))]) {
      expect(text).toContain(`An Sie zurückerstattet am ${today}`);
      expect(text).toContain(formatCents(-(deposit - 10_000)));
    }
  });
});

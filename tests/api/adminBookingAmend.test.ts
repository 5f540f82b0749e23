import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingRoute from '@/pages/api/admin/bookings/[number]/index';
import * as cancelRoute from '@/pages/api/admin/bookings/[number]/cancel';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingViewRoute from '@/pages/api/bookings/[number]';
import { formatCents } from '@/lib/format/price';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { addOperator } from '@/server/admin/operatorService';
import { invoicePdfOf } from '@/server/bookings/invoiceService';
import { recordBankTransfer } from '@/server/bookings/operatorActions';
import { extractText } from 'unpdf';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay, ownDeparture, postBooking } from '../helpers/bookings';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/bookings/[number]': bookingRoute, '/api/admin/bookings/[number]/cancel': cancelRoute, '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingViewRoute };
const en = enJson as unknown as Messages;

describe.each(engines())('the office amends a booking, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  let salesCookie = '';
  let editorCookie = '';
  let offset = 700;
  /** A departure of the shared tour of its own, far ahead, with `seats` seats at `priceCents`. */
  const departure = async (seats: number, priceCents = 150_000) => (await ownDeparture(db(), tours.shared.id, offset++, { seats_total: seats, price_cents: priceCents })).id;
  const taken = async (id: string) => Number((await db().selectFrom('departures').select('seats_taken').where('id', '=', id).executeTakeFirstOrThrow()).seats_taken);
  const book = async (departureId: string, adults: number, host?: string) => {
    const res = await admin.seeded.api().request('/api/bookings', {
      method: 'POST', host, headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId, adults, children: 0, childrenAges: [], email: `amend.${unique()}@example.com` }))),
    });
    expect(res.status, res.text).toBe(201);
    return res.json().bookingNumber as string;
  };
  const patch = (number: string, body: unknown, auth = { cookie }) => call('PATCH', `/api/admin/bookings/${number}`, auth, body);
  const mailsOf = (number: string, kind: string) => db().selectFrom('outbox').select(['to_address', 'subject', 'body', 'locale']).where('ref', '=', number).where('kind', '=', kind).execute();

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
    salesCookie = await admin.loginAsSales();
    const editorEmail = `editor.${unique()}@safari.example`;
    await addOperator({ email: editorEmail, name: 'Eddie Editor', password: OPERATOR_PASSWORD, role: 'editor' }, db());
    editorCookie = await login(editorEmail);
  });

  it('adds a traveller: priced again, one more seat, a new invoice version, and a German mail with the new figures', async () => {
    const dep = await departure(8);
    const number = await book(dep, 2, 'de.localhost:3000');
    const before = (await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking;
    expect(before).toMatchObject({ number, adults: 2, departureId: dep, totalCents: 300_000, balanceCents: 300_000, locale: 'de' });
    expect(before.invoices).toHaveLength(1);
    expect(await taken(dep)).toBe(2);

    const res = await patch(number, { adults: 3 });
    expect(res.status, res.text).toBe(200);
    expect(res.json().difference).toMatchObject({ totalCents: 150_000, balanceCents: 150_000 });
    expect(res.json().booking).toMatchObject({ adults: 3, totalCents: 450_000, depositCents: 450_000 * before.depositPercent / 100 });
    expect(await taken(dep)).toBe(3);
    // The first invoice is kept, superseded by the second, numbered next.
    const current = await db().selectFrom('invoices').select(['number', 'body']).where('booking_number', '=', number).executeTakeFirstOrThrow();
    const earlier = await db().selectFrom('superseded_invoices').select(['number', 'superseded_by']).where('booking_number', '=', number).execute();
    expect(earlier).toEqual([{ number: before.invoices[0], superseded_by: current.number }]);
    expect(Number(current.number.slice(-6))).toBe(Number(before.invoices[0].slice(-6)) + 1);
    expect(JSON.parse(current.body)).toMatchObject({ totalCents: 450_000 });
    expect(res.json().booking.invoices).toEqual([before.invoices[0], current.number]);
    const invoices = [{ number: before.invoices[0] }, current];
    const [mail] = await mailsOf(number, 'booking.amended');
    expect(mail).toMatchObject({ locale: 'de', subject: `Ihre Buchung ${number} wurde geändert` });
    expect(mail!.body).toContain(`Gesamtpreis: ${formatCents(450_000)}`);
    expect(mail!.body).toContain(invoices[1]!.number);
    expect(res.json().booking.history.at(-1)).toMatchObject({ actor: email, action: 'amend' });
  });

  // Walked on 29 Nov: after a paid deposit and a change to fewer travellers, the mail said $ 2,255
  // was left while the invoice issued again asked for the new deposit and the whole balance; a
  // change of date alone kept the old invoice, with the old first day and balance date.
  it('a deposit paid, then fewer travellers and another departure: the invoice is issued again for the new day, and mail, page and invoice agree on what is left', async () => {
    const dep = await departure(8);
    const later = await departure(8);
    const created = await postBooking(admin.seeded.api(), { tour: tours.shared.slug, departureId: dep, adults: 3, children: 0, childrenAges: [], email: `amend.${unique()}@example.com` }, 'de.localhost:3000');
    expect(created.status, created.text).toBe(201);
    const number = created.json().bookingNumber as string;
    const key = new URL(created.json().manageUrl).searchParams.get('key')!;
    const paid = created.json().depositCents as number;
    await recordBankTransfer(number, paid, `TT-${unique()}`, 'office@example.com', db());

    const res = await patch(number, { adults: 2, departureId: later });
    expect(res.status, res.text).toBe(200);
    const after = res.json().booking;
    expect(after).toMatchObject({ adults: 2, startDate: later.split('@')[1], totalCents: 300_000, paidCents: paid });
    const left = after.totalCents - paid;
    // The deposit stays as received (not a third less with a third fewer travellers): one sum is left.
    expect(after).toMatchObject({ depositCents: paid, balanceCents: left, depositPaid: true });

    const [mail] = await mailsOf(number, 'booking.amended');
    expect(mail!.body).toContain('Reisende: 2 Erwachsene\n');
    expect(mail!.body).toContain(`Bisher bezahlt: ${formatCents(paid)}`);
    expect(mail!.body).toContain(`Restbetrag: ${formatCents(left)},`);
    const view = (await admin.seeded.api().request(`/api/bookings/${number}?key=${key}`)).json();
    expect(view.balanceCents).toBe(left);
    const invoice = JSON.parse((await db().selectFrom('invoices').select('body').where('booking_number', '=', number).executeTakeFirstOrThrow()).body);
    expect(invoice).toMatchObject({ startDate: later.split('@')[1], balanceDueDate: after.balanceDueDate, totalCents: 300_000 });
    const text = (await extractText(new Uint8Array((await invoicePdfOf(number, key, db())).pdf), { mergePages: true })).text;
    expect(text).toContain(`Bisher bezahlt ${formatCents(paid)}`);
    expect(text).toContain(`Noch zu zahlen ${formatCents(left)}`);

    // The first day alone, same price: the invoice still tells the truth only once issued again.
    const again = await departure(8);
    const moved = await patch(number, { departureId: again });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json().difference.totalCents).toBe(0);
    const current = await db().selectFrom('invoices').select(['number', 'body']).where('booking_number', '=', number).executeTakeFirstOrThrow();
    expect(JSON.parse(current.body)).toMatchObject({ startDate: again.split('@')[1], balanceDueDate: moved.json().booking.balanceDueDate });
    expect(moved.json().booking.invoices).toHaveLength(3);
    const last = (await mailsOf(number, 'booking.amended')).find((m) => m.body.includes(current.number));
    expect(last, 'the mail names the new invoice').toBeTruthy();
  });

  it('walked: a deposit paid, then moved to a departure within the last weeks: the deposit stays the deposit and the rest is a balance due now, the same on the invoice, the page and the mail', async () => {
    const dep = await departure(8);
    const { id: near } = await ownDeparture(db(), tours.shared.id, 14, { seats_total: 8, price_cents: 150_000 });
    const created = await postBooking(admin.seeded.api(), { tour: tours.shared.slug, departureId: dep, adults: 2, children: 0, childrenAges: [], email: `amend.${unique()}@example.com` }, 'de.localhost:3000');
    expect(created.status, created.text).toBe(201);
    const number = created.json().bookingNumber as string;
    const key = new URL(created.json().manageUrl).searchParams.get('key')!;
    const paid = created.json().depositCents as number;
    await recordBankTransfer(number, paid, `TT-${unique()}`, 'office@example.com', db());

    const moved = await patch(number, { departureId: near });
    expect(moved.status, moved.text).toBe(200);
    const after = moved.json().booking;
    const left = after.totalCents - paid;
    expect(left).toBeGreaterThan(0);
    expect(after).toMatchObject({ depositCents: paid, balanceCents: left, depositPaid: true });
    expect(after.depositPercent).toBeLessThan(100);
    const text = (await extractText(new Uint8Array((await invoicePdfOf(number, key, db())).pdf), { mergePages: true })).text;
    // Not "Gesamtbetrag fällig … $ 810" on a larger total, nor "no balance later".
    expect(text).not.toContain('Gesamtbetrag fällig');
    expect(text).toContain(`Noch zu zahlen ${formatCents(left)}`);
    const mail = (await mailsOf(number, 'booking.amended')).at(-1)!;
    expect(mail.body).toContain(`Restbetrag: ${formatCents(left)}, sofort fällig`);
  });

  // Walked on 30 Nov: a booking made at a 10 % deal, the deal over, a fourth traveller added: all
  // four at the full price, the three booked ones losing the price they booked at.
  it('a booking made during a deal keeps that deal when the office adds a traveller after it has ended', async () => {
    const dep = await departure(8);
    const at = new Date().toISOString();
    const deal = `deal-amend-${unique()}`;
    await db().insertInto('deals').values({ id: deal, tour_id: tours.shared.id, kind: 'percent', value: 10, starts_on: isoDay(-1), ends_on: isoDay(30), created_at: at, edited_at: at, edited_by: null }).execute();
    let number = '';
    try {
      number = await book(dep, 2);
    } finally {
      await db().deleteFrom('deals').where('id', '=', deal).execute();
    }
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking.totalCents).toBe(270_000);
    const res = await patch(number, { adults: 3 });
    expect(res.status, res.text).toBe(200);
    expect(res.json().booking.totalCents).toBe(405_000);
    expect(res.json().difference.totalCents).toBe(135_000);
  });

  it('previews a change (?preview=1): the new price and difference, while nothing changes, not even a seat, an invoice number or a mail', async () => {
    const dep = await departure(12);
    const number = await book(dep, 2);
    const before = (await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking;
    const mailsBefore = (await mailsOf(number, 'booking.amended')).length;
    const res = await call('PATCH', `/api/admin/bookings/${number}?preview=1`, { cookie }, { adults: 4 });
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ preview: true, difference: { totalCents: 300_000 }, booking: { adults: 4, totalCents: 600_000 } });
    expect(await taken(dep)).toBe(2);
    const after = (await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking;
    expect(after).toMatchObject({ adults: 2, totalCents: 300_000, invoices: before.invoices, updatedAt: before.updatedAt });
    expect(after.history).toHaveLength(before.history.length);
    expect((await mailsOf(number, 'booking.amended')).length).toBe(mailsBefore);
    // Saved for real, the next invoice number is the one the preview did not keep.
    const saved = await patch(number, { adults: 4 });
    expect(saved.json().booking.invoices.at(-1)).toBe(res.json().booking.invoices.at(-1));
  });

  it('moves a booking to another departure: both departures’ seats follow; a full one is refused and nothing changes', async () => {
    const from = await departure(6);
    const to = await departure(4, 170_000);
    const full = await departure(1);
    const number = await book(from, 2);
    const moved = await patch(number, { departureId: to });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json().booking).toMatchObject({ departureId: to, startDate: to.split('@')[1], totalCents: 340_000 });
    expect([await taken(from), await taken(to)]).toEqual([0, 2]);

    const refused = await patch(number, { departureId: full });
    expect(refused.status).toBe(409);
    expect(refused.json().error.code).toBe('departure_full');
    expect([await taken(to), await taken(full)]).toEqual([2, 0]);
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking).toMatchObject({ departureId: to, totalCents: 340_000 });
  });

  it('keeps seats exact under 20 amendments at once onto one departure with 10 seats', async () => {
    const from = await departure(30);
    const onto = await departure(10);
    const numbers: string[] = [];
    for (let i = 0; i < 20; i++) numbers.push(await book(from, 1));
    const answers = await Promise.all(numbers.map((n) => patch(n, { departureId: onto })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await taken(onto)).toBe(10);
    expect(await taken(from)).toBe(10);
    const rows = await db().selectFrom('bookings').select(['number', 'departure_id']).where('number', 'in', numbers).execute();
    expect(rows.filter((r) => r.departure_id === onto)).toHaveLength(10);

    // Ten changes of price at once (one more traveller on those left behind) each issue the
    // invoice again: the numbers stay without a gap or a double.
    const priced = await Promise.all(rows.filter((r) => r.departure_id === from).map((r) => patch(r.number, { adults: 2 })));
    expect(priced.every((r) => r.status === 200)).toBe(true);
    const issued = [
      ...(await db().selectFrom('invoices').select('number').execute()),
      ...(await db().selectFrom('superseded_invoices').select('number').execute()),
    ].map((r) => r.number).filter((n) => n.startsWith(`INV-${new Date().getUTCFullYear()}-`));
    const serials = issued.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => serials[0]! + i));
    expect(serials.length).toBeGreaterThanOrEqual(30);
  });

  it('corrects a mistyped address: the private link goes to the new one, the old one is told', async () => {
    const number = await book(await departure(4), 1);
    const old = (await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking.email;
    const res = await patch(number, { email: 'anna.mueller@example.com', phone: '+49 30 7654321' }, { cookie: salesCookie });
    expect(res.status, res.text).toBe(200);
    expect(res.json().difference.totalCents).toBe(0);
    const [amended] = await mailsOf(number, 'booking.amended');
    expect(amended!.to_address).toBe('anna.mueller@example.com');
    expect(amended!.body).toContain('/Payment?booking=');
    const [notice] = await mailsOf(number, 'booking.addressChanged');
    expect(notice).toMatchObject({ to_address: old });
    expect(notice!.body).toContain('anna.mueller@example.com');
    expect(notice!.body).not.toContain('/Payment?booking=');
  });

  it('refuses ages that do not match, a closed booking, an editor and a traveller; nothing changes', async () => {
    const number = await book(await departure(4), 1);
    const ages = await patch(number, { children: 1 });
    expect(ages.status).toBe(400);
    expect(ages.json().error.fields.childAges).toBe(translate(en, 'validation.childrenAges'));
    expect((await patch(number, { adults: 2 }, { cookie: editorCookie })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/bookings/${number}`, { bearer: admin.tokens.traveller }, { adults: 2 })).status).toBe(401);
    expect((await call('POST', `/api/admin/bookings/${number}/cancel`, { cookie }, { reason: 'test' })).status).toBe(200);
    const closed = await patch(number, { adults: 2 });
    expect(closed.status).toBe(409);
    expect(closed.json().error).toMatchObject({ code: 'booking_closed', message: translate(en, 'api.bookingNotAmendable') });
    expect((await call('GET', `/api/admin/bookings/${number}`, { cookie })).json().booking.adults).toBe(1);
  });
});

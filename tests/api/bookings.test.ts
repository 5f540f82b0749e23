import { describe, expect, it } from 'vitest';
import * as departuresRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as invoiceRoute from '@/pages/api/bookings/[number]/invoice';
import { extractText } from 'unpdf';
import { formatCents } from '@/lib/format/price';
import { priceBooking } from '@/lib/booking/pricing';
import { UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';

const routes = { '/api/departures': departuresRoute, '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingRoute, '/api/bookings/[number]/invoice': invoiceRoute };

describe.each(engines())('booking with a deposit on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  const db = () => seeded.db().db;
  const post = async (body: Record<string, unknown>, { host = 'localhost:3000', headers = {} }: { host?: string; headers?: Record<string, string> } = {}) =>
    seeded.api().request('/api/bookings', { method: 'POST', host, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(await withFormToken(seeded.api(), body)) });
  const departuresOf = async (slug: string, host = 'localhost:3000') => (await seeded.api().request(`/api/departures?tour=${slug}`, { host })).json().departures;
  const keyOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('key')!;

  it('lists a shared tour\'s departures for twelve months with seats left, and 404 for an unknown tour', async () => {
    const { shared } = await bookableTours(db());
    const departures = await departuresOf(shared.slug);
    expect(departures.length).toBeGreaterThan(90);
    const first = departures[0];
    expect(first.startDate > isoDay(0)).toBe(true);
    expect(departures.at(-1).startDate >= isoDay(330)).toBe(true);
    expect(first).toMatchObject({ tourSlug: shared.slug, seatsTotal: 6, seatsLeft: 6, priceCents: Number(shared.price_from) * 100, days: Number(shared.days) });
    expect((await seeded.api().request('/api/departures?tour=no-such-tour')).status).toBe(404);
    const all = (await seeded.api().request('/api/departures')).json().departures;
    expect(new Set(all.map((d: { tourSlug: string }) => d.tourSlug)).size).toBeGreaterThan(3);
  });

  it('books a departure: seats held 2 hours until the email is confirmed (tests/api/seatHolds.test.ts), the invoice issued, figures as the page computes them, mails in German', async () => {
    const { shared } = await bookableTours(db());
    const departure = (await departuresOf(shared.slug, 'de.localhost:3000'))[40];
    const res = await post(bookingAnswers({ tour: departure.tourSlug, departureId: departure.id }), { host: 'de.localhost:3000' });
    expect(res.status, res.text).toBe(201);
    const body = res.json();
    const expected = priceBooking({ adultCents: departure.priceCents, tourLevel: 'mid-range', level: 'mid-range', safariType: 'lodge', adults: 2, childrenAges: [9], startDate: departure.startDate, today: isoDay(0) });
    expect(body).toMatchObject({ status: 'awaiting_deposit', totalCents: expected.totalCents, depositCents: expected.depositCents, depositPercent: 30, balanceDueDate: expected.balanceDueDate });
    expect(body.bookingNumber).toMatch(/^B-\d{4}-\d{6}$/);
    expect(body.totalCents).toBe(2 * departure.priceCents + Math.floor((departure.priceCents * 70 + 50) / 100));
    const hold = Date.parse(body.holdExpiresAt) - Date.now();
    expect(hold).toBeGreaterThan((UNCONFIRMED_HOLD_HOURS - 0.1) * 3_600_000);
    expect(hold).toBeLessThanOrEqual(UNCONFIRMED_HOLD_HOURS * 3_600_000);
    expect(body.manageUrl).toMatch(/^http:\/\/de\.localhost:3000\/Payment\?booking=B-\d{4}-\d{6}&key=[\w-]{32}$/);

    const after = (await departuresOf(shared.slug)).find((d: { id: string }) => d.id === departure.id);
    expect(after.seatsLeft).toBe(3);

    const view = await seeded.api().request(`/api/bookings/${body.bookingNumber}?key=${keyOf(body.manageUrl)}`);
    expect(view.status).toBe(200);
    expect(view.headers['cache-control']).toContain('no-store');
    const booking = view.json();
    expect(booking).toMatchObject({ status: 'awaiting_deposit', locale: 'de', paidCents: 0, balanceCents: body.totalCents, rooms: 'family', childrenAges: [9], fullName: 'Anna Müller' });
    expect(booking.invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(booking.invoice).toMatchObject({ bookingNumber: body.bookingNumber, depositCents: body.depositCents, totalCents: body.totalCents, locale: 'de' });
    expect(booking.history.map((h: { status: string }) => h.status)).toEqual(['inquiry', 'provisional', 'awaiting_deposit']);
    // The tour as the page's language names it: here the English domain; the mailed link's German one names it in German.
    expect(booking.tour.slug).toBe(shared.slug);
    const inGerman = (await seeded.api().request(`/api/bookings/${body.bookingNumber}?key=${keyOf(body.manageUrl)}`, { host: 'de.localhost:3000' })).json();
    expect(inGerman.tour.slug).toBe(departure.tourSlug);
    expect(inGerman.tour.slug).not.toBe(shared.slug);

    const mails = await db().selectFrom('outbox').select(['kind', 'to_address', 'subject', 'body', 'locale']).where('ref', '=', body.bookingNumber).execute();
    const traveller = mails.find((m) => m.kind === 'booking.awaiting_deposit')!;
    expect(traveller).toMatchObject({ to_address: 'anna@example.com', locale: 'de' });
    expect(traveller.subject).toContain(`Rechnung ${booking.invoice.number}`);
    expect(traveller.body).toContain(body.manageUrl);
    expect(traveller.body).toContain(`Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von ${UNCONFIRMED_HOLD_HOURS} Stunden`);
    expect(traveller.body).toContain(`${body.manageUrl}&confirm=`);
    expect(mails.some((m) => m.kind === 'booking.operator.new')).toBe(true);

    const pdf = await seeded.api().request(booking.invoice.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${booking.invoice.number}.pdf"`);
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain(body.bookingNumber);
    expect(text).toContain('Rechnung');
    expect(text).toContain(formatCents(body.depositCents));
    expect((await seeded.api().request(`/api/bookings/${body.bookingNumber}/invoice`)).status).toBe(404);
  });

  it('opens a booking only with its key: 404 without it, with a wrong one, or for another booking\'s', async () => {
    const { shared } = await bookableTours(db());
    const [d1, d2] = (await departuresOf(shared.slug)).slice(50, 52);
    const a = (await post(bookingAnswers({ tour: shared.slug, departureId: d1.id, children: 0, childrenAges: [] }))).json();
    const b = (await post(bookingAnswers({ tour: shared.slug, departureId: d2.id, children: 0, childrenAges: [] }))).json();
    const get = (n: string, key?: string) => seeded.api().request(`/api/bookings/${n}${key === undefined ? '' : `?key=${key}`}`);
    expect((await get(a.bookingNumber)).status).toBe(404);
    expect((await get(a.bookingNumber, 'x'.repeat(32))).status).toBe(404);
    expect((await get(a.bookingNumber, keyOf(b.manageUrl))).status).toBe(404);
    expect((await get('B-2026-999999', keyOf(a.manageUrl))).status).toBe(404);
    expect((await get(a.bookingNumber, keyOf(a.manageUrl))).status).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the same booking, holding the seats once', async () => {
    const { shared } = await bookableTours(db());
    const departure = (await departuresOf(shared.slug))[60];
    const sent = bookingAnswers({ tour: shared.slug, departureId: departure.id, adults: 1, children: 0, childrenAges: [] });
    const headers = { 'Idempotency-Key': 'booking-retry-0001' };
    const first = await post(sent, { headers });
    const second = await post(sent, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json()).toEqual(first.json());
    const after = (await departuresOf(shared.slug)).find((d: { id: string }) => d.id === departure.id);
    expect(after.seatsLeft).toBe(5);
  });

  it('takes a private tour as an inquiry at its catalogue price, level by choice, paid in full within 60 days', async () => {
    const { private: tour } = await bookableTours(db());
    const far = (await post(bookingAnswers({ tour: tour.slug, startDate: isoDay(120), level: 'luxury', children: 0, childrenAges: [] }))).json();
    expect(far.status).toBe('inquiry');
    expect(far.holdExpiresAt).toBeUndefined();
    expect(far.depositPercent).toBe(50);
    const near = (await post(bookingAnswers({ tour: tour.slug, startDate: isoDay(30), children: 0, childrenAges: [] }))).json();
    expect(near).toMatchObject({ status: 'inquiry', depositPercent: 100, totalCents: 2 * Number(tour.price_from) * 100, depositCents: 2 * Number(tour.price_from) * 100, balanceDueDate: isoDay(0) });
  });

  it('refuses bad answers in the page\'s language and stores nothing', async () => {
    const { shared, private: tour } = await bookableTours(db());
    const before = await db().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const missing = await post({ tour: shared.slug }, { host: 'de.localhost:3000' });
    expect(missing.status).toBe(400);
    expect(missing.json().error.fields.fullName).toBe('Dies ist ein Pflichtfeld.');
    expect(missing.json().error.fields.acceptTerms).toBe('Bitte akzeptieren Sie die Buchungsbedingungen, um fortzufahren.');
    const noDeparture = await post(bookingAnswers({ tour: shared.slug }));
    expect(noDeparture.status).toBe(400);
    expect(Object.keys(noDeparture.json().error.fields)).toEqual(['startDate']);
    const departureMissing = await post(bookingAnswers({ tour: shared.slug, startDate: isoDay(90) }));
    expect(Object.keys(departureMissing.json().error.fields)).toEqual(['departureId']);
    const otherTours = await post(bookingAnswers({ tour: tour.slug, startDate: isoDay(90), departureId: 'x' }));
    expect(otherTours.status).toBe(201); // a private tour ignores a departure id: the date counts
    const wrong = await post(bookingAnswers({ tour: shared.slug, departureId: `${tour.id}@${isoDay(10)}` }), { host: 'fr.localhost:3000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json().error.fields.departureId).toBe('Ce départ n’est plus proposé : veuillez choisir une autre date.');
    const unknown = await post(bookingAnswers({ tour: 'no-such-tour', startDate: isoDay(90) }));
    expect(unknown.json().error.fields.tour).toBe('This tour is not in our catalogue.');
    const past = await post(bookingAnswers({ tour: tour.slug, startDate: isoDay(0) }));
    expect(past.status).toBe(400);
    const quote = await post(bookingAnswers({ quoteNumber: 'Q-2026-000999', startDate: isoDay(90) }));
    expect(quote.json().error.fields.quoteNumber).toBe('This quote number does not match your email address.');
    const after = await db().selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('gives the last seats once when 50 travellers ask at the same moment', async () => {
    const { shared } = await bookableTours(db());
    const departure = (await departuresOf(shared.slug))[70];
    await db().updateTable('departures').set({ seats_taken: departure.seatsTotal - 2 }).where('id', '=', departure.id).execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(bookingAnswers({ tour: shared.slug, departureId: departure.id, adults: 1, children: 0, childrenAges: [], email: `racer${i}@example.com` }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    const refused = answers.find((a) => a.status === 409)!.json();
    expect(refused.error.code).toBe('departure_full');
    expect(refused.error.fields.departureId).toMatch(/Not enough seats/);
    const row = await db().selectFrom('departures').select(['seats_taken', 'seats_total']).where('id', '=', departure.id).executeTakeFirstOrThrow();
    expect(Number(row.seats_taken)).toBe(Number(row.seats_total));
    const held = await db().selectFrom('bookings').select('number').where('departure_id', '=', departure.id).execute();
    expect(held).toHaveLength(2);
    // The 48 refused bookings gave their numbers back: booking and invoice numbers run without gaps.
    const year = new Date().getUTCFullYear();
    const numbered = async (table: 'bookings' | 'invoices', prefix: string) => {
      const rows = await db().selectFrom(table).select('number').execute();
      const sorted = rows.map((r) => r.number).sort();
      expect(sorted).toEqual(sorted.map((_, i) => `${prefix}-${year}-${String(i + 1).padStart(6, '0')}`));
    };
    await numbered('bookings', 'B');
    await numbered('invoices', 'INV');
  });

  it('frees the seats of a hold that ran out, with nobody acting, and tells the traveller', async () => {
    const { shared } = await bookableTours(db());
    const departure = (await departuresOf(shared.slug))[80];
    const booked = (await post(bookingAnswers({ tour: shared.slug, departureId: departure.id }), { host: 'it.localhost:3000' })).json();
    expect((await departuresOf(shared.slug)).find((d: { id: string }) => d.id === departure.id).seatsLeft).toBe(3);
    await db().updateTable('bookings').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('number', '=', booked.bookingNumber).execute();
    expect((await departuresOf(shared.slug)).find((d: { id: string }) => d.id === departure.id).seatsLeft).toBe(6);
    const view = (await seeded.api().request(`/api/bookings/${booked.bookingNumber}?key=${keyOf(booked.manageUrl)}`)).json();
    expect(view.status).toBe('expired');
    expect(view.history.at(-1).status).toBe('expired');
    const mail = await db().selectFrom('outbox').select(['subject', 'locale']).where('ref', '=', booked.bookingNumber).where('kind', '=', 'booking.expired').executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: `La vostra prenotazione ${booked.bookingNumber} è scaduta`, locale: 'it' });
  });
});

describe.each(engines())('the operator\'s steps of a private booking on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  const db = () => seeded.db().db;

  it('takes an inquiry through availability, invoice and a bank transfer to confirmed, each step in the history and mailed', async () => {
    const { confirmAvailability, issueBookingInvoice, recordBankTransfer } = await import('@/server/bookings/operatorActions');
    const { private: tour } = await bookableTours(db());
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host: 'es.localhost:3000', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tour.slug, startDate: isoDay(150), children: 0, childrenAges: [] }))),
    });
    const booked = res.json();
    expect(booked.status).toBe('inquiry');
    await confirmAvailability(booked.bookingNumber, 'operator:neema');
    const invoiced = await issueBookingInvoice(booked.bookingNumber, 'operator:neema');
    expect(invoiced.status).toBe('awaiting_deposit');
    await recordBankTransfer(booked.bookingNumber, booked.depositCents, 'stmt-42', 'operator:neema');
    const again = await recordBankTransfer(booked.bookingNumber, booked.depositCents, 'stmt-42', 'operator:neema');
    expect(again).toMatchObject({ status: 'confirmed', paid_cents: booked.depositCents });

    const view = (await seeded.api().request(`/api/bookings/${booked.bookingNumber}?key=${new URL(booked.manageUrl).searchParams.get('key')}`)).json();
    expect(view.history.map((h: { status: string }) => h.status)).toEqual(['inquiry', 'provisional', 'awaiting_deposit', 'confirmed']);
    expect(view.payments).toEqual([expect.objectContaining({ method: 'bank', status: 'completed', amountCents: booked.depositCents })]);
    const history = await db().selectFrom('booking_history').select(['to_status', 'actor']).where('booking_number', '=', booked.bookingNumber).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ to_status: 'confirmed', actor: 'operator:neema' });
    const kinds = (await db().selectFrom('outbox').select(['kind', 'locale']).where('ref', '=', booked.bookingNumber).where('locale', '=', 'es').execute()).map((m) => m.kind);
    expect(kinds.sort()).toEqual(['booking.awaiting_deposit', 'booking.confirmed', 'booking.inquiry', 'booking.provisional']);
  });

  it('puts a cancelled departure booking\'s seats back on sale', async () => {
    const { cancelBooking } = await import('@/server/bookings/operatorActions');
    const { shared } = await bookableTours(db());
    const departure = (await (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json()).departures[5];
    const booked = (await seeded.api().request('/api/bookings', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: shared.slug, departureId: departure.id }))),
    })).json();
    const seatsLeft = async () => (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json().departures.find((d: { id: string }) => d.id === departure.id).seatsLeft;
    expect(await seatsLeft()).toBe(3);
    expect((await cancelBooking(booked.bookingNumber, 'operator:neema', 'traveller asked')).status).toBe('cancelled');
    expect(await seatsLeft()).toBe(6);
  });
});

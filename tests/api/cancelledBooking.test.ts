import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import * as departuresRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as invoiceRoute from '@/pages/api/bookings/[number]/invoice';
import * as creditNoteRoute from '@/pages/api/bookings/[number]/credit-note';
import { formatCents } from '@/lib/format/price';
import { cancelBooking, recordBankTransfer } from '@/server/bookings/operatorActions';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';

const routes = {
  '/api/departures': departuresRoute, '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingRoute,
  '/api/bookings/[number]/invoice': invoiceRoute, '/api/bookings/[number]/credit-note': creditNoteRoute,
};

// Issue 24, item 4: a cancelled booking's page and invoice stopped asking for money that is no
// longer owed. The invoice is cancelled by a credit note, read here as the traveller gets both.

describe.each(engines())('a cancelled booking on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  const db = () => seeded.db().db;
  const book = async (host: string, answers: Record<string, unknown>) => {
    const res = await seeded.api().request('/api/bookings', { method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers(answers))) });
    expect(res.status, res.text).toBe(201);
    const body = res.json();
    return { ...body, key: new URL(body.manageUrl).searchParams.get('key')! };
  };
  const view = async (b: { bookingNumber: string; key: string }) => (await seeded.api().request(`/api/bookings/${b.bookingNumber}?key=${b.key}`)).json();
  const pdfText = async (url: string) => {
    const res = await seeded.api().request(url);
    expect(res.status, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    return { text: (await extractText(new Uint8Array(res.bytes), { mergePages: true })).text, disposition: res.headers['content-disposition'] };
  };

  it('German departure booking, deposit paid, then cancelled: the invoice PDF is marked cancelled and asks for nothing; a credit note cancels it', async () => {
    const { shared } = await bookableTours(db());
    const departure = (await (await seeded.api().request(`/api/departures?tour=${shared.slug}`, { host: 'de.localhost:3000' })).json()).departures.find((d: { startDate: string }) => d.startDate > isoDay(90));
    const booked = await book('de.localhost:3000', { tour: shared.slug, departureId: departure.id });
    await recordBankTransfer(booked.bookingNumber, booked.depositCents, 'stmt-7', 'operator:neema');
    const before = await view(booked);
    expect(before).toMatchObject({ status: 'confirmed', paidCents: booked.depositCents, creditNote: null });
    expect((await seeded.api().request(`/api/bookings/${booked.bookingNumber}/credit-note?key=${booked.key}`)).status).toBe(404);
    // Before: the invoice asks for the deposit and the balance (what the cancelled one must not do).
    expect((await pdfText(before.invoice.pdfUrl)).text).toMatch(/Anzahlung \(30 %\) fällig bis [\s\S]*Restbetrag fällig bis/);

    await cancelBooking(booked.bookingNumber, 'operator:neema', 'Reisende haben abgesagt.');
    const after = await view(booked);
    expect(after.status).toBe('cancelled');
    expect(after.creditNote).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/), invoiceNumber: before.invoice.number, bookingNumber: booked.bookingNumber, locale: 'de',
      creditedCents: booked.totalCents, paidCents: booked.depositCents, pdfUrl: `/api/bookings/${booked.bookingNumber}/credit-note?key=${booked.key}`,
    });
    // The invoice itself stays as issued (same number and figures).
    expect(after.invoice).toEqual(before.invoice);
    const cn = after.creditNote.number;

    const invoice = await pdfText(after.invoice.pdfUrl);
    expect(invoice.text).toContain(`STORNIERT durch Gutschrift ${cn} vom`);
    expect(invoice.text).toContain(`Storniert durch Gutschrift ${cn} ${formatCents(-booked.totalCents)}`);
    expect(invoice.text).toContain('Offener Betrag $ 0');
    for (const ask of ['Anzahlung (30 %) fällig', 'Restbetrag fällig', 'Banküberweisung', 'Verwendungszweck']) expect(invoice.text).not.toContain(ask);

    const note = await pdfText(after.creditNote.pdfUrl);
    expect(note.disposition).toBe(`attachment; filename="${cn}.pdf"`);
    for (const s of ['Gutschrift', `Gutschriftnummer ${cn}`, `Storniert Rechnung ${before.invoice.number}`, `Buchungsnummer ${booked.bookingNumber}`, 'Anna Müller', departure.tourTitle.split(' ').slice(0, 2).join(' ')]) expect(note.text).toContain(s);
    expect(note.text).toContain(`Gutgeschriebener Betrag ${formatCents(-booked.totalCents)}`);
    expect(note.text).toContain(`Auf diese Buchung bezahlt ${formatCents(booked.depositCents)}`);
    expect(note.text).not.toContain('booking.');

    // Without the key, neither document opens.
    expect((await seeded.api().request(`/api/bookings/${booked.bookingNumber}/credit-note`)).status).toBe(404);
    expect((await seeded.api().request(`/api/bookings/${booked.bookingNumber}/credit-note?key=${'x'.repeat(32)}`)).status).toBe(404);
  });

  it('credit notes are numbered without gaps; a booking cancelled before its invoice gets none', async () => {
    const { shared, private: privateTour } = await bookableTours(db());
    const departures = (await (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json()).departures;
    const first = await book('localhost:3000', { tour: shared.slug, departureId: departures[50].id, children: 0, childrenAges: [] });
    const second = await book('localhost:3000', { tour: shared.slug, departureId: departures[51].id, children: 0, childrenAges: [] });
    await cancelBooking(first.bookingNumber, 'operator:neema');
    await cancelBooking(second.bookingNumber, 'operator:neema');
    const [a, b] = [(await view(first)).creditNote.number, (await view(second)).creditNote.number];
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
    const english = await pdfText((await view(first)).invoice.pdfUrl);
    expect(english.text).toContain(`CANCELLED by credit note ${a} of`);
    expect(english.text).toContain('Amount due $ 0');
    expect(english.text).not.toMatch(/Deposit \(\d+%\) due by|Balance due by/);

    const inquiry = await book('localhost:3000', { tour: privateTour.slug, startDate: isoDay(140), children: 0, childrenAges: [] });
    await cancelBooking(inquiry.bookingNumber, 'operator:neema');
    expect(await view(inquiry)).toMatchObject({ status: 'cancelled', invoice: null, creditNote: null });
    expect((await seeded.api().request(`/api/bookings/${inquiry.bookingNumber}/credit-note?key=${inquiry.key}`)).status).toBe(404);
    expect(await db().selectFrom('credit_notes').select('number').where('booking_number', '=', inquiry.bookingNumber).execute()).toEqual([]);
  });
});

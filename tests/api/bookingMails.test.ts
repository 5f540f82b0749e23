import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as departuresRoute from '@/pages/api/departures';
import * as invoiceRoute from '@/pages/api/bookings/[number]/invoice';
import { formatDay } from '@/lib/format/dates';
import { formatCents } from '@/lib/format/price';
import { drainOutbox } from '@/server/mail/sender';
import { fileTransport } from '@/server/mail/transport';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { withFormToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { decodeMail } from '../helpers/smtpPeer';
import { engines } from '../helpers/testDb';

const routes = { '/api/departures': departuresRoute, '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingRoute, '/api/bookings/[number]/invoice': invoiceRoute };

// The booking mails as the traveller receives them: sent by the outbox to .eml files and read back.
describe.each(engines())('the figures and dates in booking mails on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  const db = () => seeded.db().db;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-mails-'));
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

  let travellers = 0;
  const book = async (answers: Record<string, unknown>, host = 'localhost:3000') => {
    // One address per booking: the daily cap on acknowledgements per address is not what is tested here.
    answers = { ...answers, email: `anna.${++travellers}@example.com` };
    const res = await seeded.api().request('/api/bookings', {
      method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), answers)),
    });
    expect(res.status, res.text).toBe(201);
    return res.json();
  };
  const view = async (booked: { bookingNumber: string; manageUrl: string }) =>
    (await seeded.api().request(`/api/bookings/${booked.bookingNumber}?key=${new URL(booked.manageUrl).searchParams.get('key')}`)).json();
  /** The text of the traveller's mail of this kind about the booking, as the .eml file holds it. */
  const mailText = async (number: string, kind: string) => {
    const transport = fileTransport(outboxDir);
    await drainOutbox(db(), transport);
    transport.close();
    const file = fs.readdirSync(outboxDir).find((f) => f.endsWith('.eml') && f.includes(`-${kind}-`) && fs.readFileSync(path.join(outboxDir, f), 'latin1').includes(number));
    expect(file, `${kind} mail of ${number}`).toBeDefined();
    return decodeMail(fs.readFileSync(path.join(outboxDir, file!))).text;
  };

  it.each([
    ['localhost:3000', 'en', 'the balance of'],
    ['de.localhost:3000', 'de', 'der Restbetrag von'],
  ])('states the balance after the deposit, as the Payment page and the invoice do (%s)', async (host, locale, balanceWords) => {
    const { shared } = await bookableTours(db());
    const departure = (await (await seeded.api().request(`/api/departures?tour=${shared.slug}`, { host })).json()).departures[locale === 'en' ? 70 : 71];
    const booked = await book(bookingAnswers({ tour: shared.slug, departureId: departure.id }), host);
    expect(booked.status).toBe('awaiting_deposit');
    const invoice = (await view(booked)).invoice;
    expect(invoice.balanceCents).toBe(booked.totalCents - booked.depositCents);
    const text = await mailText(booked.bookingNumber, 'booking.awaiting_deposit');
    expect(text).toContain(`${balanceWords} ${formatCents(invoice.balanceCents)}`);
    expect(text).not.toContain(`${balanceWords} ${formatCents(booked.totalCents)}`);
    expect(text).toContain(formatDay(invoice.depositDueDate, locale));
    // The invoice itself, one click away (walked: the invoice's mail had neither the PDF nor a link to it).
    const pdfLink = text.match(new RegExp(`${locale === 'en' ? 'Your invoice' : 'Ihre Rechnung'} ${invoice.number} [^\\n]*PDF:\\n(\\S+)`))?.[1];
    expect(pdfLink, text).toBeDefined();
    const pdf = await seeded.api().request(new URL(pdfLink!).pathname + new URL(pdfLink!).search, { host });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('says no balance at all when a trip starting soon is paid in full at booking', async () => {
    const { shared } = await bookableTours(db());
    const soon = (await (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json()).departures.find((d: { startDate: string }) => d.startDate < isoDay(50));
    const booked = await book(bookingAnswers({ tour: shared.slug, departureId: soon.id }));
    expect(booked.depositCents).toBe(booked.totalCents);
    const text = await mailText(booked.bookingNumber, 'booking.awaiting_deposit');
    expect(text).not.toContain('balance');
    expect(text).toContain(`please pay ${formatCents(booked.totalCents)}`);
  });

  it('gives a private trip\'s dates once the operator confirms it: no blank "until" and the invoice\'s deposit date', async () => {
    const { confirmAvailability, issueBookingInvoice } = await import('@/server/bookings/operatorActions');
    const { private: tour } = await bookableTours(db());
    const booked = await book(bookingAnswers({ tour: tour.slug, startDate: isoDay(150), children: 0, childrenAges: [] }));
    expect(booked.status).toBe('inquiry');
    await confirmAvailability(booked.bookingNumber, 'operator:neema');
    const provisional = await mailText(booked.bookingNumber, 'booking.provisional');
    expect(provisional).toContain('provisionally reserved for you.');
    expect(provisional).not.toMatch(/until\s*\./);

    await issueBookingInvoice(booked.bookingNumber, 'operator:neema');
    const invoice = (await view(booked)).invoice;
    const text = await mailText(booked.bookingNumber, 'booking.awaiting_deposit');
    expect(text).toContain(`online by ${formatDay(invoice.depositDueDate, 'en')} to confirm`);
    expect(text).not.toMatch(/by\s+to confirm/);
    expect(text).toContain(`the balance of ${formatCents(invoice.balanceCents)} is due by ${formatDay(invoice.balanceDueDate, 'en')}`);
  });
});

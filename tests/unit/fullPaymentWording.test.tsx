// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BookingStatusNote } from '@/components/booking/BookingStatusNote';
import { PaymentOptions } from '@/components/booking/PaymentOptions';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { BookingView } from '@/server/bookings/dto';

// Walked on 29 Nov: a trip 4 days away, invoiced in full ("Gesamtbetrag fällig bis …" on the
// invoice), read "Anzahlung ausstehend" and "Anzahlung leisten" on its Payment page.

const invoice = { number: 'INV-2026-000050', depositPercent: 100, depositCents: 351_000, totalCents: 351_000, balanceCents: 0, depositDueDate: '2026-12-01', balanceDueDate: '2026-12-01', lines: [] };
const booking = {
  bookingNumber: 'B-2026-000002', locale: 'de', status: 'awaiting_deposit', totalCents: 351_000, depositCents: 351_000, paidCents: 0, refundedCents: 0,
  balanceCents: 351_000, holdExpiresAt: null, emailConfirmed: true, email: 'anna@example.de', invoice, onlinePayment: { available: false, testMode: false },
} as unknown as BookingView;
const bank = { holder: 'Twiga Trails Safaris Ltd', bank: 'CRDB Bank PLC', accountNumber: '0250 1234 5678 00', swift: 'CORUTZTZ', currency: 'USD' as const };

const show = (b: BookingView) =>
  render(
    <I18nProvider locale="de" messages={loadMessages('de')}>
      <BookingStatusNote booking={b} paymentFailed={false} />
      <PaymentOptions booking={b} bookingKey="k" bank={bank} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('a booking invoiced in full, as its Payment page words it', () => {
  it('waits for the payment, not a deposit, and asks for the whole price', () => {
    show(booking);
    expect(screen.getByTestId('booking-status').textContent).toContain('Zahlung ausstehend');
    expect(screen.getByTestId('booking-status').textContent).toContain('der volle Betrag jetzt fällig');
    expect(document.getElementById('pay-title')!.textContent).toBe('Gesamtbetrag bezahlen');
    expect(document.body.textContent).not.toContain('Anzahlung');
  });

  it('paid: the payment arrived, not "your deposit"; part of it paid back without lowering the price is said to be owed again, still not "deposit"', () => {
    show({ ...booking, status: 'confirmed', paidCents: 351_000, balanceCents: 0 });
    expect(screen.getByTestId('booking-status').textContent).toContain('Wir haben Ihre Zahlung erhalten');
    expect(document.body.textContent).not.toContain('Anzahlung');
    cleanup();
    // Walked on 30 Nov: $ 200 of it refunded, $ 200 owed, and the page still said the payment had arrived.
    show({ ...booking, status: 'confirmed', paidCents: 331_000, refundedCents: 20_000, balanceCents: 20_000 });
    expect(screen.getByTestId('booking-status').textContent).toContain('erneut zu zahlen');
    expect(screen.getByTestId('booking-status').textContent).not.toContain('Wir haben Ihre Zahlung erhalten');
    expect(document.getElementById('pay-title')!.textContent).toBe('Gesamtbetrag bezahlen');
    expect(document.body.textContent).not.toContain('Anzahlung');
  });

  it('a deposit booking still reads "deposit" (the baseline)', () => {
    show({ ...booking, totalCents: 351_000, depositCents: 35_100, invoice: { ...invoice, depositPercent: 10, depositCents: 35_100 } } as unknown as BookingView);
    expect(screen.getByTestId('booking-status').textContent).toContain('Anzahlung ausstehend');
    expect(document.getElementById('pay-title')!.textContent).toBe('Anzahlung leisten');
  });
});

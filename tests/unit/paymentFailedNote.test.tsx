// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BookingStatusNote } from '@/components/booking/BookingStatusNote';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { BookingView } from '@/server/bookings/dto';
import es from '@/locales/es.json';

// Walked on 30 Nov: a balance payment that failed at the provider came back to "Thank you, your
// booking is confirmed". It now comes back to the Payment page with ?payment=failed, which must
// say so for whatever was being paid, not only a deposit.

const booking = {
  bookingNumber: 'B-2026-000002', locale: 'es', status: 'confirmed', totalCents: 370_000, depositCents: 37_000, paidCents: 37_000, refundedCents: 0,
  balanceCents: 333_000, holdExpiresAt: null, emailConfirmed: true, email: 'lucia@example.es', payments: [],
} as unknown as BookingView;

const show = (b: BookingView) =>
  render(
    <I18nProvider locale="es" messages={loadMessages('es')}>
      <BookingStatusNote booking={b} paymentFailed />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('the Payment page after a payment that failed', () => {
  it('a confirmed booking paying its balance: says the payment was not completed', () => {
    show(booking);
    expect(screen.getByTestId('payment-failed').textContent).toBe(es.booking.pay.failedReturn);
  });

  it('a booking paying its deposit: says so too', () => {
    show({ ...booking, status: 'awaiting_deposit', paidCents: 0 });
    expect(screen.getByTestId('payment-failed').textContent).toBe(es.booking.pay.failedReturn);
  });

  it('nothing left to pay (an old link): no alarm', () => {
    show({ ...booking, paidCents: 370_000, balanceCents: 0 });
    expect(screen.queryByTestId('payment-failed')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PaymentOptions } from '@/components/booking/PaymentOptions';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { BookingView } from '@/server/bookings/dto';
import { BANK_ACCOUNT as bank } from '@/config/bankAccount';

// Walked on 30 Nov: once the deposit was in, the balance could only be paid by bank transfer,
// while the invoice said "Online payment: see your booking's page".

const invoice = { number: 'INV-2026-000060', depositPercent: 30, depositCents: 149_850, totalCents: 499_500, balanceCents: 349_650, depositDueDate: '2026-12-02', balanceDueDate: '2027-01-10', lines: [] };
const confirmed = {
  bookingNumber: 'B-2026-000006', locale: 'en', status: 'confirmed', totalCents: 499_500, depositCents: 149_850, paidCents: 149_850, refundedCents: 0,
  balanceCents: 349_650, holdExpiresAt: null, emailConfirmed: true, email: 'neema@example.com', invoice, onlinePayment: { available: true, testMode: false },
} as unknown as BookingView;

const show = (b: BookingView, locale = 'en') =>
  render(
    <I18nProvider locale={locale as 'en'} messages={loadMessages(locale as 'en')}>
      <PaymentOptions booking={b} bookingKey="k" bank={bank} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('a confirmed booking with its balance open', () => {
  it('offers the balance online beside the bank transfer', () => {
    show(confirmed);
    expect(document.getElementById('pay-title')!.textContent).toBe('Pay the balance');
    expect(screen.getByRole('button', { name: 'Pay the balance online' })).toBeTruthy();
  });

  it('in German too; and paid in full, nothing is offered', () => {
    show(confirmed, 'de');
    expect(screen.getByRole('button', { name: 'Restbetrag online bezahlen' })).toBeTruthy();
    cleanup();
    show({ ...confirmed, paidCents: 499_500, balanceCents: 0 });
    expect(screen.queryByTestId('payment-options')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { PaymentPanel } from '@/components/booking/PaymentPanel';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/config';
import type { BookingView } from '@/server/bookings/dto';
import en from '@/locales/en.json';
import de from '@/locales/de.json';

// The Payment page of a private trip before its invoice: the estimate the form and the mail gave
// is still there, marked as an estimate. The API's answer is stood in for.

let answer: BookingView;
vi.mock('@/services/bookings', () => ({ fetchBooking: vi.fn(async () => answer), confirmBookingEmail: vi.fn() }));

const inquiry: BookingView = {
  bookingNumber: 'B-2026-000021', status: 'inquiry', locale: 'en', tour: { slug: 'serengeti-lodge', title: 'Serengeti Lodge Safari', days: 5 }, departureId: null,
  startDate: '2027-06-01', endDate: '2027-06-05', level: 'mid-range', depositRule: 'lodge', adults: 2, children: 0, childrenAges: [], rooms: 'double',
  fullName: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'DE', requests: '', quoteNumber: null,
  lines: [{ kind: 'adult', count: 2, unitCents: 182_250, totalCents: 364_500 }],
  totalCents: 364_500, depositPercent: 30, depositCents: 109_350, paidCents: 0, refundedCents: 0, balanceCents: 364_500, balanceDueDate: '2027-04-02', holdExpiresAt: null, emailConfirmed: true,
  invoice: null, creditNote: null, payments: [], onlinePayment: { available: true, testMode: false }, history: [],
};
const bank = { holder: 'Twiga Trails', bank: 'CRDB', accountNumber: '0150', swift: 'CORUTZTZ', currency: 'USD' } as const;

function open(locale: Locale, view: BookingView) {
  answer = view;
  return render(
    <I18nProvider locale={locale} messages={loadMessages(locale, ['pages', 'booking', 'catalogue'])}>
      <PaymentPanel link={{ bookingNumber: view.bookingNumber, key: 'k'.repeat(32), paymentFailed: false, confirm: '' }} bank={bank} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('the Payment page before the invoice', () => {
  it('shows an inquiry\'s estimate: lines, total, deposit and balance, marked as an estimate', async () => {
    open('en', inquiry);
    const invoice = await screen.findByTestId('invoice');
    expect(invoice.querySelector('h2')!.textContent).toBe(en.booking.invoiceView.estimate);
    expect(screen.getByTestId('estimate-total').textContent).toBe('$ 3,645');
    expect(screen.getByTestId('estimate-deposit').textContent).toBe('$ 1,093.50');
    expect(screen.getByTestId('estimate-balance').textContent).toBe('$ 2,551.50');
    expect(invoice.textContent).toContain('Balance, due by April 2, 2027');
    expect(invoice.textContent).toContain('2 adults');
    // That the invoice follows is said once, by the status (walked: twice on one page).
    expect(document.body.textContent!.split(en.booking.status.inquiry.text)).toHaveLength(2);
    // Nothing to pay yet.
    expect(screen.queryByTestId('payment-options')).toBeNull();
  });

  it('in German, a trip paid in full at booking shows the whole amount due', async () => {
    open('de', { ...inquiry, locale: 'de', depositPercent: 100, depositCents: 364_500 });
    await waitFor(() => expect(screen.getByTestId('estimate-deposit').textContent).toBe('$ 3,645'));
    expect(screen.getByTestId('invoice').querySelector('h2')!.textContent).toBe(de.booking.invoiceView.estimate);
    expect(screen.queryByTestId('estimate-balance')).toBeNull();
  });

  it('words one child and their age in the singular, two in the plural', async () => {
    open('en', { ...inquiry, children: 1, childrenAges: [8] });
    expect((await screen.findByTestId('trip-details')).textContent).toContain('2 adults, 1 child (age 8)');
    cleanup();
    open('en', { ...inquiry, children: 2, childrenAges: [8, 12] });
    expect((await screen.findByTestId('trip-details')).textContent).toContain('2 adults, 2 children (ages 8, 12)');
  });

  it('a tailor-made trip not yet priced shows no estimate: its status says the invoice follows', async () => {
    open('en', { ...inquiry, tour: null, quoteNumber: 'Q-2026-000003', lines: [], totalCents: 0, depositCents: 0, depositPercent: 50 });
    expect((await screen.findByTestId('booking-status')).textContent).toContain(en.booking.status.inquiry.text);
    expect(screen.queryByTestId('invoice')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { PaymentPanel } from '@/components/booking/PaymentPanel';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { translate, type Messages } from '@/lib/i18n/translate';
import type { BookingView } from '@/server/bookings/dto';
import deJson from '@/locales/de.json';

// Issue 24, item 14: the Payment page opened from the confirmation link mailed to the traveller
// confirms the address (the seats are then held 48 hours); opened from the plain manage link it
// says how to keep the seats longer than the short hold.

const de = deJson as unknown as Messages;
const services = vi.hoisted(() => ({ fetchBooking: vi.fn(), confirmBookingEmail: vi.fn() }));
vi.mock('@/services/bookings', () => services);

const booking = (over: Partial<BookingView>): BookingView => ({
  bookingNumber: 'B-2026-000042', status: 'awaiting_deposit', locale: 'de', tour: { slug: 'group-lodge', title: 'Gruppen-Lodge-Safari', days: 5 }, departureId: 'group-lodge@2027-06-01',
  startDate: '2027-06-01', endDate: '2027-06-05', level: 'mid-range', depositRule: 'lodge', adults: 2, children: 0, childrenAges: [], rooms: 'double',
  fullName: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'DE', requests: '', quoteNumber: null, lines: [],
  totalCents: 420_000, depositPercent: 30, depositCents: 126_000, paidCents: 0, refundedCents: 0, balanceCents: 420_000, balanceDueDate: '2027-04-02',
  holdExpiresAt: '2026-11-28T12:00:00.000Z', emailConfirmed: false, invoice: null, creditNote: null, payments: [], onlinePayment: { available: false, testMode: true }, history: [],
  ...over,
});
const bank = { holder: 'Twiga Trails', bank: 'Bank', accountNumber: '123', swift: 'ABCDEF', currency: 'USD' as const };
const link = { bookingNumber: 'B-2026-000042', key: 'k'.repeat(32), paymentFailed: false };
const page = (confirm: string) =>
  render(
    <I18nProvider locale="de" messages={loadMessages('de', ['booking', 'catalogue', 'leads'])}>
      <PaymentPanel link={{ ...link, confirm }} bank={bank} />
    </I18nProvider>,
  );

beforeEach(() => {
  services.fetchBooking.mockReset();
  services.confirmBookingEmail.mockReset();
});
afterEach(cleanup);

describe('the Payment page and the email-confirmation link', () => {
  it('opened from the mailed link, confirms the address and says so, in German', async () => {
    services.confirmBookingEmail.mockResolvedValue(booking({ emailConfirmed: true, holdExpiresAt: '2026-11-30T10:00:00.000Z' }));
    page('c'.repeat(32));
    await waitFor(() => expect(screen.getByTestId('email-confirmed').textContent).toBe(translate(de, 'booking.view.emailConfirmed')));
    expect(services.confirmBookingEmail).toHaveBeenCalledWith('de', link.bookingNumber, link.key, 'c'.repeat(32));
    expect(services.fetchBooking).not.toHaveBeenCalled();
    expect(screen.queryByTestId('confirm-email')).toBeNull();
  });

  it('opened from the manage link while unconfirmed, asks the traveller to open the mailed link', async () => {
    services.fetchBooking.mockResolvedValue(booking({}));
    page('');
    await waitFor(() => expect(screen.getByTestId('confirm-email').textContent).toBe(translate(de, 'booking.view.confirmEmail', { email: 'anna@example.com', days: 2 })));
    expect(services.confirmBookingEmail).not.toHaveBeenCalled();
    expect(screen.queryByTestId('email-confirmed')).toBeNull();
  });

  it('a code that does not fit still shows the booking, unconfirmed', async () => {
    services.confirmBookingEmail.mockRejectedValue(Object.assign(new Error('404'), { response: { status: 404 } }));
    services.fetchBooking.mockResolvedValue(booking({}));
    page('wrong');
    await waitFor(() => expect(screen.getByTestId('confirm-email')).toBeTruthy());
    expect(screen.getByTestId('booking-number').textContent).toBe(link.bookingNumber);
    expect(screen.queryByTestId('email-confirmed')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import BookingCompletedPage from '@/pages/BookingCompleted';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/config';
import { makeStore } from '@/store';
import type { BookingView } from '@/server/bookings/dto';
import en from '@/locales/en.json';
import de from '@/locales/de.json';

// /BookingCompleted?booking=&key= as the traveller sees it for each status of the booking: the
// API's answer is stood in for (one booking, changed between calls where the test says so).

const answers: BookingView[] = [];
vi.mock('@/services/bookings', () => ({ fetchBooking: vi.fn(async () => answers.length > 1 ? answers.shift()! : answers[0]!), confirmBookingEmail: vi.fn() }));

const NUMBER = 'B-2026-000014';
function booking(over: Partial<BookingView>): BookingView {
  return {
    bookingNumber: NUMBER, status: 'awaiting_deposit', locale: 'en', tour: { slug: 'serengeti', title: 'Serengeti Lodge Safari', days: 5 }, departureId: 'dep-1',
    startDate: '2027-06-01', endDate: '2027-06-05', level: 'mid-range', depositRule: 'lodge', adults: 2, children: 0, childrenAges: [], rooms: 'double',
    fullName: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'DE', requests: '', quoteNumber: null, lines: [],
    totalCents: 364_500, depositPercent: 30, depositCents: 109_350, paidCents: 0, refundedCents: 0, balanceCents: 364_500, balanceDueDate: '2027-04-02', holdExpiresAt: null, emailConfirmed: true,
    invoice: null, creditNote: null, payments: [], onlinePayment: { available: true, testMode: false }, history: [], ...over,
  };
}

function open(locale: Locale, ...views: BookingView[]) {
  answers.splice(0, answers.length, ...views);
  const messages = loadMessages(locale, ['pages', 'booking']);
  mockRouter.setCurrentUrl(`/BookingCompleted?booking=${NUMBER}&key=${'k'.repeat(32)}`);
  mockRouter.locale = locale;
  return render(
    <MemoryRouterProvider>
      <Provider store={makeStore()}>
        <I18nProvider locale={locale} messages={messages}>
          <BookingCompletedPage locale={locale} messages={messages} meta={{ title: 'x', description: 'x' }} pageId="bookingCompleted" />
        </I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const pageText = () => document.body.textContent ?? '';

afterEach(cleanup);

describe('BookingCompleted says what is true for the booking\'s status', () => {
  it('an inquiry: request received, never "confirmed" nor a payment being checked', async () => {
    open('en', booking({ status: 'inquiry', departureId: null }));
    await waitFor(() => expect(screen.getByTestId('status-title').textContent).toBe(en.booking.status.inquiry.title));
    expect(heading()).toBe(en.booking.view.heading);
    expect(pageText()).toContain(en.booking.status.inquiry.text);
    expect(pageText()).not.toContain(en.booking.completed.heading);
    expect(pageText()).not.toContain(en.booking.completed.confirming);
    expect(pageText()).not.toContain(en.pages.bookingCompleted.intro);
  });

  it('an unpaid booking, in German: the deposit is awaited, and the way to pay it', async () => {
    open('de', booking({ status: 'awaiting_deposit' }));
    await waitFor(() => expect(screen.getByTestId('status-title').textContent).toBe(de.booking.status.awaiting_deposit.title));
    expect(heading()).toBe(de.booking.view.heading);
    expect(pageText()).not.toContain(de.booking.completed.confirming);
    expect(pageText()).not.toContain(de.booking.completed.heading);
    const pay = screen.getByRole('link', { name: de.booking.pay.titleDeposit });
    expect(pay.getAttribute('href')).toBe(`/Payment?booking=${NUMBER}&key=${'k'.repeat(32)}`);
  });

  it('a cancelled booking says so', async () => {
    open('en', booking({ status: 'cancelled' }));
    await waitFor(() => expect(screen.getByTestId('status-title').textContent).toBe(en.booking.status.cancelled.title));
    expect(pageText()).not.toContain(en.booking.completed.heading);
  });

  it('a payment just made: "confirming" while the provider has not reported, then confirmed once it has', async () => {
    const pending = booking({ payments: [{ method: 'online', status: 'pending', amountCents: 109_350, at: new Date().toISOString() }] });
    const paid = booking({ status: 'confirmed', paidCents: 109_350, payments: [{ method: 'online', status: 'completed', amountCents: 109_350, at: new Date().toISOString() }] });
    open('en', pending, paid);
    await waitFor(() => expect(screen.getByTestId('payment-confirming').textContent).toContain(en.booking.completed.confirming));
    expect(heading()).toBe(en.booking.view.heading);
    await waitFor(() => expect(screen.getByTestId('booking-confirmed').textContent).toContain(en.booking.completed.title), { timeout: 6000 });
    expect(heading()).toBe(en.booking.completed.heading);
    expect(screen.getByTestId('paid-amount').textContent).toBe('$ 1,093.50');
  });

  it('an online payment started long ago and never reported is not "being confirmed"', async () => {
    open('en', booking({ payments: [{ method: 'online', status: 'pending', amountCents: 109_350, at: new Date(Date.now() - 3 * 3_600_000).toISOString() }] }));
    await waitFor(() => expect(screen.getByTestId('status-title').textContent).toBe(en.booking.status.awaiting_deposit.title));
    expect(pageText()).not.toContain(en.booking.completed.confirming);
  });
});

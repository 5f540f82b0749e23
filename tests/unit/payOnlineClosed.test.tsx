// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PayOnline } from '@/components/booking/PayOnline';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import * as bookings from '@/services/bookings';

// Walked (30 Nov): "Pay" on a page left open after the office cancelled the booking answered
// "…cannot be paid online now. Your booking is kept." It is not kept: the answer says it is closed.

const de = loadMessages('de');
const refusal = (code: string, message: string) => Object.assign(new Error('409'), { response: { status: 409, data: { error: { code, message } } } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PayOnline refused', () => {
  it('a booking closed meanwhile: says so, and not that the booking is kept', async () => {
    vi.spyOn(bookings, 'submitOrderRequest').mockRejectedValue(refusal('booking_closed', translate(de, 'api.bookingClosed')));
    render(<I18nProvider locale="de" messages={de}><PayOnline bookingNumber="B-2026-000027" bookingKey="k" /></I18nProvider>);
    fireEvent.click(screen.getByRole('button'));
    const alert = await screen.findByTestId('pay-error');
    expect(alert.textContent).toBe(translate(de, 'api.bookingClosed'));
    expect(alert.textContent).not.toContain(translate(de, 'booking.pay.kept'));
  });

  it('any other refusal still says the booking is kept', async () => {
    vi.spyOn(bookings, 'submitOrderRequest').mockRejectedValue(refusal('not_payable', translate(de, 'api.bookingNotPayable')));
    render(<I18nProvider locale="de" messages={de}><PayOnline bookingNumber="B-2026-000027" bookingKey="k" /></I18nProvider>);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByTestId('pay-error')).textContent).toContain(translate(de, 'booking.pay.kept'));
  });
});

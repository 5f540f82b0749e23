// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { BookingEmailForm } from '@/components/admin/inbox/BookingEmailForm';

// The back office's address box on a booking (the API behind it: tests/api/bookingEmail.test.ts).
// The API's answer is stood in for: what matters here is what the operator sees and what is sent.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the back office\'s email box on a booking', () => {
  it('points at a likely typo, takes the suggestion in one tap, and sends the corrected address', async () => {
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue({ data: { request: { email: 'anna@gmail.com' } } });
    const onDetail = vi.fn();
    render(<BookingEmailForm number="B-2026-000014" email="anna@gmial.com" onDetail={onDetail} />);
    expect(screen.getByRole('button', { name: 'Resend private link' })).toBeTruthy();
    const hint = screen.getByTestId('booking-email-suggestion');
    expect(hint.textContent).toBe('Likely typo: did you mean anna@gmail.com?');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'anna@gmail.com' })));
    expect((screen.getByLabelText("Traveller's email") as HTMLInputElement).value).toBe('anna@gmail.com');
    expect(screen.queryByTestId('booking-email-suggestion')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Correct email and send private link' })));
    await waitFor(() => expect(screen.getByTestId('booking-email-result').textContent).toBe('Private link sent to anna@gmail.com.'));
    expect(post).toHaveBeenCalledWith('/bookings/B-2026-000014/email', { email: 'anna@gmail.com' });
    expect(onDetail).toHaveBeenCalledWith({ request: { email: 'anna@gmail.com' } });
  });
});

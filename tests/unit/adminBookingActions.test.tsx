// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { BookingActions, type BookingState } from '@/components/admin/inbox/BookingActions';

// The booking actions of the back office (issue 24, items 9, 10 and 12): only the steps the
// booking's status allows are offered, and each result says where the booking now stands. The
// API's answers are stood in with the shapes tests/api/adminBookingSteps.test.ts checks.

const NUMBER = 'B-2026-000014';
const booking = (over: Partial<BookingState>): BookingState => ({ status: 'inquiry', totalCents: 675_000, depositCents: 202_500, paidCents: 0, invoices: [], creditNotes: [], ...over });
const answer = (b: BookingState) => ({ data: { request: { number: NUMBER, status: b.status, booking: b }, earlier: [] } }) as unknown as AxiosResponse;
const refusal = (status: number, code: string, message: string) => {
  const response = { status, data: { error: { code, message } }, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', response.config, {}, response);
};
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingActions', () => {
  it('an inquiry: "Confirm availability" (not "Confirm booking"), and its result says the booking is now provisional', async () => {
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue(answer(booking({ status: 'provisional' })));
    const onDetail = vi.fn();
    render(<BookingActions number={NUMBER} booking={booking({})} onDetail={onDetail} />);
    expect(buttons()).toEqual(['Confirm availability', 'Cancel booking']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm availability' }));
    await waitFor(() => expect(screen.getByTestId('confirm-result').textContent).toBe('Availability confirmed: the booking is now provisional.'));
    expect(post).toHaveBeenCalledWith(`/bookings/${NUMBER}/confirm`, {});
    expect(screen.queryByText(/Booking confirmed/)).toBeNull();
    expect(onDetail).toHaveBeenCalledTimes(1);
  });

  // Walked on 30 Nov with the keyboard: the step's button went once done, and the focus with it.
  it('a step done: its button goes and the focus moves on to the next step', async () => {
    vi.spyOn(adminApi, 'post').mockResolvedValue(answer(booking({ status: 'provisional' })));
    function Page() {
      const [state, setState] = useState(booking({}));
      return <BookingActions number={NUMBER} booking={state} onDetail={(d) => setState((d as { request: { booking: BookingState } }).request.booking)} />;
    }
    render(<Page />);
    const confirm = screen.getByRole('button', { name: 'Confirm availability' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Issue deposit invoice' })));
  });

  it('provisional: the deposit invoice is offered, confirming is not', () => {
    render(<BookingActions number={NUMBER} booking={booking({ status: 'provisional' })} onDetail={() => {}} />);
    expect(buttons()).toEqual(['Issue deposit invoice', 'Record transfer', 'Cancel booking']);
  });

  it('confirmed (invoiced, balance owed): neither "Confirm" nor "Issue invoice" is offered', () => {
    render(<BookingActions number={NUMBER} booking={booking({ status: 'confirmed', paidCents: 202_500, invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    expect(buttons()).toEqual(['Record transfer', 'Cancel booking']);
  });

  it('cancelled: nothing is offered, and the panel says why', () => {
    render(<BookingActions number={NUMBER} booking={booking({ status: 'cancelled', invoices: ['INV-2026-000009'], creditNotes: ['CN-2026-000001'] })} onDetail={() => {}} />);
    expect(buttons()).toEqual([]);
    expect(screen.getByTestId('booking-actions').textContent).toBe('No step applies: the booking is cancelled.');
  });

  it('a reference recorded already: the refusal is shown, not "recorded", and the typed reference stays', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(adminApi, 'post').mockRejectedValue(refusal(409, 'reference_exists', 'A bank transfer with this reference is already recorded on this booking: nothing was added.'));
    render(<BookingActions number={NUMBER} booking={booking({ status: 'awaiting_deposit', invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'stmt-0014' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(screen.getByTestId('deposit-result').textContent).toBe('A bank transfer with this reference is already recorded on this booking: nothing was added.'));
    expect(screen.getByTestId('deposit-result').getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Bank transfer reference')).toHaveProperty('value', 'stmt-0014');
  });

  it('a transfer recorded: asked first, then says how much, under which reference, and where the booking stands', async () => {
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue(answer(booking({ status: 'confirmed', paidCents: 202_500, invoices: ['INV-2026-000009'] })));
    render(<BookingActions number={NUMBER} booking={booking({ status: 'awaiting_deposit', invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'stmt-0015' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(screen.getByTestId('deposit-result').textContent).toBe('$ 2,025 recorded by bank transfer (reference stmt-0015): the booking is confirmed, $ 2,025 paid.'));
    expect(asked).toHaveBeenCalledWith(`Record the deposit, $ 2,025, received by bank transfer (reference stmt-0015) for ${NUMBER}? The traveller is mailed at once.`);
    expect(screen.getByLabelText('Amount (USD)').getAttribute('placeholder')).toBe('deposit $ 2,025');
    expect(post).toHaveBeenCalledWith(`/bookings/${NUMBER}/deposit`, { reference: 'stmt-0015' });
  });

  it('walked: an amount beyond what is still owed (a digit too many) is said in the question before anything is recorded', async () => {
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const post = vi.spyOn(adminApi, 'post');
    render(<BookingActions number={NUMBER} booking={booking({ status: 'awaiting_deposit', invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'stmt-0016' } });
    fireEvent.input(screen.getByLabelText('Amount (USD)'), { target: { value: '67500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(`Record $ 67,500 received by bank transfer (reference stmt-0016) for ${NUMBER}? That is $ 60,750 more than is still owed ($ 6,750): the traveller is then owed a refund. The traveller is mailed at once.`));
    expect(post).not.toHaveBeenCalled();
  });

  it('the deposit in, an empty amount is the balance, and the field and the question say so', async () => {
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<BookingActions number={NUMBER} booking={booking({ status: 'confirmed', paidCents: 202_500, invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    expect(screen.getByLabelText('Amount (USD)').getAttribute('placeholder')).toBe('balance $ 4,725');
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'stmt-0016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(`Record the balance, $ 4,725, received by bank transfer (reference stmt-0016) for ${NUMBER}? The traveller is mailed at once.`));
  });

  // Walked on 30 Nov: "1,000" recorded $ 1 and mailed the traveller so; "1.000,50" could not be
  // read, so the deposit was recorded instead, which was the whole price: the booking was confirmed.
  it('an amount is read with its thousands comma, and one it cannot read for sure is refused, nothing sent', async () => {
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue(answer(booking({ status: 'awaiting_deposit', paidCents: 100_000, invoices: ['INV-2026-000009'] })));
    render(<BookingActions number={NUMBER} booking={booking({ status: 'awaiting_deposit', invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'SWIFT 8812' } });
    fireEvent.input(screen.getByLabelText('Amount (USD)'), { target: { value: '1.000,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(screen.getByTestId('transfer-amount-error').textContent).toBe('Write the amount in US dollars with digits, for example 1000, 1,000 or 1,000.50.'));
    expect(post).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Amount (USD)'), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/bookings/${NUMBER}/deposit`, { reference: 'SWIFT 8812', amountCents: 100_000 }));
    expect(asked).toHaveBeenCalledWith(`Record $ 1,000 received by bank transfer (reference SWIFT 8812) for ${NUMBER}? The traveller is mailed at once.`);
  });

  it('a transfer or a cancellation the operator does not confirm sends nothing', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const post = vi.spyOn(adminApi, 'post');
    render(<BookingActions number={NUMBER} booking={booking({ status: 'awaiting_deposit', invoices: ['INV-2026-000009'] })} onDetail={() => {}} />);
    fireEvent.input(screen.getByLabelText('Bank transfer reference'), { target: { value: 'stmt-0016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    fireEvent.input(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Asked by phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(window.confirm).toHaveBeenCalledTimes(2));
    expect(post).not.toHaveBeenCalled();
  });
});

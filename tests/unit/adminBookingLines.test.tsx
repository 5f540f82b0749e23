// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { BookingLines } from '@/components/admin/inbox/BookingLines';

// The office adds a line to a booking. Walked on 29 Nov: on a provisional booking (no invoice
// yet) the result said "the invoice was issued again".

const NUMBER = 'B-2026-000001';
const answer = (invoices: string[]) => ({ data: { booking: { totalCents: 497_800, invoices }, difference: { totalCents: 119_800 } } }) as unknown as AxiosResponse;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function addLine(invoices: string[]) {
  const post = vi.spyOn(adminApi, 'post').mockResolvedValue(answer(invoices));
  render(<BookingLines number={NUMBER} lines={[]} onChanged={() => {}} />);
  fireEvent.change(screen.getByLabelText('Words on the invoice'), { target: { value: 'Hot-air balloon flight' } });
  fireEvent.change(screen.getByLabelText('Amount (USD, or % for a share)'), { target: { value: '599' } });
  fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the line' }));
  await waitFor(() => expect(screen.getByTestId('lines-result').textContent).toContain('Line added'));
  expect(post).toHaveBeenCalledWith(`/bookings/${NUMBER}/lines`, { kind: 'extra', description: 'Hot-air balloon flight', amountCents: 59_900, quantity: 2 });
  return screen.getByTestId('lines-result').textContent;
}

describe('BookingLines', () => {
  it('before the invoice: the deposit invoice will carry the line; nothing was "issued again"', async () => {
    const said = await addLine([]);
    expect(said).toBe('Line added; new total $ 4,978; the deposit invoice will carry it; the traveller was mailed.');
  });

  it('with an invoice: it was issued again, under its new number', async () => {
    const said = await addLine(['INV-2026-000003', 'INV-2026-000005']);
    expect(said).toBe('Line added; new total $ 4,978; the invoice was issued again (INV-2026-000005); the traveller was mailed.');
  });

  // Walked on 29 Nov: removing a line said only "Line removed; new total …", though the invoice
  // was issued again and the traveller mailed, as for an added line.
  it('removing a line asks first, then says as much as adding one', async () => {
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = vi.spyOn(adminApi, 'delete').mockResolvedValue(answer(['INV-2026-000007']));
    const line = { id: 'line-1', kind: 'extra', description: 'Hot-air balloon flight', amountCents: 59_900, quantity: 2 } as never;
    render(<BookingLines number={NUMBER} lines={[line]} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(asked).toHaveBeenCalledWith(`Remove "Hot-air balloon flight" from ${NUMBER}? The invoice is issued again and the traveller is mailed.`);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('lines-result').textContent).toBe('Line removed; new total $ 4,978; the invoice was issued again (INV-2026-000007); the traveller was mailed.'));
  });

  // Walked on 30 Nov: "-50" was refused as "Amount cents: Please enter a number from 0 to 100000000".
  it('an amount it cannot read is refused in dollars, nothing sent', async () => {
    const post = vi.spyOn(adminApi, 'post');
    render(<BookingLines number={NUMBER} lines={[]} onChanged={() => {}} />);
    fireEvent.input(screen.getByLabelText(/Words on the invoice/), { target: { value: 'Park fees' } });
    fireEvent.input(screen.getByLabelText(/Amount/), { target: { value: '-50' } });
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(screen.getByTestId('lines-result').textContent).toBe('Write the amount in US dollars with digits, for example 1000, 1,000 or 1,000.50.'));
    expect(post).not.toHaveBeenCalled();
  });
});

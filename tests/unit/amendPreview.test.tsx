// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { adminApi } from '@/components/admin/adminApi';
import { AmendBooking } from '@/components/admin/inbox/AmendBooking';

// Walked on 30 Nov: "Show the difference" for a new date and one adult fewer on a trip invoiced in
// full said only "Total $ 1,680 (−$ 840), deposit −$ 840, balance −$ 840": no word of the date,
// and a balance that trip does not have.

const booking = {
  number: 'B-2026-000002', status: 'awaiting_deposit', tour: { id: 'serengeti', title: 'Serengeti' }, departureId: null, startDate: '2026-12-10', level: 'mid-range', rooms: 'double',
  adults: 3, children: 0, childAges: [], fullName: 'Marie Dubois', phone: '+33 1 23 45 67 89', country: 'FR', totalCents: 252_000, depositCents: 252_000, paidCents: 0,
  updatedAt: '2026-11-30T08:00:00.000Z', officeLines: [], travellerNames: [], payments: [],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the office sees what a change moves before saving it', () => {
  it('a new date and party on a trip invoiced in full: the dates, the party and what is still owed, no deposit or balance apart', async () => {
    vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { booking } } as AxiosResponse);
    const preview = vi.spyOn(adminApi, 'patch').mockResolvedValue({
      data: { booking: { ...booking, startDate: '2026-12-14', adults: 2, children: 1, totalCents: 168_000, depositCents: 168_000 }, difference: { totalCents: -84_000, depositCents: -84_000, balanceCents: -84_000 }, preview: true },
    } as AxiosResponse);
    render(<MemoryRouterProvider><AmendBooking number={booking.number} version="v1" onSaved={() => undefined} /></MemoryRouterProvider>);
    await waitFor(() => expect(screen.getByLabelText('Adults')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-14' } });
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the difference' }));
    await waitFor(() => expect(screen.getByTestId('amend-preview').textContent).toContain('If saved:'));
    const said = screen.getByTestId('amend-preview').textContent!;
    expect(preview.mock.calls[0]![0]).toContain('?preview=1');
    expect(said).toContain('Total $ 1,680 (−$ 840), still owed −$ 840');
    expect(said).toContain('starts 2026-12-14 (was 2026-12-10)');
    // One child is "1 child" (walked: "1 children").
    expect(said).toContain('2 adults, 1 child (was 3 adults, 0 children)');
    expect(said).not.toMatch(/deposit|balance/);
  });
});

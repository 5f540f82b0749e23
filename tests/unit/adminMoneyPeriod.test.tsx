// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { MoneyBoard } from '@/components/admin/MoneyBoard';

// Walked on 29 Nov: the accountant could only download this year; the API takes any period.

const answer = (from: string, to: string) => ({ data: { from, to, due: [], overdue: [], toRefund: [{ number: 'B-2026-000001', name: 'Jürgen Weiß', why: 'overpaid', amountCents: 110_000 }], byDay: [{ day: from, method: 'bank', amountCents: 50_000 }], rewards: [] } }) as AxiosResponse;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MoneyBoard', () => {
  it('shows another period when asked, and its CSV', async () => {
    const get = vi.spyOn(adminApi, 'get').mockImplementation(async (_url, config) => {
      const p = (config?.params ?? {}) as { from?: string; to?: string };
      return answer(p.from ?? '2026-01-01', p.to ?? '2026-12-31');
    });
    render(<MoneyBoard />);
    await waitFor(() => expect(screen.getByText('Download 2026-01-01 to 2026-12-31 as CSV')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
    await waitFor(() => expect(screen.getByText('Download 2026-10-01 to 2026-10-31 as CSV').getAttribute('href')).toBe('/api/admin/money?from=2026-10-01&to=2026-10-31&format=csv'));
    expect(get).toHaveBeenLastCalledWith('/money', expect.objectContaining({ params: { from: '2026-10-01', to: '2026-10-31' } }));
    expect(screen.getByText('2026-10-01 · bank · $ 500')).toBeTruthy();
    // A refund owed stays on the board until it is recorded.
    expect(screen.getByTestId('to-refund-list').textContent).toBe('B-2026-000001 · Jürgen Weiß · paid over the total$ 1,100');
  });
});

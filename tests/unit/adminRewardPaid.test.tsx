// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { AffiliatesBoard } from '@/components/admin/AffiliatesBoard';

// Issue 24, item 13: "Mark paid" paid at the first click and then showed "Frieda Friend () ·".
// Paying now asks first, and the row keeps the friend's address. The API's answers are stood in
// with the shapes tests/api/adminInboxWording.test.ts checks.

const reward = { id: 'rw-1', friendName: 'Frieda Friend', friendEmail: 'frieda@example.com', quoteNumber: 'Q-2026-000021', amount: 50, status: 'earned', createdAt: '2026-11-20T10:00:00Z', earnedAt: '2026-11-25T10:00:00Z', paidAt: null };
const affiliate = { id: 'ag-1', slug: 'zawadi', name: 'Zawadi Affiliate', email: 'zawadi@example.com', createdAt: '2026-10-01T10:00:00Z', friends: [], rewards: [reward], totals: { pending: 0, earned: 50, paid: 0 } };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AffiliatesBoard: marking a reward paid', () => {
  it('asks first; "Not yet" pays nothing; "Yes, mark paid" pays once and the row still names the friend with their address', async () => {
    vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { affiliates: [affiliate] } } as AxiosResponse);
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue({ data: { reward: { ...reward, status: 'paid', paidAt: '2026-11-28T02:00:00Z' } } } as AxiosResponse);
    render(<AffiliatesBoard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    expect(post).not.toHaveBeenCalled();
    const ask = screen.getByRole('group', { name: 'Confirm payment' });
    expect(ask.textContent).toContain('Paid $ 50 to Zawadi Affiliate for Frieda Friend?');
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Confirm payment' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark paid' }));
    await waitFor(() => expect(screen.getByText('Marked paid.')).toBeTruthy());
    expect(post).toHaveBeenCalledTimes(1);
    const row = screen.getByTestId('reward');
    expect(row.textContent).toContain('Frieda Friend (frieda@example.com) · Q-2026-000021');
    expect(row.textContent).not.toContain('()');
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  // Walked on 30 Nov: "Friends (2)" for one friend who asked twice, beside "Rewards (1)".
  it('counts a friend once, with every request they sent', async () => {
    const twice = [
      { name: 'Hans Freund', email: 'hans@example.de', quoteNumber: 'Q-2026-000008', createdAt: '2026-11-30T00:40:00Z' },
      { name: 'Hans Freund', email: 'Hans@example.de', quoteNumber: 'Q-2026-000005', createdAt: '2026-11-30T00:20:00Z' },
    ];
    vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { affiliates: [{ ...affiliate, friends: twice }] } } as AxiosResponse);
    render(<AffiliatesBoard />);
    expect(await screen.findByText('Friends (1)')).toBeTruthy();
    expect(screen.getByTestId('affiliate-friends').textContent).toContain('Hans Freund · Hans@example.de · Q-2026-000005, Q-2026-000008');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { FriendsTable } from '@/components/affiliate/FriendsTable';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { FriendDto } from '@/server/affiliate/dto';

// A friend who asked twice was listed twice under "Friends", beside one reward, while the rules
// on the same page say "each friend counts once". The API lists each request (newest first)
// with its friend's first request; the dashboard shows each friend once.

const requests: FriendDto[] = [
  { name: 'Hans Freund', quoteNumber: 'Q-2026-000008', createdAt: '2026-11-30T10:00:00.000Z', firstQuote: 'Q-2026-000005' },
  { name: 'Lea Rossi', quoteNumber: 'Q-2026-000006', createdAt: '2026-11-29T10:00:00.000Z', firstQuote: 'Q-2026-000006' },
  { name: 'Hans Freund', quoteNumber: 'Q-2026-000005', createdAt: '2026-11-28T10:00:00.000Z', firstQuote: 'Q-2026-000005' },
];

afterEach(cleanup);

describe('the affiliate dashboard: friends', () => {
  it('shows a friend once with every request, from the day of the first', () => {
    render(
      <I18nProvider locale="de" messages={loadMessages('de', ['affiliate'])}>
        <FriendsTable friends={requests} />
      </I18nProvider>,
    );
    const rows = within(screen.getByTestId('friends-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toBe('Hans FreundQ-2026-000005, Q-2026-00000828.11.2026');
    expect(rows[1]!.textContent).toBe('Lea RossiQ-2026-00000629.11.2026');
    // The phone's cards: the same two friends.
    expect(within(screen.getByTestId('friends-cards')).getAllByRole('listitem')).toHaveLength(2);
  });
});

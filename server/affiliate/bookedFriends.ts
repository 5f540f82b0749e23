import type { Selectable } from 'kysely';
import type { AffiliateFriendsTable, AffiliateRewardsTable } from '@/server/db/types';

type FriendRow = Selectable<AffiliateFriendsTable>;

/**
 * An affiliate's friends: those who sent a quote through the link (their rows), and those who
 * booked through it without one, who have only a reward. The booking stands for the quote, and no
 * address was recorded for them. Newest first, as the friends' rows are listed.
 */
export function withBookedFriends(quoted: FriendRow[], rewards: Selectable<AffiliateRewardsTable>[]): FriendRow[] {
  const known = new Set(quoted.map((row) => `${row.agency_id} ${row.friend_email.toLowerCase()}`));
  const booked = rewards
    .filter((r) => !known.has(`${r.agency_id} ${r.friend_email.toLowerCase()}`))
    .map((r) => ({ quote_number: r.quote_number, agency_id: r.agency_id, friend_email: r.friend_email, name: r.friend_name, ip_address: '', created_at: r.created_at }));
  return [...quoted, ...booked].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.quote_number.localeCompare(a.quote_number));
}

import type { Selectable } from 'kysely';
import { affiliatePath, type RewardStatus, type TotalledRewardStatus } from '@/lib/affiliate/rules';
import type { AffiliateFriendsTable, AffiliateRewardsTable, AffiliatesTable } from '@/server/db/types';

/** POST /api/affiliate and /api/getAffiliate: the spec's agency_id, with the link's slug and path. */
export const affiliateDto = (a: Pick<Selectable<AffiliatesTable>, 'agency_id' | 'slug'>) => ({ agency_id: a.agency_id, slug: a.slug, link: affiliatePath(a.slug) });
export type AffiliateDto = ReturnType<typeof affiliateDto>;

/**
 * An affiliate's friend as the affiliate sees it: name, quote number, date created, one entry per
 * quote request, and `firstQuote`, the number of that friend's first request (the one their reward
 * is for): the same on every request of one friend, so a dashboard can show each friend once. Never
 * the friend's email nor their IP address (issue 24, item 20): personal data the affiliate has no
 * need for; the operator's fraud checks see the address (GET /api/admin/affiliates).
 */
export const friendDto = (f: Selectable<AffiliateFriendsTable>, firstQuote: string) => ({ name: f.name, quoteNumber: f.quote_number, createdAt: f.created_at, firstQuote });
export type FriendDto = ReturnType<typeof friendDto>;

export const rewardDto = (r: Selectable<AffiliateRewardsTable>) => ({
  id: r.id,
  friendName: r.friend_name,
  quoteNumber: r.quote_number,
  amount: Number(r.amount),
  status: r.status as RewardStatus,
  createdAt: r.created_at,
  earnedAt: r.earned_at,
  paidAt: r.paid_at,
});
export type RewardDto = ReturnType<typeof rewardDto>;

export type RewardsAnswer = { rewards: RewardDto[]; totals: Record<TotalledRewardStatus, number> };
export type FriendsAnswer = { friends: FriendDto[] };

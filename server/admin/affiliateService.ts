import type { Selectable } from 'kysely';
import { REWARD_STATUSES, type TotalledRewardStatus } from '@/lib/affiliate/rules';
import { withBookedFriends } from '@/server/affiliate/bookedFriends';
import { rewardDto } from '@/server/affiliate/dto';
import { findRewardById } from '@/server/affiliate/repository';
import { markRewardPaid } from '@/server/affiliate/service';
import { getDb } from '@/server/db/connection';
import type { AffiliateRewardsTable } from '@/server/db/types';
import { withDatabase } from '@/server/leads/write';
import { listAffiliates, listAllFriends, listAllRewards } from './affiliateRepository';

/**
 * GET /api/admin/affiliates → { affiliates }: each affiliate (newest first) with the friends their
 * link brought, their rewards and the total per status in US dollars. Unlike the affiliate's own
 * view, the operator sees the friends' email and IP addresses: they pay the rewards and check the bookings for fraud.
 */
/** A reward as the operator sees it: the affiliate's view plus the friend's address, the booking that earned it and when it was voided. */
const operatorReward = (r: Selectable<AffiliateRewardsTable>) => ({ ...rewardDto(r), friendEmail: r.friend_email, bookingNumber: r.booking_number, voidedAt: r.voided_at });

export async function adminAffiliates() {
  return withDatabase('admin-affiliates', async () => {
    const db = getDb();
    const [affiliates, quoted, rewards] = await Promise.all([listAffiliates(db), listAllFriends(db), listAllRewards(db)]);
    const friends = withBookedFriends(quoted, rewards);
    return {
      affiliates: affiliates.map((a) => {
        const own = rewards.filter((r) => r.agency_id === a.agency_id).map(operatorReward);
        const totals = Object.fromEntries(REWARD_STATUSES.map((s) => [s, own.filter((r) => r.status === s).reduce((sum, r) => sum + r.amount, 0)])) as Record<TotalledRewardStatus, number>;
        return {
          id: a.agency_id,
          slug: a.slug,
          name: a.name,
          email: a.email,
          createdAt: a.created_at,
          friends: friends.filter((f) => f.agency_id === a.agency_id).map((f) => ({ name: f.name, email: f.friend_email, ipAddress: f.ip_address, quoteNumber: f.quote_number, createdAt: f.created_at })),
          rewards: own,
          totals,
        };
      }),
    };
  });
}

/**
 * POST /api/admin/rewards/{id}/paid → { reward } as GET /api/admin/affiliates lists it (the
 * friend's address included, so the board can put it in place); 404 unknown, 409 unless earned.
 */
export async function adminRewardPaid(id: string) {
  return withDatabase('admin-reward-paid', async () => {
    const db = getDb();
    await markRewardPaid(id, db);
    return { reward: operatorReward((await findRewardById(db, id))!) };
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { DealTerms } from '@/lib/catalogue/deals';
import { todayUtc } from '@/server/bookings/dates';
import type { Database } from '@/server/db/types';
import { findRunningDeals } from './dealRepository';

type Db = Kysely<Database> | Transaction<Database>;

/** The deal each of these tours runs today, as the price rules need it (lib/catalogue/deals.ts). */
export async function runningDeals(db: Db, tourIds: string[], today = todayUtc()): Promise<Map<string, DealTerms>> {
  const rows = await findRunningDeals(db, tourIds, today);
  return new Map([...rows].map(([tourId, r]) => [tourId, { kind: r.kind, value: Number(r.value), endsOn: r.ends_on }]));
}

/** The deal one tour runs today; null without one. */
export const runningDeal = async (db: Db, tourId: string, today = todayUtc()) => (await runningDeals(db, [tourId], today)).get(tourId) ?? null;

import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

// Every affiliate with their friends and rewards, for the operator (the affiliate's own views
// are in server/affiliate and show only their own).

/** Affiliates newest first, with the account's name. */
export const listAffiliates = (db: Db) =>
  db
    .selectFrom('affiliates as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.agency_id', 'a.slug', 'a.email', 'a.created_at', 'u.name'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.agency_id')
    .execute();

export const listAllFriends = (db: Db) => db.selectFrom('affiliate_friends').selectAll().orderBy('created_at', 'desc').orderBy('quote_number', 'desc').execute();

export const listAllRewards = (db: Db) => db.selectFrom('affiliate_rewards').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();

import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database, QuoteRequestsTable, ReviewsTable } from '@/server/db/types';

type Db = Kysely<Database>;

// The records the three forms write, each inside the service's transaction (`db` is that transaction).

export const insertQuoteRequest = (db: Db, row: Insertable<QuoteRequestsTable>) => db.insertInto('quote_requests').values(row).execute();

export const insertContactMessage = (db: Db, row: Insertable<ContactMessagesTable>) => db.insertInto('contact_messages').values(row).execute();

export const insertReview = (db: Db, row: Insertable<ReviewsTable>) => db.insertInto('reviews').values(row).execute();

export const findQuoteRequest = (db: Db, number: string) =>
  db.selectFrom('quote_requests').select(['number', 'email', 'tour_id', 'locale']).where('number', '=', number).executeTakeFirst();

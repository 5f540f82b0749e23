import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CreditNotesTable, Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export const insertCreditNote = (db: Db, row: Insertable<CreditNotesTable>) => db.insertInto('credit_notes').values(row).execute();

export const findCreditNoteOf = (db: Db, bookingNumber: string) => db.selectFrom('credit_notes').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirst();

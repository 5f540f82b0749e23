import type { Kysely } from 'kysely';
import { addVersionTriggers, dropVersionTriggers } from './0039_catalogue_version';

/**
 * What else a tour's card shows: its travellers' rating and count (reviews) and its cover photo
 * (tour_media, media). With these, each instance keeps a language's cards per catalogue version
 * (server/catalogue/listedTours.ts) and a review approved or a photo changed on any instance is
 * in every list's next answer.
 */
export const CARD_TABLES = ['reviews', 'tour_media', 'media'] as const;

export const up = (db: Kysely<unknown>) => addVersionTriggers(db, CARD_TABLES);
export const down = (db: Kysely<unknown>) => dropVersionTriggers(db, CARD_TABLES);

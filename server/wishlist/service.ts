import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { TourCard } from '@/server/catalogue/dto';
import { tourCardsByIds } from '@/server/catalogue/tourService';
import { findSlugOwner } from '@/server/slugs/repository';
import { normaliseIds } from '@/lib/wishlist/storage';
import { findTourIds } from './repository';

type Db = Kysely<Database>;

export type WishlistCards = {
  /** Cards in the order asked for, one per tour. */
  tours: TourCard[];
  /**
   * Each entry asked for and the tour id it leads to now: itself, another id (an old slug or a
   * slug in another language), or null when the catalogue no longer has it.
   */
  resolved: Record<string, string | null>;
};

/**
 * A wishlist entry as a tour id: an id, the tour's slug in any language, or a slug it once had
 * (links saved before a rename still work). Null when nothing ever had it.
 */
export function resolveWishlistEntry(locale: Locale, entry: string, db: Db = getDb()): Promise<string | null> {
  return findSlugOwner(db, 'tour', locale, entry);
}

/** Each entry's tour id (see resolveWishlistEntry), null for one that leads nowhere. */
export async function resolveWishlistEntries(locale: Locale, entries: string[], db: Db = getDb()): Promise<(string | null)[]> {
  // Saved entries are tour ids: one query finds them; only the others (old slugs) are looked up one by one.
  const direct = new Set(await findTourIds(db, normaliseIds(entries)));
  return Promise.all(entries.map((entry) => (direct.has(entry) ? entry : resolveWishlistEntry(locale, entry, db))));
}

/** The cards of saved tours in the language, for the wishlist page and GET /api/wishlist/tours. */
export async function wishlistCards(locale: Locale, entries: string[], db: Db = getDb()): Promise<WishlistCards> {
  const ids = await resolveWishlistEntries(locale, entries, db);
  const tours = await tourCardsByIds(locale, normaliseIds(ids), db);
  const found = new Set(tours.map((t) => t.id));
  return { tours, resolved: Object.fromEntries(entries.map((entry, i) => [entry, ids[i] && found.has(ids[i]) ? ids[i] : null])) };
}

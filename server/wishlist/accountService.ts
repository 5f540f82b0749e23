import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { wishlistAddBody, wishlistRemoveBody } from '@/lib/wishlist/schemas';
import { MAX_WISHLIST } from '@/lib/wishlist/storage';
import { currentUser } from '@/server/auth/service';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { deleteAllSavedTours, deleteSavedTours, findLastPosition, findSavedTourIds, findTourIds, insertSavedTours } from './repository';
import { resolveWishlistEntries } from './service';

// The wishlist of a signed-in traveller (GET/POST/DELETE /api/wishlist): the same list on every
// device. Each answer is the account's whole list, in the order the tours were saved.

export type AccountWishlist = { ids: string[] };

const db = (database?: Kysely<Database>) => database ?? getDb();

/** GET /api/wishlist: the account's saved tours (tours the catalogue withdrew are not listed). */
export async function accountWishlist(token: string | undefined, database?: Kysely<Database>): Promise<AccountWishlist> {
  const user = await currentUser(token, database);
  return { ids: await withDatabase('wishlist', () => findSavedTourIds(db(database), user.id, MAX_WISHLIST)) };
}

/**
 * POST /api/wishlist { ids }: adds the tours to the account's list (a union: tours already on it
 * keep their place, new ones follow in the order sent). Entries that are no tour of the catalogue
 * are dropped, not refused: a browser's list may hold a tour withdrawn since it was saved. The
 * list holds at most MAX_WISHLIST tours: the account's own come first, and new ones beyond the
 * limit are not added (the answer shows which made it).
 */
export async function addToAccountWishlist(token: string | undefined, input: unknown, locale: Locale, database?: Kysely<Database>): Promise<AccountWishlist> {
  const user = await currentUser(token, database);
  const { ids: entries } = parseInput(wishlistAddBody, input);
  return withDatabase('wishlist', async () => {
    const d = db(database);
    const resolved = await resolveWishlistEntries(locale, entries, d);
    const wanted = await findTourIds(d, [...new Set(resolved.filter((id): id is string => id !== null))]);
    // In the order sent, not the catalogue's.
    const ordered = [...new Set(resolved)].filter((id): id is string => id !== null && wanted.includes(id));
    return d.transaction().execute(async (trx) => {
      const saved = await findSavedTourIds(trx, user.id, MAX_WISHLIST);
      const fresh = ordered.filter((id) => !saved.includes(id)).slice(0, Math.max(0, MAX_WISHLIST - saved.length));
      const last = await findLastPosition(trx, user.id);
      const now = new Date().toISOString();
      await insertSavedTours(trx, fresh.map((tourId, i) => ({ user_id: user.id, tour_id: tourId, position: last + 1 + i, added_at: now })));
      return { ids: await findSavedTourIds(trx, user.id, MAX_WISHLIST) };
    });
  });
}

/** DELETE /api/wishlist { ids } or { all: true }: takes those tours (or every one) off the account's list. */
export async function removeFromAccountWishlist(token: string | undefined, input: unknown, database?: Kysely<Database>): Promise<AccountWishlist> {
  const user = await currentUser(token, database);
  const body = parseInput(wishlistRemoveBody, input);
  return withDatabase('wishlist', () =>
    db(database).transaction().execute(async (trx) => {
      if (body.all) await deleteAllSavedTours(trx, user.id);
      else await deleteSavedTours(trx, user.id, body.ids ?? []);
      return { ids: await findSavedTourIds(trx, user.id, MAX_WISHLIST) };
    }),
  );
}

/**
 * For the wishlist page: the account's list when the request's session token is valid, null
 * when there is no such session (the page then shows the browser's own list).
 */
export async function accountWishlistIfSignedIn(token: string | undefined, database?: Kysely<Database>): Promise<string[] | null> {
  if (!token) return null;
  try {
    return (await accountWishlist(token, database)).ids;
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return null;
    throw err;
  }
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { findOtherSlugHolder, findSlugOwner, forgetOldSlug, keepOldSlug, type SlugEntity } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

// A published address per language, as the content studio changes it: another item's address
// (now or once) is refused, and an address left behind keeps leading to its item (a 301).

export const slugTaken = () => new AppError(409, 'slug_taken', 'api.slugTaken', { slug: 'validation.slugTaken' });

/**
 * Throws 409 slug_taken when another item of the kind holds the address in that language now, or
 * held it, or the address leads to another item on that domain today (its id, its address in
 * another language): taking it would hijack that item's links.
 */
export async function refuseTakenSlug(db: Db, entity: SlugEntity, id: string, locale: string, slug: string): Promise<void> {
  const [other, owner] = await Promise.all([findOtherSlugHolder(db, entity, id, locale, slug), findSlugOwner(db, entity, locale, slug)]);
  if (other || (owner !== null && owner !== id)) throw slugTaken();
}

/** After an item's address changed from `before` to `after`: the old one joins its history, the new one leaves it. Answers the old one if it moved. */
export async function recordSlugMove(trx: Transaction<Database>, entity: SlugEntity, id: string, locale: string, before: string | undefined, after: string): Promise<string | undefined> {
  const moved = before && before !== after ? before : undefined;
  if (moved) await keepOldSlug(trx, entity, id, locale, moved);
  await forgetOldSlug(trx, entity, locale, after);
  return moved;
}

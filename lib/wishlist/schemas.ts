import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { MAX_WISHLIST } from './storage';

/** GET /api/wishlist/tours?ids=a,b: saved tours by id (or any slug they had), comma-separated. */
export const wishlistToursQuery = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(160).regex(/^[A-Za-z0-9-]+$/)).min(1).max(MAX_WISHLIST)),
});

/** A tour as the browser saved it: its id (or, from older lists, a slug it had). */
const tourEntry = z.string().max(160).regex(/^[A-Za-z0-9-]+$/);

/**
 * POST /api/wishlist: tours to add to the account's list. An empty list is fine (a browser with
 * nothing saved logging in): the answer is then simply the account's list.
 */
export const wishlistAddBody = z.object({ ids: z.array(tourEntry).max(MAX_WISHLIST) });

/**
 * DELETE /api/wishlist: `{ ids: [...] }` takes those tours off, `{ all: true }` empties the list.
 * Exactly one of the two: a body that names neither clears nothing (no accidental "remove all").
 */
export const wishlistRemoveBody = z.preprocess(
  (body) => body ?? {},
  z
    .object({ ids: z.array(tourEntry).min(1).max(MAX_WISHLIST).optional(), all: z.literal(true).optional() })
    .refine((b) => (b.ids === undefined) !== (b.all === undefined), { error: 'key:wishlistRemove', path: ['ids'] }),
);

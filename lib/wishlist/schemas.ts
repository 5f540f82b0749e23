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

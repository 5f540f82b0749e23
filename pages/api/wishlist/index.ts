import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readJsonBody } from '@/server/http/jsonBody';
import { accountWishlist, addToAccountWishlist, removeFromAccountWishlist } from '@/server/wishlist/accountService';

/**
 * The signed-in traveller's wishlist, with `Authorization: Bearer <token>` (401 without a valid one).
 * Every answer is `{ ids: [...] }`: the account's whole list of tour ids, in the order saved.
 *
 * - GET: the list.
 * - POST `{ ids: [...] }`: adds those tours (union; tours already saved keep their place). Unknown
 *   ids are dropped; at most 50 tours are kept (the account's own first, the rest not added);
 *   more than 50 ids in one body, or a malformed id, is a 400.
 * - DELETE `{ ids: [...] }`: takes those tours off; `{ all: true }`: empties the list. A body with
 *   neither (or both) is a 400 and changes nothing.
 *
 * The cards of the tours come from GET /api/wishlist/tours?ids=.
 */
// The body is read by readJsonBody (a localised 413/415/400) rather than Next's parser.
export const config = { api: { bodyParser: false } };

const body = async (req: Parameters<typeof readJsonBody>[0]) => (req.headers['content-type'] ? readJsonBody(req) : undefined);

export default apiHandler({
  GET: ({ req }) => accountWishlist(bearerToken(req)),
  POST: async ({ req, locale }) => addToAccountWishlist(bearerToken(req), await body(req), locale),
  DELETE: async ({ req }) => removeFromAccountWishlist(bearerToken(req), await body(req)),
}, { limit: { POST: 'wishlist', DELETE: 'wishlist' } });

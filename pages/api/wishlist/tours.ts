import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { wishlistToursQuery } from '@/lib/wishlist/schemas';
import { wishlistCards } from '@/server/wishlist/service';

export default apiHandler({ GET: ({ req, locale }) => wishlistCards(locale, parseInput(wishlistToursQuery, req.query).ids) });

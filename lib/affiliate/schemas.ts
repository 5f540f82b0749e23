import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { multiLineString, oneLineString } from '@/lib/validation/text';

// POST /api/affiliate (join) and POST /api/getAffiliate (look up): the spec's payload, email and
// message. The email must be the signed-in account's (checked by the service); the message is
// an optional note to the operator about how the affiliate will share the link.

export const AFFILIATE_MESSAGE_MAX = 1000;

export const affiliateSchema = z.object({
  email: oneLineString().min(1, { error: 'key:required' }).max(200).toLowerCase().pipe(z.email()),
  message: multiLineString().max(AFFILIATE_MESSAGE_MAX).optional().default(''),
});
export type AffiliateInput = z.output<typeof affiliateSchema>;

/** GET /api/friends/{email or user} and /api/rewards/{email or user}: the user's id or email. */
export const affiliateOwnerParam = z.object({ user: z.string().min(1).max(200) });

import { randomBytes } from 'node:crypto';
import { SLUG_ALPHABET, SLUG_LENGTH } from '@/lib/affiliate/rules';

/** A fresh link slug: random (never from the email), URL-safe, 8 of 31 characters (~40 bits). */
export function newAffiliateSlug(): string {
  const bytes = randomBytes(SLUG_LENGTH);
  // 256 is not a multiple of 31; the tiny bias is harmless for a link name.
  return Array.from(bytes, (b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
}

/** The affiliate's id as the spec's `agency_id`: random, reveals neither the user nor the order of joining. */
export const newAgencyId = () => `ag_${randomBytes(8).toString('hex')}`;

/** A reward's id. */
export const newRewardId = () => randomBytes(12).toString('hex');

// The affiliate programme's rules, in one place: the Affiliate page and the Dashboard state them
// from these constants, and the server applies them.

/** What each new friend is worth to the affiliate, in US dollars. */
export const REWARD_USD = 50;

/** How long a click on an affiliate link counts: the attribution cookie's lifetime. */
export const ATTRIBUTION_DAYS = 30;

/** The HttpOnly cookie that remembers which affiliate's link a visitor arrived through (last click wins). */
export const ATTRIBUTION_COOKIE = 'affiliate_ref';

/** Slugs: 8 characters from an alphabet without look-alikes (no 0/o, 1/l/i), so a link read aloud still works. */
export const SLUG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const SLUG_LENGTH = 8;
export const SLUG_PATTERN = /^[a-z0-9]{8}$/;

/**
 * A reward's life: pending (friend sent a quote or booked through the link), earned (a booking
 * attributed to the affiliate when it was made is confirmed), paid (by the operator). These three
 * are totalled; `voided` (the booking that earned it was cancelled before travel) is owed nothing.
 */
export const REWARD_STATUSES = ['pending', 'earned', 'paid'] as const;
export type TotalledRewardStatus = (typeof REWARD_STATUSES)[number];
export type RewardStatus = TotalledRewardStatus | 'voided';

/** The path of an affiliate's personal link; valid on every language domain. */
export const affiliatePath = (slug: string) => `/affiliate/${slug}`;

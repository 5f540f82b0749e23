import type { Translate } from '@/lib/validation/fieldMessages';

/** "3 days, 2 nights", or "1 day" for a day trip: each count in its own plural, no "0 nights". */
export const tourDuration = (t: Translate, days: number, nights: number): string =>
  [t('tour.summary.durationDays', { count: days }), ...(nights > 0 ? [t('tour.summary.durationNights', { count: nights })] : [])].join(', ');

import type { Translate } from '@/lib/validation/fieldMessages';

/** A tour's length as the cards say it: "1 day" for a day trip (walked: "1 days" on its booking page), else "{days} days". */
export const tourLength = (t: Translate, days: number): string => (days === 1 ? t('catalogue.card.day') : t('catalogue.card.days', { days }));

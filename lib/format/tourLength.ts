type T = (key: string, params?: Record<string, string | number>) => string;

/** A tour's length as the cards say it: "1 day" for a day trip (walked: "1 days" on its booking page), else "{days} days". */
export const tourLength = (t: T, days: number): string => (days === 1 ? t('catalogue.card.day') : t('catalogue.card.days', { days }));

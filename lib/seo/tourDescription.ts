import { tourLength } from '@/lib/format/tourLength';
import { formatPrice } from '@/lib/format/price';
import type { Translate } from '@/lib/validation/fieldMessages';
import { snippet } from './snippet';

/**
 * A tour's meta description: what tells it from its neighbours first (length, level, style, price
 * from), then its overview, cut to what a search result shows. Walked by a crawler on 30 Nov: the
 * overviews of one route's budget, mid-range and luxury tours begin alike, so 212 of 228 tours
 * shared their description with another.
 */
export function tourDescription(t: Translate, tour: { days: number; level: string; safariType: string; priceFrom: number; overview: string }): string {
  const facts = [tourLength(t, tour.days), t(`catalogue.levels.${tour.level}`), t(`catalogue.safariTypes.${tour.safariType}`), `${t('catalogue.card.from')} ${formatPrice(tour.priceFrom)}`];
  return snippet(`${facts.join(' · ')}. ${tour.overview}`);
}

import { AppLink } from '@/components/ui/AppLink';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';
import type { TourCardView } from '@/server/catalogue/dto';
import { tourLength } from '@/lib/format/tourLength';

export type RecommendedTour = Pick<TourCardView, 'slug' | 'title' | 'days' | 'priceFrom'>;

/**
 * The home page's last section: a few more trips as plain links (title, length, price from), not
 * another row of picture cards: below the fold, after twelve cards, a short list reads faster and
 * keeps the page light.
 */
export function RecommendedList({ tours }: { tours: RecommendedTour[] }) {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {tours.map((tour) => (
        <li key={tour.slug}>
          <AppLink href={`/trip/${tour.slug}`} className="rec-link" data-testid="recommended-tour">
            <span className="rec-title">{tour.title}</span>
            <span className="rec-meta">{`${tourLength(t, tour.days)} · ${t('catalogue.card.from')} ${formatPrice(tour.priceFrom)}`}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { Stars } from '@/components/ui/Stars';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';
import type { TourCardView as Tour } from '@/server/catalogue/dto';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { useDealWords, WasPrice } from './DealText';
import { tourLength } from '@/lib/format/tourLength';

/** The facts a traveller compares: length, places, level, rating and price from (a deal's old price struck through, and its last day); a heart saves it to the wishlist. */
export function TourCard({ tour, priority, wishlistToggle = true }: { tour: Tour; priority?: boolean; wishlistToggle?: boolean }) {
  const t = useT();
  const deal = useDealWords();
  return (
    <article className="group card tour-card" data-testid="tour-card">
      <div className="card-media">
        {/* No alt of its own: the title, in the link just below, names the picture (read once, not twice). */}
        <SiteImg image={tour.image} alt="" priority={priority} widths={CARD_WIDTHS} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" className="card-zoom" />
        {tour.deal ? (
          <span className="tour-card-deal" data-testid="deal-badge">{`${deal.off(tour.deal)} · ${deal.until(tour.deal)}`}</span>
        ) : null}
        {wishlistToggle ? (
          <WishlistToggle
            tour={tour}
            variant="card"
            className="card-heart"
          />
        ) : null}
        <span className="tour-card-days">
          {tourLength(t, tour.days)}
        </span>
      </div>
      <div className="card-body">
        <p className="card-kicker">
          {`${t(`catalogue.levels.${tour.level}`)} · ${t(`catalogue.safariTypes.${tour.safariType}`)}`}
        </p>
        <h3 className="tour-card-title">
          <AppLink href={`/trip/${tour.slug}`} className="tour-card-link" data-testid="tour-link">
            <span className="relative">{tour.title}</span>
          </AppLink>
        </h3>
        {tour.places.length ? <p className="tour-card-places">{tour.places.join(' · ')}</p> : null}
        <div className="card-foot">
          <div className="card-text">
            {tour.rating ? (
              <span className="flex items-center gap-1.5">
                <Stars rating={tour.rating} label={t('catalogue.card.rating', { rating: tour.rating })} size={14} />
                <span>{t('catalogue.card.reviews', { count: tour.reviewsCount })}</span>
              </span>
            ) : (
              <span className="text-acacia-700">{t('catalogue.card.noReviewsYet')}</span>
            )}
          </div>
          <p className="text-right">
            <span className="card-note">{t('catalogue.card.from')}</span>
            {tour.deal ? <WasPrice deal={tour.deal} className="card-was" /> : null}
            <span className="card-price" data-testid="tour-price">{formatPrice(tour.priceFrom)}</span>
            <span className="card-note">{t('catalogue.card.perPerson')}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

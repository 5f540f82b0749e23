import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { Stars } from '@/components/ui/Stars';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';
import type { TourCardView as Tour } from '@/server/catalogue/dto';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';

/** The facts a traveller compares: length, places, level, rating and price from; a heart saves it to the wishlist. */
export function TourCard({ tour, priority, wishlistToggle = true }: { tour: Tour; priority?: boolean; wishlistToggle?: boolean }) {
  const t = useT();
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/5 transition hover:shadow-lg" data-testid="tour-card">
      <div className="relative aspect-[16/10] overflow-hidden bg-sand-200">
        <SiteImg image={tour.image} priority={priority} widths={CARD_WIDTHS} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" className="transition duration-500 group-hover:scale-105" />
        {tour.dealPercent ? (
          <span className="absolute top-3 left-3 rounded-full bg-sunset-600 px-3 py-1 text-xs font-semibold text-white">{t('catalogue.card.deal', { percent: tour.dealPercent })}</span>
        ) : null}
        {wishlistToggle ? (
          <WishlistToggle
            tour={tour}
            variant="card"
            className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-night-800 shadow-sm hover:text-sunset-700 aria-pressed:text-sunset-700 focus-visible:outline-2 focus-visible:outline-sunset-600"
          />
        ) : null}
        <span className="absolute right-3 bottom-3 rounded-full bg-night-900/85 px-3 py-1 text-xs font-semibold text-white">
          {tour.days === 1 ? t('catalogue.card.day') : t('catalogue.card.days', { days: tour.days })}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-acacia-700 uppercase">
          {t(`catalogue.levels.${tour.level}`)} · {t(`catalogue.safariTypes.${tour.safariType}`)}
        </p>
        <h3 className="mt-1 font-display text-lg leading-snug font-semibold text-night-900">
          <AppLink href={`/trip/${tour.slug}`} className="after:absolute after:inset-0 focus:outline-none" data-testid="tour-link">
            <span className="relative">{tour.title}</span>
          </AppLink>
        </h3>
        {tour.places.length ? <p className="mt-2 line-clamp-2 text-sm text-night-700">{tour.places.join(' · ')}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <div className="text-sm text-night-700">
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
            <span className="block text-xs text-night-600">{t('catalogue.card.from')}</span>
            <span className="font-display text-xl font-semibold text-night-900" data-testid="tour-price">{formatPrice(tour.priceFrom)}</span>
            <span className="block text-xs text-night-600">{t('catalogue.card.perPerson')}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

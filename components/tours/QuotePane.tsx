import { AppLink } from '@/components/ui/AppLink';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { formatPrice } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { TourDetail } from '@/server/catalogue/dto';
import { DealNote, WasPrice } from './DealText';
import { useQuoteModal } from './useQuoteModal';

/** The tour's call to action: price, and the four ways on. "Get a free quote" opens the short form (a link without JS). */
export function QuotePane({ tour }: { tour: Pick<TourDetail, 'id' | 'slug' | 'title' | 'priceFrom' | 'deal' | 'available'> }) {
  const { t } = useI18n();
  const quote = useQuoteModal(tour);
  const slug = encodeURIComponent(tour.slug);
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5" data-testid="quote-pane">
      <p className="text-sm text-night-600">{t('tour.pane.from')}</p>
      <p className="font-display text-3xl font-semibold text-night-900">
        {tour.deal ? <WasPrice deal={tour.deal} className="pane-was" /> : null}
        <span data-testid="pane-price">{formatPrice(tour.priceFrom)}</span>
      </p>
      <p className="text-sm text-night-600">{t('tour.pane.perPerson')}</p>
      {tour.deal ? <DealNote deal={tour.deal} testId="pane-deal" /> : null}
      <div className="mt-5 grid gap-3">
        <AppLink href={`/Quote?tour=${slug}`} onClick={quote.open} onPointerEnter={quote.warm} onFocus={quote.warm} className="pane-quote">
          {t('tour.pane.getQuote')}
        </AppLink>
        {tour.available ? (
          <AppLink href={`/Booking?tour=${slug}`} className="pane-book">
            {t('tour.pane.bookNow')}
          </AppLink>
        ) : null}
        <WishlistToggle tour={tour} variant="pane" className="pane-button" />
        <AppLink href={`/Review?tour=${slug}`} className="pane-button">
          {t('tour.pane.writeReview')}
        </AppLink>
      </div>
      <p className="mt-4 text-xs text-night-600">{t('tour.pane.promise')}</p>
      {quote.modal}
    </div>
  );
}

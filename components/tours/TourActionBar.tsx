import { useRef } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';
import { useHeightVariable } from '@/lib/useHeightVariable';
import type { TourDetail } from '@/server/catalogue/dto';
import { WasPrice } from './DealText';
import { useQuoteModal } from './useQuoteModal';

/**
 * Below 1024 px the booking pane comes after the whole tour: this bar keeps the price from and
 * the two ways on (quote, book) at the foot of the screen, down to the end of the tour, where
 * it rests above the footer. Its height is --bottom-bar, so the floating buttons sit above it.
 */
export function TourActionBar({ tour }: { tour: Pick<TourDetail, 'slug' | 'title' | 'priceFrom' | 'deal' | 'available'> }) {
  const t = useT();
  const quote = useQuoteModal(tour);
  const bar = useRef<HTMLDivElement>(null);
  useHeightVariable(bar, '--bottom-bar', 0);
  const slug = encodeURIComponent(tour.slug);
  return (
    <>
      <div ref={bar} className="tour-bar" data-sticky data-testid="tour-action-bar">
        <p className="shrink-0 leading-tight">
          <span className="block text-xs text-night-600">{t('tour.pane.from')}</span>
          {tour.deal ? <WasPrice deal={tour.deal} className="bar-was" /> : null}
          <span className="font-display text-xl font-semibold">{formatPrice(tour.priceFrom)}</span>
          <span className="ml-1 text-xs text-night-600">{t('catalogue.card.perPerson')}</span>
        </p>
        <div className="tour-bar-actions">
          <AppLink href={`/Quote?tour=${slug}`} onClick={quote.open} onPointerEnter={quote.warm} onFocus={quote.warm} className="tour-bar-quote">
            {t('tour.pane.getQuote')}
          </AppLink>
          {tour.available ? (
            <AppLink href={`/Booking?tour=${slug}`} className="tour-bar-book">
              {t('tour.pane.bookNow')}
            </AppLink>
          ) : null}
        </div>
      </div>
      {quote.modal}
    </>
  );
}

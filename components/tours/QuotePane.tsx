import { useState, type ComponentType, type MouseEvent } from 'react';
import { fetchStrings } from '@/services/strings';
import { AppLink } from '@/components/ui/AppLink';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { formatPrice } from '@/lib/format/price';
import { I18nProvider, useI18n } from '@/lib/i18n/I18nProvider';
import { mergeMessages } from '@/lib/i18n/mergeMessages';
import { QUOTE_FORM_NAMESPACES } from '@/lib/i18n/onDemand';
import type { TourDetail } from '@/server/catalogue/dto';

type ModalProps = { tour: { slug: string; title: string }; onClose: () => void };

/** The tour's call to action: price, and the four ways on. "Get a free quote" opens the short form (a link without JS). */
export function QuotePane({ tour }: { tour: Pick<TourDetail, 'id' | 'slug' | 'title' | 'priceFrom' | 'available'> }) {
  const { t, locale, messages } = useI18n();
  // The modal's code (form, schema, countries) and its strings are fetched when it is about to be
  // used (pointer over the button, focus) or on the click, never with the page.
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [formStrings, setFormStrings] = useState<typeof messages | null>(null);
  const modalParts = () => Promise.all([import('@/components/leads/QuoteModal'), fetchStrings(locale, QUOTE_FORM_NAMESPACES)]);
  const warm = () => void modalParts().catch(() => undefined);
  const openQuote = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const page = e.currentTarget.href;
    modalParts().then(
      ([m, strings]) => {
        setFormStrings(mergeMessages(messages, strings));
        setModal(() => m.default);
      },
      // Without its code or strings (offline, a failed deploy) the Quote page has the same form.
      () => window.location.assign(page),
    );
  };
  const slug = encodeURIComponent(tour.slug);
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5" data-testid="quote-pane">
      <p className="text-sm text-night-600">{t('tour.pane.from')}</p>
      <p className="font-display text-3xl font-semibold text-night-900">{formatPrice(tour.priceFrom)}</p>
      <p className="text-sm text-night-600">{t('tour.pane.perPerson')}</p>
      <div className="mt-5 grid gap-3">
        <AppLink href={`/Quote?tour=${slug}`} onClick={openQuote} onPointerEnter={warm} onFocus={warm} className="pane-quote">
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
      {Modal && formStrings ? (
        <I18nProvider locale={locale} messages={formStrings}>
          <Modal tour={{ slug: tour.slug, title: tour.title }} onClose={() => setModal(null)} />
        </I18nProvider>
      ) : null}
    </div>
  );
}

import { Stars } from '@/components/ui/Stars';
import { formatMonth } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useDisplayNames } from '@/lib/i18n/useDisplayNames';
import type { Review } from '@/server/catalogue/dto';

/**
 * Travellers' reviews, each in the language it was written in (marked, for screen readers, and
 * named when it is not the page's). An invented sample (the seed's, while SAMPLE_REVIEWS is on)
 * says so, in the page's language.
 */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { locale, t } = useI18n();
  const names = useDisplayNames();
  if (!reviews.length) return <p className="text-night-700" data-testid="no-reviews">{t('tour.noReviews')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} className="review" lang={r.language}>
          <div className="review-head">
            <Stars rating={r.rating} label={t('catalogue.card.rating', { rating: r.rating })} />
            {r.language !== locale ? (
              <span lang={locale} className="review-language" data-testid="review-language">
                {t('tour.reviewLanguage', { language: names.language(r.language) })}
              </span>
            ) : null}
            {r.sample ? (
              <span lang={locale} className="review-sample" data-testid="sample-review">
                {t('tour.sampleReview')}
              </span>
            ) : null}
          </div>
          <h3 className="review-title">{r.title}</h3>
          <p className="review-text">{r.text}</p>
          <p className="review-by" lang={locale}>
            {`${t('tour.reviewBy', { name: r.name, country: names.country(r.country) })} · ${t('tour.travelled', { date: formatMonth(r.travelDate, locale) })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

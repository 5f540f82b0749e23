import { Stars } from '@/components/ui/Stars';
import { formatMonth } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useDisplayNames } from '@/lib/i18n/useDisplayNames';
import type { Review } from '@/server/catalogue/dto';

/**
 * Travellers' reviews, each in the language it was written in (marked, for screen readers). An
 * invented sample (the seed's, while SAMPLE_REVIEWS is on) says so, in the page's language.
 */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { locale, t } = useI18n();
  const names = useDisplayNames();
  if (!reviews.length) return <p className="text-night-700" data-testid="no-reviews">{t('tour.noReviews')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/5" lang={r.language}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars rating={r.rating} label={t('catalogue.card.rating', { rating: r.rating })} />
            {r.sample ? (
              <span lang={locale} className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-night-800 ring-1 ring-sand-300" data-testid="sample-review">
                {t('tour.sampleReview')}
              </span>
            ) : null}
          </div>
          <h3 className="mt-2 font-sans text-base font-semibold">{r.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-night-800">{r.text}</p>
          <p className="mt-3 text-xs text-night-600" lang={locale}>
            {`${t('tour.reviewBy', { name: r.name, country: names.country(r.country) })} · ${t('tour.travelled', { date: formatMonth(r.travelDate, locale) })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

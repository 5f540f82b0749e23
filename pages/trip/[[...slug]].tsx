import type { GetStaticProps } from 'next';
import type { ReactNode } from 'react';
import { TourDepartures } from '@/components/booking/TourDepartures';
import { PageHead } from '@/components/layout/PageHead';
import { StructuredData } from '@/components/layout/StructuredData';
import { Itinerary, shownItinerary, type ShownItineraryDay } from '@/components/tours/Itinerary';
import { DealNote } from '@/components/tours/DealText';
import { QuotePane } from '@/components/tours/QuotePane';
import { ReviewList } from '@/components/tours/ReviewList';
import { RouteMap } from '@/components/tours/RouteMap';
import { TourActionBar } from '@/components/tours/TourActionBar';
import { TourGallery } from '@/components/tours/TourGallery';
import { SiteImg } from '@/components/ui/SiteImg';
import { BANNER_WIDTHS } from '@/lib/images/loader';
import { Stars } from '@/components/ui/Stars';
import { useI18n, useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, withReviewNames, type BasePageProps } from '@/server/pages/pageProps';
import { asLocale } from '@/lib/i18n/config';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { tourDuration } from '@/lib/catalogue/tourDuration';
import { onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';
import type { ShownImage, TourDetail } from '@/server/catalogue/dto';
import type { Namespace } from '@/lib/i18n/messages';
import { shownImage } from '@/server/pages/cardViews';
import { getTourDetail } from '@/server/catalogue/tourService';
import { tourDraft } from '@/server/content/tourContent';
import { AppError } from '@/server/http/errors';
import { breadcrumbs, tourProduct, touristTrip, travelAgency } from '@/lib/seo/jsonLd';
import { labelled } from '@/lib/i18n/punctuation';
import { SHARE_DESCRIPTION_LENGTH, snippet } from '@/lib/seo/snippet';
import { tourLength } from '@/lib/format/tourLength';
import { tourDescription } from '@/lib/seo/tourDescription';

/** The tour as the page shows it: pictures as their <img> needs them, its other-language paths once (as `alternates`). */
type TripTour = Omit<TourDetail, 'image' | 'gallery' | 'alternates' | 'translatedIn' | 'itinerary'> & { image: ShownImage; gallery: ShownImage[]; itinerary: ShownItineraryDay[] };

/** `preview`: Draft Mode (a preview link from the back office): the tour's draft text, marked and never indexed. */
type Props = BasePageProps & { tour: TripTour; preview?: boolean };

const SECTIONS = ['overview', 'itinerary', 'accommodation', 'inclusions', 'weather', 'tips', 'gallery', 'map', 'reviews'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="tour-section" data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="tour-section-title">{title}</h2>
      {children}
    </section>
  );
}

export default function TripPage({ tour, alternates, share, preview }: Props) {
  const t = useT();
  const { locale } = useI18n();
  // Built here from the tour the page carries (not sent a second time as props): the agency, the
  // trip, the tour as a product (its offer and rating) and the breadcrumbs home › tour list › tour.
  const path = alternates?.[locale] ?? `/trip/${tour.slug}`;
  const ldTour = { ...tour, path, image: share?.image ?? tour.image.src };
  const structuredData = [
    travelAgency(locale),
    touristTrip(locale, ldTour),
    tourProduct(locale, ldTour, `${tourLength(t, tour.days)}, ${t('tour.pane.perPerson')}`),
    breadcrumbs(locale, [
      { name: t('common.nav.home'), path: '/' },
      { name: t('pages.tourList.title'), path: TOUR_LIST_PATH },
      { name: tour.title, path },
    ]),
  ];
  const fact = (label: string, value: ReactNode) => (
    <div className="tour-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHead title={`${tour.title} | Twiga Trails`} description={tourDescription(t, tour)} robots={preview ? 'noindex, nofollow' : undefined} />
      {preview ? (
        <p role="status" className="bg-sunset-600 px-4 py-2 text-center text-sm font-semibold text-white" data-testid="preview-banner">
          {t('tour.previewBanner')}{' '}
          {/* An API route that clears the preview cookie and goes to the live page: a full request, not a page. */}
          <a href={`/api/preview?exit=1&to=${encodeURIComponent(path)}`} className="underline">{t('tour.previewExit')}</a>
        </p>
      ) : null}
      <StructuredData things={structuredData} />
      {/* At least the picture's height, and taller when a long title needs it: the title and the
          category above it are never clipped or pushed up under the menu. */}
      <div className="relative flex min-h-64 items-end overflow-hidden bg-night-900 sm:min-h-80 lg:min-h-[26rem]" data-testid="tour-hero">
        <SiteImg image={tour.image} priority widths={BANNER_WIDTHS} sizes="100vw" className="absolute inset-0 opacity-80" />
        <div className="absolute inset-0 bg-gradient-to-t from-night-900/90 via-night-900/30 to-transparent" />
        <div className="relative mx-auto w-full max-w-7xl px-4 pt-12 pb-8 text-white">
          <p className="text-sm font-semibold tracking-wide text-sand-200 uppercase">
            {t(`catalogue.categories.${tour.category}`)} · {t(`catalogue.levels.${tour.level}`)}
          </p>
          <h1 className="mt-2 max-w-4xl text-3xl font-semibold text-white sm:text-4xl lg:text-5xl">{tour.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sand-100">
            <span>{tourDuration(t, tour.days, tour.nights)}</span>
            {tour.rating ? (
              <span className="flex items-center gap-1.5">
                <Stars rating={tour.rating} label={t('catalogue.card.rating', { rating: tour.rating })} />
                {t('catalogue.card.reviews', { count: tour.reviewsCount })}
              </span>
            ) : null}
            {tour.deal ? <DealNote deal={tour.deal} className="hero-deal" testId="hero-deal" /> : null}
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[1fr_340px]">
        <div className="min-w-0">
          {/* Wrapped, not a sideways scroller: on a phone every section's tab shows whole. */}
          <nav aria-label={t('tour.sections.jump')} className="flex flex-wrap gap-2 pb-2 text-sm">
            {SECTIONS.map((s) => (
              <a key={s} href={`#${s}`} className="tour-section-link">{t(`tour.sections.${s}`)}</a>
            ))}
          </nav>

          {tour.available ? null : (
            <p role="status" className="mt-4 rounded-xl bg-sunset-50 p-4 font-medium text-sunset-800 ring-1 ring-sunset-200" data-testid="tour-unavailable">
              {t('tour.unavailable')}
            </p>
          )}
          <Section id="overview" title={t('tour.sections.overview')}>
            <p className="leading-relaxed text-night-800">{tour.overview}</p>
          </Section>
          {tour.tripType === 'shared' && tour.available ? <TourDepartures slug={tour.slug} /> : null}
          <Section id="itinerary" title={t('tour.sections.itinerary')}>
            <Itinerary days={tour.itinerary} />
          </Section>
          <Section id="accommodation" title={t('tour.sections.accommodation')}>
            {tour.accommodations.length ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {tour.accommodations.map((a, i) => (
                  <li key={`${a.name}-${i}`} className="rounded-xl bg-white p-4 ring-1 ring-night-900/5">
                    <p className="font-semibold">{a.name}</p>
                    <p className="text-sm text-night-700">
                      {t(`catalogue.accommodationTypes.${a.type}`)} · {t(`catalogue.levels.${a.level}`)} · {a.nights === 1 ? t('tour.nightAt') : t('tour.nightsAt', { nights: a.nights })}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-night-700">{t('tour.toBeConfirmed')}</p>
            )}
          </Section>
          <Section id="inclusions" title={t('tour.sections.inclusions')}>
            <div className="grid gap-6 sm:grid-cols-2">
              <ul className="space-y-2 text-sm">{tour.inclusions.map((x) => <li key={x} className="flex gap-2"><span aria-hidden className="text-acacia-600">✓</span>{x}</li>)}</ul>
              <div>
                <h3 className="mb-2 font-sans text-base font-semibold">{t('tour.sections.exclusions')}</h3>
                <ul className="space-y-2 text-sm">{tour.exclusions.map((x) => <li key={x} className="flex gap-2"><span aria-hidden className="text-sunset-700">✕</span>{x}</li>)}</ul>
              </div>
            </div>
          </Section>
          <Section id="weather" title={t('tour.sections.weather')}>
            <p className="leading-relaxed text-night-800">{tour.weather}</p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              {tour.bestTime.map((b) => (
                <div key={b.destination} className="rounded-xl bg-sand-100 p-4 text-sm">
                  <dt className="font-semibold">{t('tour.bestTime', { place: b.destination })}</dt>
                  <dd className="mt-1">{b.text}</dd>
                  <dd className="mt-1 text-night-600">{labelled(locale, t('tour.highSeason'), b.highSeason)}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section id="tips" title={t('tour.sections.tips')}>
            <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">{tour.tips.map((x) => <li key={x}>{x}</li>)}</ul>
          </Section>
          <Section id="gallery" title={t('tour.sections.gallery')}>
            <TourGallery images={tour.gallery} />
          </Section>
          <Section id="map" title={t('tour.sections.map')}>
            <RouteMap days={tour.itinerary} />
          </Section>
          <Section id="reviews" title={t('tour.sections.reviews')}>
            <ReviewList reviews={tour.reviews} />
            {tour.similarReviews.length ? (
              <div className="mt-6" data-testid="similar-reviews">
                <h3 className="mb-3 font-sans text-base font-semibold">{t('tour.similarReviews', { kind: t(`catalogue.categories.${tour.category}`) })}</h3>
                <ReviewList reviews={tour.similarReviews} />
              </div>
            ) : null}
          </Section>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <QuotePane tour={tour} />
          <section aria-labelledby="summary-title" className="rounded-2xl bg-white p-6 ring-1 ring-night-900/5" data-testid="tour-summary">
            <h2 id="summary-title" className="mb-2 text-xl font-semibold">{t('tour.sections.summary')}</h2>
            <dl>
              {fact(t('tour.summary.duration'), tourDuration(t, tour.days, tour.nights))}
              {fact(t('tour.summary.start'), tour.start)}
              {fact(t('tour.summary.end'), tour.end)}
              {fact(t('tour.summary.tripType'), t(`catalogue.tripTypes.${tour.tripType}`))}
              {fact(t('tour.summary.safariType'), t(`catalogue.safariTypes.${tour.safariType}`))}
              {fact(t('tour.summary.level'), t(`catalogue.levels.${tour.level}`))}
              {tour.places.length ? fact(t('tour.summary.places'), tour.places.join(', ')) : null}
            </dl>
          </section>
        </aside>
        <TourActionBar tour={tour} />
      </div>
    </>
  );
}

export const getStaticPaths = onDemandPaths;

// Its structured data is written above, from the tour; the layout adds none.
TripPage.ownStructuredData = true;

/** Of the departures' strings, what the section shows before its list (and its words) arrive. */
const DEPARTURE_LINES: Namespace[] = ['booking.departures.title', 'booking.departures.loading', 'booking.departures.all', 'booking.departures.failed'];

/** Of the catalogue's value names (category, level, trip, safari and lodging type), only those this tour shows. */
function shownValueNames(tour: TourDetail): Namespace[] {
  const lodgings = [...tour.accommodations, ...tour.itinerary.flatMap((d) => (d.accommodation ? [d.accommodation] : []))];
  const names: Namespace[] = [
    `catalogue.categories.${tour.category}`,
    `catalogue.tripTypes.${tour.tripType}`,
    `catalogue.safariTypes.${tour.safariType}`,
    ...[tour.level, ...lodgings.map((a) => a.level)].map((level): Namespace => `catalogue.levels.${level}`),
    ...lodgings.map((a): Namespace => `catalogue.accommodationTypes.${a.type}`),
  ];
  return [...new Set(names)];
}

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale, draftMode }) => {
  const slug = readSlugParam(params?.slug);
  if (slug.kind === 'none') return { redirect: { destination: TOUR_LIST_PATH, statusCode: 301 } };
  if (slug.kind === 'many') return { notFound: true, revalidate: REVALIDATE_SECONDS };
  // The quote form (opened from the page) fetches its strings when opened (GET /api/strings); the reviews need their writers' countries.
  try {
    const live = await getTourDetail(asLocale(locale), slug.slug);
    // Draft Mode: this browser follows a preview link, and sees the draft in its language (if one waits).
    const draft = draftMode ? await tourDraft(live.id, asLocale(locale)) : undefined;
    const tour = draft
      ? {
          ...live, title: draft.title, overview: draft.overview, weather: draft.weather, tips: draft.tips, inclusions: draft.inclusions, exclusions: draft.exclusions,
          itinerary: live.itinerary.map((day, i) => ({ ...day, ...draft.days?.[i] })),
        }
      : live;
    const base = await basePageProps(locale, 'trip', ['catalogue.card', 'tour', ...DEPARTURE_LINES, 'pages.tourList.title', ...shownValueNames(tour)]);
    // An old slug, or another language's: one 301 to where the tour lives on this domain.
    if (tour.slug !== slug.slug) return { redirect: { destination: `/trip/${tour.slug}`, statusCode: 301 }, revalidate: REVALIDATE_SECONDS };
    const share = { title: tour.title, description: snippet(tour.overview, SHARE_DESCRIPTION_LENGTH), image: tour.image.original };
    const messages = withReviewNames(base, [...tour.reviews, ...tour.similarReviews]);
    const { alternates, translatedIn, image, gallery, ...rest } = tour;
    const shown: TripTour = { ...rest, image: shownImage(image), gallery: gallery.map(shownImage), itinerary: shownItinerary(rest.itinerary, asLocale(locale)) };
    return {
      props: { ...base, messages, tour: shown, alternates, translatedIn, share, ...(draftMode ? { preview: true } : {}) },
      revalidate: REVALIDATE_SECONDS,
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    throw err;
  }
};

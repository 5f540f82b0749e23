import type { GetStaticProps } from 'next';
import { DestinationCard } from '@/components/destinations/DestinationCard';
import { HeroSearch } from '@/components/home/HeroSearch';
import { RecommendedList, type RecommendedTour } from '@/components/home/RecommendedList';
import { SectionHeading } from '@/components/home/SectionHeading';
import { PageHead } from '@/components/layout/PageHead';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { ReviewList } from '@/components/tours/ReviewList';
import { TourGrid } from '@/components/tours/TourGrid';
import { SiteImg } from '@/components/ui/SiteImg';
import { BANNER_WIDTHS } from '@/lib/images/loader';
import { SITE } from '@/config/site';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, withReviewNames, type BasePageProps } from '@/server/pages/pageProps';
import { DESTINATION_CARD_STRINGS, REVIEW_STRINGS, TOUR_CARD_STRINGS } from '@/lib/i18n/sharedStrings';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { listDestinations, popularDestinations } from '@/server/catalogue/destinationService';
import type { DestinationCardView, Review, ShownImage, TourCardView } from '@/server/catalogue/dto';
import { latestReviews, travellerReviewStats } from '@/server/catalogue/reviewService';
import { dealTours, listTours, popularTours, recommendedTours } from '@/server/catalogue/tourService';
import { heroImage } from '@/server/catalogue/images';
import { latestArticles, type ArticleCardView } from '@/server/blog/service';
import { articleCardView, destinationCardView, shownImage, tourCardView } from '@/server/pages/cardViews';

type Props = BasePageProps & {
  hero: ShownImage;
  popular: TourCardView[];
  deals: TourCardView[];
  recommended: RecommendedTour[];
  destinations: DestinationCardView[];
  reviews: Review[];
  articles: ArticleCardView[];
  stats: { tours: number; destinations: number; rating: number; reviews: number; years: number };
};

const WHY = ['local', 'tailor', 'guides', 'reply'] as const;

export default function HomePage({ meta, hero, popular, deals, recommended, destinations, reviews, articles, stats }: Props) {
  const t = useT();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <section className="relative isolate overflow-hidden bg-night-900">
        <div className="absolute inset-0 -z-10 opacity-80">
          <SiteImg image={hero} priority widths={BANNER_WIDTHS} sizes="100vw" />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-night-900/60 via-night-900/30 to-night-900/80" />
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:py-28">
          <h1 className="mx-auto max-w-4xl text-4xl font-semibold text-white sm:text-5xl lg:text-6xl">{t('home.heroTitle')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-sand-100">{t('home.heroText')}</p>
          <div className="mx-auto mt-10 max-w-5xl">
            <HeroSearch />
          </div>
        </div>
      </section>

      {/* A section with nothing to show is left out (an operator's catalogue starts empty: npm run setup -- --no-samples). */}
      {popular.length ? (
        <section aria-labelledby="popular-tours" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="popular-tours" title={t('home.popularTours')} link={{ href: TOUR_LIST_PATH, label: t('home.viewAll') }} />
          <TourGrid tours={popular.slice(0, 6)} />
        </section>
      ) : null}

      <section aria-labelledby="popular-destinations" className="bg-sand-100 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="popular-destinations" title={t('home.popularDestinations')} link={{ href: '/Destinations', label: t('home.allDestinations') }} />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">{destinations.slice(0, 8).map((d) => <li key={d.id}><DestinationCard destination={d} /></li>)}</ul>
        </div>
      </section>

      {deals.length ? (
        <section aria-labelledby="deals" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="deals" title={t('home.deals')} text={t('home.dealsText')} />
          <TourGrid tours={deals} />
        </section>
      ) : null}

      <section aria-labelledby="why-us" className="bg-night-900 py-16 text-sand-50">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="why-us" className="text-3xl font-semibold text-white sm:text-4xl">{t('home.whyUs')}</h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map((k) => (
              <li key={k} className="home-why">
                <h3>{t(`home.why.${k}.title`)}</h3>
                <p>{t(`home.why.${k}.text`)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-14 grid grid-cols-2 gap-8 border-t border-night-700 pt-10 text-center lg:grid-cols-4" data-testid="stats">
            {stats.tours ? <div className="home-stat"><dt>{t('home.stats.tours')}</dt><dd>{stats.tours}</dd></div> : null}
            <div className="home-stat"><dt>{t('home.stats.destinations')}</dt><dd>{stats.destinations}</dd></div>
            {stats.reviews ? (
              <div className="home-stat"><dt>{t('home.stats.rating', { count: stats.reviews })}</dt><dd>{stats.rating.toFixed(1)}</dd></div>
            ) : null}
            <div className="home-stat"><dt>{t('home.stats.years')}</dt><dd>{stats.years}</dd></div>
          </dl>
        </div>
      </section>

      {reviews.length ? (
        <section aria-labelledby="reviews" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="reviews" title={t('home.reviews')} />
          <ReviewList reviews={reviews} />
        </section>
      ) : null}

      {articles.length ? (
        <section aria-labelledby="latest-posts" className="bg-sand-100 py-16">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="latest-posts" title={t('home.latestPosts')} link={{ href: '/Blogs', label: t('common.nav.blog') }} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((a) => <li key={a.id}><ArticleCard article={a} /></li>)}
            </ul>
          </div>
        </section>
      ) : null}

      {recommended.length ? (
        <section aria-labelledby="recommended" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="recommended" title={t('home.recommended')} />
          <RecommendedList tours={recommended} />
        </section>
      ) : null}
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  // Only the strings this page shows: its own, the cards', and the reviews' (with their writers' countries).
  const base = await basePageProps(locale, 'home', ['home', ...TOUR_CARD_STRINGS, ...REVIEW_STRINGS, ...DESTINATION_CARD_STRINGS, 'blog.categories', 'blog.reading']);
  const l = base.locale;
  const [popular, deals, recommended, destinations, reviews, all, places, travellers, articles] = await Promise.all([
    popularTours(l, 6),
    dealTours(l, 3),
    recommendedTours(l, 3),
    popularDestinations(l),
    latestReviews(4),
    listTours(l, {}),
    listDestinations(l),
    travellerReviewStats(),
    latestArticles(l, 3),
  ]);
  return {
    props: {
      ...base,
      messages: withReviewNames(base, reviews),
      hero: shownImage(heroImage('savanna', '')),
      popular: popular.slice(0, 6).map(tourCardView),
      deals: deals.map(tourCardView),
      recommended: recommended.map(({ slug, title, days, priceFrom }) => ({ slug, title, days, priceFrom })),
      destinations: destinations.slice(0, 8).map(destinationCardView),
      reviews,
      articles: articles.map(articleCardView),
      // The rating figure counts travellers' reviews only: samples are shown, labelled, never counted.
      stats: { tours: all.total, destinations: places.length, rating: travellers.average, reviews: travellers.count, years: new Date().getFullYear() - SITE.foundedYear },
    },
    revalidate: REVALIDATE_SECONDS,
  };
};

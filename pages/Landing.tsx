import type { GetStaticProps } from 'next';
import { SectionHeading } from '@/components/home/SectionHeading';
import { PageHead } from '@/components/layout/PageHead';
import { ReviewList } from '@/components/tours/ReviewList';
import { TourGrid } from '@/components/tours/TourGrid';
import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { BANNER_WIDTHS } from '@/lib/images/loader';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { Review, TourCard } from '@/server/catalogue/dto';
import { heroImage, type PageImage } from '@/server/catalogue/images';
import { latestReviews } from '@/server/catalogue/reviewService';
import { popularTours } from '@/server/catalogue/tourService';

type Props = BasePageProps & { hero: PageImage; kinds: { id: Kind; image: PageImage }[]; tours: TourCard[]; reviews: Review[] };

type Kind = 'safari' | 'kilimanjaro' | 'zanzibar';
const KIND_LINKS: Record<Kind, string> = { safari: TOUR_LIST_PATH, kilimanjaro: `${TOUR_LIST_PATH}kilimanjaro`, zanzibar: `${TOUR_LIST_PATH}zanzibar` };
const STEPS = ['ask', 'plan', 'go'] as const;

/** The page campaigns send people to: one promise, three kinds of trip, one call to action. */
export default function LandingPage({ meta, hero, kinds, tours, reviews }: Props) {
  const t = useT();
  const cta = <AppLink href="/Quote" className="inline-block rounded-full bg-sunset-600 px-7 py-3 text-lg font-semibold text-white shadow hover:bg-sunset-700">{t('info.landing.cta')}</AppLink>;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <section className="relative isolate overflow-hidden bg-night-900">
        <div className="absolute inset-0 -z-10 opacity-80"><SiteImg image={hero} priority widths={BANNER_WIDTHS} sizes="100vw" /></div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-night-900/70 via-night-900/40 to-night-900/80" />
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:py-28">
          <h1 className="mx-auto max-w-4xl text-4xl font-semibold text-white sm:text-5xl lg:text-6xl">{t('pages.landing.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-sand-100">{t('pages.landing.intro')}</p>
          <p className="mt-10 flex flex-wrap items-center justify-center gap-4">
            {cta}
            <AppLink href={TOUR_LIST_PATH} className="rounded-full bg-white/90 px-6 py-3 font-semibold text-night-900 hover:bg-white">{t('info.landing.browse')}</AppLink>
          </p>
          <p className="mt-4 text-sm text-sand-200">{t('info.landing.promise')}</p>
        </div>
      </section>

      <section aria-labelledby="kinds" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="kinds" title={t('info.landing.kindsHeading')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {kinds.map(({ id, image }) => (
            <li key={id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/5">
              <div className="aspect-[16/10] bg-sand-200"><SiteImg image={image} sizes="(min-width: 768px) 33vw, 100vw" /></div>
              <div className="p-5">
                <h3 className="font-sans text-xl font-semibold"><AppLink href={KIND_LINKS[id]} className="hover:underline">{t(`info.landing.kinds.${id}.title`)}</AppLink></h3>
                <p className="mt-2 text-night-700">{t(`info.landing.kinds.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {tours.length ? (
        <section aria-labelledby="landing-tours" className="bg-sand-100 py-16">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="landing-tours" title={t('info.landing.toursHeading')} link={{ href: TOUR_LIST_PATH, label: t('info.landing.browse') }} />
            <TourGrid tours={tours} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="how" className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="how" title={t('info.landing.howHeading')} />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s} className="flex gap-4">
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-acacia-700 font-semibold text-white">{i + 1}</span>
              <div>
                <h3 className="font-sans text-lg font-semibold">{t(`info.landing.how.${s}.title`)}</h3>
                <p className="mt-1 text-night-700">{t(`info.landing.how.${s}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {reviews.length ? (
        <section aria-labelledby="landing-reviews" className="bg-sand-100 py-16">
          <div className="mx-auto max-w-7xl px-4">
            <SectionHeading id="landing-reviews" title={t('info.landing.reviewsHeading')} />
            <ReviewList reviews={reviews} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="final" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="final" className="text-3xl font-semibold sm:text-4xl">{t('info.landing.finalHeading')}</h2>
        <p className="mt-3 text-lg text-night-700">{t('info.landing.finalText')}</p>
        <p className="mt-8">{cta}</p>
      </section>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const base = await basePageProps(locale, 'landing', ['pages', 'info', 'catalogue', 'tour', 'names']);
  const [tours, reviews] = await Promise.all([popularTours(base.locale, 3), latestReviews(2)]);
  return {
    props: {
      ...base,
      hero: heroImage('savanna', ''),
      kinds: [
        { id: 'safari', image: heroImage('savanna', '') },
        { id: 'kilimanjaro', image: heroImage('mountain', '') },
        { id: 'zanzibar', image: heroImage('beach', '') },
      ],
      tours,
      reviews,
    },
    revalidate: REVALIDATE_SECONDS,
  };
};

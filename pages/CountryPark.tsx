import type { GetServerSideProps } from 'next';
import { PageHead } from '@/components/layout/PageHead';
import { TourGrid } from '@/components/tours/TourGrid';
import { AppLink } from '@/components/ui/AppLink';
import { destinationHref } from '@/components/destinations/DestinationCard';
import { SiteImg } from '@/components/ui/SiteImg';
import { BANNER_WIDTHS } from '@/lib/images/loader';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { basePageProps, PUBLIC_PAGE_CACHE, type BasePageProps } from '@/server/pages/pageProps';
import { ERROR_404_PATH } from '@/lib/routing/paths';
import { getDestinationDetail } from '@/server/catalogue/destinationService';
import type { DestinationDetail } from '@/server/catalogue/dto';
import { translate } from '@/lib/i18n/translate';
import { breadcrumbs, touristDestination, travelAgency } from '@/lib/seo/jsonLd';
import { SHARE_DESCRIPTION_LENGTH, snippet } from '@/lib/seo/snippet';
import { numberFormat } from '@/lib/format/intl';

type Props = BasePageProps & { destination: DestinationDetail };

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export default function CountryParkPage({ destination: d }: Props) {
  const { locale, t } = useI18n();
  return (
    <>
      <PageHead title={`${d.name} | Twiga Trails`} description={snippet(d.summary)} />
      <div className="relative h-64 overflow-hidden bg-night-900 sm:h-80">
        <SiteImg image={d.image} priority widths={BANNER_WIDTHS} sizes="100vw" className="opacity-85" />
        <div className="absolute inset-0 bg-gradient-to-t from-night-900/90 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-8 text-white">
          <p className="text-sm font-semibold tracking-wide text-sand-200 uppercase">{t(`destinations.groups.${d.group}`)}</p>
          <h1 className="mt-2 text-4xl font-semibold text-white sm:text-5xl">{d.name}</h1>
          <p className="mt-2 max-w-2xl text-sand-100">{d.summary}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-5 leading-relaxed text-night-800">
          {d.description.split(/\n\n+/).map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
          {d.highlights.length ? (
            <>
              <h2 className="pt-4 text-2xl font-semibold text-night-900">{t('destinations.highlights')}</h2>
              <ul className="list-disc space-y-1 pl-5">{d.highlights.map((h) => <li key={h}>{h}</li>)}</ul>
            </>
          ) : null}
          <h2 className="pt-4 text-2xl font-semibold text-night-900">{t('destinations.calendar')}</h2>
          {/* Four a row on a phone: at six, "Hochsaison" was cut to "Hochsaiso"; hyphens for longer words still. */}
          <ol className="grid grid-cols-4 gap-1 text-center text-xs hyphens-auto sm:grid-cols-12" data-testid="month-calendar">
            {MONTHS.map((m) => {
              const best = d.bestMonths.includes(m);
              const high = d.highSeasonMonths.includes(m);
              return (
                <li key={m} className={`rounded-md px-1 py-2 ${best ? 'bg-acacia-600 text-white' : 'bg-sand-100'}`}>
                  <span className="block font-semibold">{t(`destinations.months.${m}`)}</span>
                  <span className="block">{best ? t('destinations.calendarBest') : '·'}</span>
                  {high ? <span className="block text-[10px]">{t('destinations.calendarHigh')}</span> : null}
                </li>
              );
            })}
          </ol>
        </div>
        <aside>
          <dl className="rounded-2xl bg-white p-6 text-sm ring-1 ring-night-900/5" data-testid="destination-facts">
            <div className="py-2"><dt className="text-night-600">{t('destinations.rating')}</dt><dd className="font-semibold">{d.rating === null ? t('destinations.noRating') : `★ ${d.rating.toFixed(1)} / 5`}</dd></div>
            <div className="py-2"><dt className="text-night-600">{t('destinations.bestTime')}</dt><dd className="font-semibold">{d.bestTime}</dd></div>
            <div className="py-2"><dt className="text-night-600">{t('destinations.highSeason')}</dt><dd className="font-semibold">{d.highSeason}</dd></div>
            {d.altitudeM ? <div className="py-2"><dt className="text-night-600">{t('destinations.altitude')}</dt><dd className="font-semibold">{t('destinations.altitudeValue', { metres: numberFormat(locale).format(d.altitudeM) })}</dd></div> : null}
            {d.areaKm2 ? <div className="py-2"><dt className="text-night-600">{t('destinations.area')}</dt><dd className="font-semibold">{t('destinations.areaValue', { km2: numberFormat(locale).format(d.areaKm2) })}</dd></div> : null}
            {d.toursCount ? <div className="py-2"><dt className="text-night-600">{t('pages.tourList.title')}</dt><dd className="font-semibold">{d.toursCount === 1 ? t('destinations.tour') : t('destinations.tours', { count: d.toursCount })}</dd></div> : null}
          </dl>
        </aside>
      </div>
      {d.tours.length ? (
        <section className="mx-auto max-w-7xl px-4 pb-10" aria-labelledby="tours-here">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <h2 id="tours-here" className="text-2xl font-semibold sm:text-3xl">{t('destinations.toursHere', { name: d.name })}</h2>
            <AppLink href={d.toursPath} className="font-semibold text-sunset-700 underline">{t('destinations.allTours', { count: d.toursCount })}</AppLink>
          </div>
          <TourGrid tours={d.tours} />
        </section>
      ) : null}
    </>
  );
}

/** The tours a destination's page shows, best deals first, then the shortest. */
const TOURS_SHOWN = 6;

/** Spec: a failed or unknown destination load sends the visitor to /Error404. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale, res }) => {
  const key = typeof query.destination === 'string' ? query.destination : typeof query.id === 'string' ? query.id : '';
  const toError = { redirect: { destination: ERROR_404_PATH, permanent: false } } as const;
  if (!/^[A-Za-z0-9-]{1,120}$/.test(key)) return toError;
  try {
    const base = await basePageProps(locale, 'countryPark', ['pages', 'destinations', 'catalogue']);
    const destination = await getDestinationDetail(base.locale, key);
    // An id, an old slug or another language's: one 301 to this domain's own slug for the place.
    if (destination.slug !== query.destination) return { redirect: { destination: destinationHref(destination.slug), statusCode: 301 } };
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
    const jsonLd = [
      travelAgency(base.locale),
      touristDestination(base.locale, destination),
      breadcrumbs(base.locale, [
        { name: translate(base.messages, 'common.nav.home'), path: '/' },
        { name: translate(base.messages, 'pages.destinations.title'), path: '/Destinations' },
        { name: destination.name, path: destination.alternates[base.locale] ?? `/CountryPark?destination=${destination.slug}` },
      ]),
    ];
    const share = { title: `${destination.name} | Twiga Trails`, description: snippet(destination.summary, SHARE_DESCRIPTION_LENGTH), image: destination.image.original };
    // Only the cards the page shows travel in its HTML (a popular place has ninety tours; "all tours" links to the list).
    const shown = { ...destination, tours: destination.tours.slice(0, TOURS_SHOWN) };
    return { props: { ...base, destination: shown, alternates: destination.alternates, jsonLd, share } };
  } catch (err) {
    console.error('[CountryPark] destination load failed', key, err instanceof Error ? err.message : err);
    return toError;
  }
};

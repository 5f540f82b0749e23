import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { DepartureList } from '@/components/booking/DepartureList';
import { DepositRules } from '@/components/booking/DepositRules';
import { useDepartures } from '@/components/booking/useDepartures';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { PageId } from '@/lib/routing/siteRoutes';
import type { DepartureDto } from '@/server/bookings/dto';
import { listDepartures } from '@/server/bookings/departureService';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';

type Props = BasePageProps & { pageId: PageId; departures: DepartureDto[] };

/** The soonest departures come with the page; the rest of the year is asked for on request. */
const FIRST = 40;
const ALL = 300;

/** Every upcoming dated departure of the shared tours, soonest first, with seats left as they are now. */
export default function UpcomingDeparturesPage({ departures: first, ...page }: Props) {
  const t = useT();
  const [more, setMore] = useState(false);
  const later = useDepartures({ limit: ALL, enabled: more });
  const departures = more && later.status === 'succeeded' ? later.departures : first;
  return (
    <InfoPage {...page}>
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          {departures.length ? (
            <DepartureList departures={departures} showTour bookLabel={t('booking.departures.book')} />
          ) : (
            <p className="text-night-700" data-testid="no-departures">{t('booking.departures.none')}</p>
          )}
          {first.length === FIRST && !(more && later.status === 'succeeded') ? (
            <button
              type="button" onClick={() => setMore(true)} disabled={later.status === 'loading'} aria-busy={later.status === 'loading'}
              className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500"
            >
              {later.status === 'loading' ? t('booking.departures.loading') : t('booking.departures.more')}
            </button>
          ) : null}
          {later.status === 'failed' ? <p role="alert" className="text-night-700">{t('booking.departures.failed')}</p> : null}
          <p className="text-sm">
            <AppLink href={TOUR_LIST_PATH} className="underline">{t('booking.departures.privateTours')}</AppLink>
          </p>
        </div>
        <aside>
          <DepositRules />
        </aside>
      </div>
    </InfoPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, res }) => {
  const base = await basePageProps(locale, 'upcomingDepartures', ['pages', 'catalogue', 'booking.departures', 'booking.rules']);
  const { departures } = await listDepartures({ limit: FIRST }, base.locale);
  // Seats change with every booking: shared caches keep the list briefly.
  res.setHeader('Cache-Control', 'public, s-maxage=30, stale-while-revalidate=60');
  return { props: { ...base, pageId: 'upcomingDepartures', departures } };
};

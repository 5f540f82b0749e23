import { DepartureList } from '@/components/booking/DepartureList';
import { DepositRules } from '@/components/booking/DepositRules';
import { useDepartures } from '@/components/booking/useDepartures';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { PageId } from '@/lib/routing/siteRoutes';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';

/** Every upcoming dated departure of the shared tours, with seats left as they are now (asked for in the browser). */
export default function UpcomingDeparturesPage(props: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { status, departures } = useDepartures(undefined);
  return (
    <InfoPage {...props}>
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          {status === 'loading' ? <p role="status" className="text-night-700">{t('booking.departures.loading')}</p> : null}
          {status === 'failed' ? <p role="alert" className="text-night-700">{t('booking.departures.failed')}</p> : null}
          {status === 'succeeded' && !departures.length ? (
            <p className="text-night-700" data-testid="no-departures">{t('booking.departures.none')}</p>
          ) : null}
          {departures.length ? <DepartureList departures={departures} showTour bookLabel={t('booking.departures.book')} /> : null}
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

export const getStaticProps = staticPageProps('upcomingDepartures', ['pages', 'catalogue', 'booking.departures', 'booking.rules']);

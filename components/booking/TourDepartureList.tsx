import { useT } from '@/lib/i18n/I18nProvider';
import { DepartureList } from './DepartureList';
import { useDepartures } from './useDepartures';
import { LoadingNote } from '@/components/ui/LoadingNote';

const SHOWN = 6;

/** The tour's next departures as they are now; loaded after the tour page has shown. */
export default function TourDepartureList({ slug }: { slug: string }) {
  const t = useT();
  const { status, departures } = useDepartures({ tour: slug, limit: SHOWN });
  if (status === 'failed') return <p className="text-sm text-night-700">{t('booking.departures.failed')}</p>;
  if (status !== 'succeeded') return <LoadingNote className="text-sm text-night-700">{t('booking.departures.loading')}</LoadingNote>;
  if (!departures.length) return <p className="text-sm text-night-700">{t('booking.departures.noneForTour')}</p>;
  return <DepartureList departures={departures} showTour={false} bookLabel={t('booking.departures.bookThis')} />;
}

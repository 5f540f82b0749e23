import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { DEPARTURES_PATH } from '@/lib/routing/paths';
import { DepartureList } from './DepartureList';
import { useDepartures } from './useDepartures';

const SHOWN = 6;

/** A shared tour's next dated departures with seats left, asked for in the browser (the page itself is cached). */
export function TourDepartures({ slug }: { slug: string }) {
  const t = useT();
  const { status, departures } = useDepartures({ tour: slug, limit: SHOWN });
  return (
    <section id="departures" aria-labelledby="departures-title" className="scroll-mt-24 border-t border-sand-200 py-8" data-testid="section-departures">
      <h2 id="departures-title" className="mb-4 text-2xl font-semibold">{t('booking.departures.title')}</h2>
      {status === 'loading' ? <p role="status" className="text-sm text-night-700">{t('booking.departures.loading')}</p> : null}
      {status === 'failed' ? <p className="text-sm text-night-700">{t('booking.departures.failed')}</p> : null}
      {status === 'succeeded' && !departures.length ? <p className="text-sm text-night-700">{t('booking.departures.noneForTour')}</p> : null}
      {departures.length ? <DepartureList departures={departures} showTour={false} bookLabel={t('booking.departures.bookThis')} /> : null}
      <p className="mt-3 text-sm"><AppLink href={DEPARTURES_PATH} className="underline">{t('booking.departures.all')}</AppLink></p>
    </section>
  );
}

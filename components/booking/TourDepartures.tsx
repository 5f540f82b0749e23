import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { DEPARTURES_PATH } from '@/lib/routing/paths';
import { useLazyComponent } from '@/lib/useLazyComponent';
import { LoadingNote } from '@/components/ui/LoadingNote';

/**
 * A shared tour's "Departures" section. The dates and seats are asked for in the browser (the
 * page itself is cached), and their code loads after the page has shown: the tour page's
 * first-load budget stays as it was.
 */
export function TourDepartures({ slug }: { slug: string }) {
  const t = useT();
  const List = useLazyComponent(() => import('./TourDepartureList'));
  return (
    <section id="departures" aria-labelledby="departures-title" className="tour-section" data-testid="section-departures">
      <h2 id="departures-title" className="tour-section-title">{t('booking.departures.title')}</h2>
      {List ? <List slug={slug} /> : <LoadingNote className="text-sm text-night-700">{t('booking.departures.loading')}</LoadingNote>}
      <p className="mt-3 text-sm"><AppLink href={DEPARTURES_PATH} className="underline">{t('booking.departures.all')}</AppLink></p>
    </section>
  );
}

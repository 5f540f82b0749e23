import { AppLink } from '@/components/ui/AppLink';
import { I18nProvider, useI18n } from '@/lib/i18n/I18nProvider';
import { mergeMessages } from '@/lib/i18n/mergeMessages';
import { DEPARTURE_LIST_NAMESPACES } from '@/lib/i18n/onDemand';
import { DEPARTURES_PATH } from '@/lib/routing/paths';
import { useLazyComponent } from '@/lib/useLazyComponent';
import { LoadingNote } from '@/components/ui/LoadingNote';
import { fetchStrings } from '@/services/strings';

/**
 * A shared tour's "Departures" section. The dates and seats are asked for in the browser (the
 * page itself is cached), and their code and words load after the page has shown: the page
 * carries only the title, the loading and failure lines and the link to every departure.
 */
export function TourDepartures({ slug }: { slug: string }) {
  const { t, locale, messages } = useI18n();
  const List = useLazyComponent(async () => {
    const [list, strings] = await Promise.all([import('./TourDepartureList'), fetchStrings(locale, DEPARTURE_LIST_NAMESPACES).catch(() => null)]);
    if (!strings) return { default: ListUnavailable };
    const words = mergeMessages(messages, strings);
    const WithWords = (props: { slug: string }) => (
      <I18nProvider locale={locale} messages={words}>
        <list.default {...props} />
      </I18nProvider>
    );
    return { default: WithWords };
  });
  return (
    <section id="departures" aria-labelledby="departures-title" className="tour-section" data-testid="section-departures">
      <h2 id="departures-title" className="tour-section-title">{t('booking.departures.title')}</h2>
      {List ? <List slug={slug} /> : <LoadingNote className="text-sm text-night-700">{t('booking.departures.loading')}</LoadingNote>}
      <p className="mt-3 text-sm"><AppLink href={DEPARTURES_PATH} className="underline">{t('booking.departures.all')}</AppLink></p>
    </section>
  );
}

/** Without the list's words (offline) the list cannot be shown either: the page's failure line says so. */
function ListUnavailable() {
  const { t } = useI18n();
  return <p className="text-sm text-night-700">{t('booking.departures.failed')}</p>;
}

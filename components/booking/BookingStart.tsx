import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { DEPARTURES_PATH, TOUR_LIST_PATH } from '@/lib/routing/paths';

/** /Booking without a tour (or with one the catalogue does not know, or one paused by the operator): where to go instead. */
export function BookingStart({ unknownTour, pausedTour }: { unknownTour: boolean; pausedTour?: string }) {
  const t = useT();
  return (
    <div className="max-w-2xl space-y-4" data-testid="booking-start">
      {unknownTour ? <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">{t('booking.start.unknownTour')}</p> : null}
      {pausedTour ? <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="booking-paused">{t('booking.start.paused')}</p> : null}
      <p className="text-night-800">{t('booking.start.text')}</p>
      <p className="flex flex-wrap gap-3">
        <AppLink href={TOUR_LIST_PATH} className="rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700">{t('booking.start.tours')}</AppLink>
        <AppLink href={DEPARTURES_PATH} className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500">{t('common.footer.departures')}</AppLink>
        <AppLink href={pausedTour ? `/Quote?tour=${encodeURIComponent(pausedTour)}` : '/Quote'} className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500">{t('booking.start.quote')}</AppLink>
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';

/** The trip as booked: tour, dates, level, travellers, rooms and who booked it. */
export function TripDetails({ booking }: { booking: BookingView }) {
  const { locale, t } = useI18n();
  const row = (label: string, value: ReactNode) => (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-sand-200 py-2 text-sm last:border-0">
      <dt className="text-night-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );
  const dates = booking.endDate ? `${formatDay(booking.startDate, locale)} – ${formatDay(booking.endDate, locale)}` : formatDay(booking.startDate, locale);
  const ages = booking.childrenAges.length ? ` (${t('booking.view.ages', { ages: booking.childrenAges.join(', '), count: booking.childrenAges.length })})` : '';
  return (
    <section aria-labelledby="trip-details-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="trip-details">
      <h2 id="trip-details-title" className="mb-2 text-xl font-semibold">{t('booking.view.trip')}</h2>
      <dl>
        {row(t('booking.view.tour'), booking.tour ? <AppLink href={`/trip/${encodeURIComponent(booking.tour.slug)}`} className="underline">{booking.tour.title}</AppLink> : t('booking.form.tailorMade'))}
        {booking.quoteNumber ? row(t('booking.view.quote'), booking.quoteNumber) : null}
        {row(t('booking.view.dates'), dates)}
        {row(t('booking.form.level'), t(`catalogue.levels.${booking.level}`))}
        {row(t('booking.form.travellers'), `${t('booking.lines.adult', { count: booking.adults })}${booking.children ? `, ${t('booking.view.children', { count: booking.children })}${ages}` : ''}`)}
        {row(t('booking.form.rooms'), t(`booking.rooms.${booking.rooms}`))}
        {row(t('booking.view.traveller'), booking.fullName)}
      </dl>
    </section>
  );
}

import { AppLink } from '@/components/ui/AppLink';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';
import type { BookingTour } from '@/server/catalogue/bookingTour';
import { tourLength } from '@/lib/format/tourLength';

/** Which tour is booked: its title (linked), length, style, level and price per adult. */
export function BookingTourFacts({ tour, quoteNumber }: { tour: BookingTour | null; quoteNumber: string }) {
  const t = useT();
  return (
    <section aria-labelledby="booking-tour-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="booking-tour">
      <h2 id="booking-tour-title" className="text-xl font-semibold">
        {tour ? <AppLink href={`/trip/${encodeURIComponent(tour.slug)}`} className="hover:text-sunset-700">{tour.title}</AppLink> : t('booking.form.tailorMade')}
      </h2>
      {quoteNumber ? <p className="mt-1 text-sm text-night-700" data-testid="booking-quote">{t('booking.form.quote', { number: quoteNumber })}</p> : null}
      {tour ? (
        <p className="mt-2 text-sm text-night-700">
          {tourLength(t, tour.days)} · {t(`catalogue.tripTypes.${tour.tripType}`)} · {t(`catalogue.safariTypes.${tour.safariType}`)} · {t(`catalogue.levels.${tour.level}`)}
          {quoteNumber ? null : <> · {t('booking.departures.perPerson', { price: formatCents(tour.priceCents) })}</>}
        </p>
      ) : null}
    </section>
  );
}

import { AppLink } from '@/components/ui/AppLink';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { DepartureDto } from '@/server/bookings/dto';
import { departureDates, seatsText } from './departureText';
import { tourLength } from '@/lib/format/tourLength';

export const bookDepartureHref = (d: DepartureDto) => `/Booking?tour=${encodeURIComponent(d.tourSlug)}&departure=${encodeURIComponent(d.id)}`;

/**
 * Dated departures, one row each: the tour (linked, unless the list is on its own page), dates,
 * length, price per person, seats left and the way to book it.
 */
export function DepartureList({ departures, showTour, bookLabel }: { departures: DepartureDto[]; showTour: boolean; bookLabel: string }) {
  const { locale, t } = useI18n();
  return (
    <ul className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-night-900/5" data-testid="departure-list">
      {departures.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4" data-testid="departure">
          <div className="min-w-0 flex-1 basis-64">
            {showTour ? (
              <p className="font-semibold"><AppLink href={`/trip/${encodeURIComponent(d.tourSlug)}`} className="hover:text-sunset-700" data-testid="departure-tour">{d.tourTitle}</AppLink></p>
            ) : null}
            <p className={showTour ? 'text-sm text-night-700' : 'font-semibold'} data-testid="departure-dates">
              {departureDates(d, locale)} · {tourLength(t, d.days)}
            </p>
          </div>
          <p className="text-sm">
            <span className="font-semibold" data-testid="departure-price">{formatCents(d.priceCents)}</span> {t('catalogue.card.perPerson')}
          </p>
          <p className={`text-sm font-medium ${d.seatsLeft <= 3 ? 'text-sunset-800' : 'text-acacia-800'}`} data-testid="departure-seats">{seatsText(d, t)}</p>
          {d.seatsLeft > 0 ? (
            <AppLink href={bookDepartureHref(d)} className="rounded-full bg-night-900 px-4 py-2 text-sm font-semibold text-white hover:bg-night-800" data-testid="departure-book">
              {bookLabel}
              {/* Many rows say "Book": a screen reader's list of links says which one. */}
              <span className="sr-only">{`: ${d.tourTitle}, ${departureDates(d, locale)}`}</span>
            </AppLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { formatDay } from '@/lib/format/dates';
import type { Translate } from '@/lib/validation/fieldMessages';
import type { DepartureDto } from '@/server/bookings/dto';

/** "12 Mar 2027 – 18 Mar 2027" in the page's language. */
export const departureDates = (d: DepartureDto, locale: string) => `${formatDay(d.startDate, locale, 'medium')} – ${formatDay(d.endDate, locale, 'medium')}`;

/** "5 seats left" / "Fully booked". */
export const seatsText = (d: DepartureDto, t: Translate) => (d.seatsLeft > 0 ? t('booking.departures.seatsLeft', { count: d.seatsLeft }) : t('booking.departures.full'));

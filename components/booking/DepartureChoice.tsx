import { FormChoiceGroup } from '@/components/forms/FormChoiceGroup';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { DepartureDto } from '@/server/bookings/dto';
import { departureDates, seatsText } from './departureText';

/** The shared tour's dated departures as one choice each: dates, seats left, price per adult. */
export function DepartureChoice({ departures }: { departures: DepartureDto[] }) {
  const { locale, t } = useI18n();
  const options = departures.map((d) => ({
    value: d.id,
    label: `${departureDates(d, locale)} · ${seatsText(d, t)} · ${t('booking.departures.perPerson', { price: formatCents(d.priceCents) })}`,
  }));
  return (
    <div data-testid="departure-choice">
      <FormChoiceGroup name="departureId" legend={t('booking.form.departure')} options={options} />
    </div>
  );
}

import { useFormContext } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { fieldError } from '@/components/forms/fieldError';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { DepartureDto } from '@/server/bookings/dto';
import { departureDates, seatsText } from './departureText';

/**
 * The shared tour's dated departures, one option each (dates, seats left, price per adult). A
 * list box: a group safari leaves twice a week, far too many dates for a row of cards.
 */
export function DepartureChoice({ departures }: { departures: DepartureDto[] }) {
  const { locale, t } = useI18n();
  const { register, formState, watch } = useFormContext();
  // On a phone the chosen line is cut short in the box: its dates and seats are said again under it.
  const chosen = departures.find((d) => d.id === watch('departureId'));
  // Without a departure the request lacks its date: that message belongs here too.
  const error = fieldError(formState.errors, 'departureId') ?? fieldError(formState.errors, 'startDate');
  return (
    <div data-testid="departure-choice">
      <Field id="departureId" label={t('booking.form.departure')} error={error} hint={chosen ? `${departureDates(chosen, locale)} · ${seatsText(chosen, t)}` : undefined}>
        <select id="departureId" {...register('departureId')} className={inputClass(!!error)} {...describedBy('departureId', error)} aria-describedby={error ? 'departureId-error' : chosen ? 'departureId-hint' : undefined}>
          {/* Nothing chosen because the one chosen sold out (its message is shown): the box says so rather than showing another date. */}
          {chosen || !error ? null : <option value="">{t('booking.departures.choose')}</option>}
          {departures.map((d) => (
            <option key={d.id} value={d.id}>
              {`${departureDates(d, locale)} · ${seatsText(d, t)} · ${t('booking.departures.perPerson', { price: formatCents(d.priceCents) })}`}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

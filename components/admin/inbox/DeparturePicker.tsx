import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCents } from '@/lib/format/price';
import { inputClass, labelClass } from '../ui';
import { useAdminGet } from '../useAdminGet';

/** A departure as GET /api/admin/tours/{id} lists it. */
export type AdminDeparture = { id: string; startDate: string; seatsTotal: number; seatsTaken: number; priceCents: number; dealPriceCents?: number | null; status: string };

/** "2027-06-10" → "Thu, 10 Jun 2027", the date as the operator reads it (UTC: a departure is a day, not a moment). */
export const departureDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * One option's words: the date, the seats left and the price per adult (while a deal runs, the
 * deal's price a booking made today is charged, and the price without it); why it cannot be chosen.
 */
export function departureLabel(d: AdminDeparture, party: number): { text: string; disabled: boolean } {
  const left = Math.max(0, d.seatsTotal - d.seatsTaken);
  const why = d.status !== 'open' ? ' · closed' : left < party ? ` · not enough seats for ${party}` : '';
  const price = d.dealPriceCents != null ? `${formatCents(d.dealPriceCents)} per adult with today's deal (${formatCents(d.priceCents)} without)` : `${formatCents(d.priceCents)} per adult`;
  return { text: `${departureDay(d.startDate)} · ${left} of ${d.seatsTotal} seats left · ${price}${why}`, disabled: why !== '' };
}

/** The shared tour's upcoming departures as a list to pick from (a closed or too full one shown, not choosable). */
export function DeparturePicker({ tourId, party, field, onLoaded, version }: { tourId: string; party: number; field: UseFormRegisterReturn; onLoaded?: (departures: AdminDeparture[]) => void; version?: string }) {
  // A saved change moves seats: the seats left are read again, not shown as they were before it.
  const { data, error, loading } = useAdminGet<{ departures: AdminDeparture[] }>(`/tours/${encodeURIComponent(tourId)}`, undefined, version);
  // The options arrive after the form: whoever holds a chosen departure sets it again then.
  useEffect(() => {
    if (data) onLoaded?.(data.departures);
  }, [data, onLoaded]);
  return (
    <div>
      <label htmlFor="conv-departure" className={labelClass}>
        Departure
      </label>
      <select id="conv-departure" className={`mt-1 ${inputClass}`} disabled={!data} {...field}>
        <option value="">{loading ? 'Loading departures…' : data?.departures.length ? 'Choose a departure' : 'No upcoming departure'}</option>
        {data?.departures.map((d) => {
          const { text, disabled } = departureLabel(d, party);
          return (
            <option key={d.id} value={d.id} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

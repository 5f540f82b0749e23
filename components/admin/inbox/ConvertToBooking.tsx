import { AppLink as Link } from '@/components/ui/AppLink';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { DeparturePicker, type AdminDeparture } from './DeparturePicker';
import { askedDepartureHint } from './askedDeparture';
import type { InboxRequest, QuoteTour } from './types';

type Fields = { departureId: string; startDate: string; adults: string; children: string; childrenAges: string };
type Created = { booking: { number: string }; request: InboxRequest };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
/** "4, 9" → [4, 9]; anything that is not a whole number is left for the API to refuse. */
const ages = (v: string) => v.split(/[,;\s]+/).filter(Boolean).map(Number);

/** A quote for a catalogue tour becomes a booking: on a departure picked from the shared tour's list, or on a start date for a private trip. */
export function ConvertToBooking({ request, tour, onRequest }: { request: InboxRequest; tour: QuoteTour; onRequest: (r: InboxRequest) => void }) {
  const p = request.payload;
  const shared = tour.tripType === 'shared';
  const { register, handleSubmit, watch, formState, getValues, setValue } = useForm<Fields>({
    defaultValues: { departureId: '', startDate: text(p.departureDate ?? p.startDate), adults: text(p.adults), children: text(p.children), childrenAges: Array.isArray(p.childrenAges) ? p.childrenAges.join(', ') : '' },
  });
  const { status, run, busy } = useAction();
  const [booking, setBooking] = useState<string>();
  // The departure the traveller asked for, once the list is in, if it is open and has their seats.
  const asked = text(p.departureDate ?? p.startDate);
  const [departures, setDepartures] = useState<AdminDeparture[]>();
  const chooseAsked = useCallback(
    (departures: AdminDeparture[]) => {
      setDepartures(departures);
      const party = (Number(getValues('adults')) || 0) + (Number(getValues('children')) || 0);
      const match = departures.find((d) => d.startDate === asked && d.status === 'open' && d.seatsTotal - d.seatsTaken >= party);
      if (match && !getValues('departureId')) setValue('departureId', match.id);
    },
    [asked, getValues, setValue],
  );

  const create = handleSubmit((f) =>
    run(
      () =>
        adminApi.post<Created>(`/inbox/${encodeURIComponent(request.number)}/booking`, {
          // A departure fixes the date; a private trip takes the date typed.
          ...(shared ? { departureId: f.departureId } : f.startDate ? { startDate: f.startDate } : {}),
          ...(f.adults ? { adults: Number(f.adults) } : {}),
          ...(f.children ? { children: Number(f.children) } : {}),
          ...(Number(f.children) > 0 ? { childrenAges: ages(f.childrenAges) } : {}),
        }),
      (res) => {
        setBooking(res.data.booking.number);
        if (res.data.request) onRequest(res.data.request);
        return `Booking ${res.data.booking.number} created.`;
      },
    ),
  );

  const party = (Number(watch('adults')) || 0) + (Number(watch('children')) || 0);
  const hint = departures ? askedDepartureHint(departures, asked, party) : undefined;

  // Once booked, the form goes: its booking instead (a second try was refused without naming it).
  const madeBooking = booking ?? (request.status === 'booked' ? request.history?.findLast((h) => h.action === 'booked')?.note : undefined);
  if (request.status === 'booked' && madeBooking) {
    return (
      <div className="space-y-1" data-testid="quote-booked">
        <ActionResult status={status} testId="booking-result" />
        <p className="text-sm text-night-700">
          This request became booking{' '}
          <Link href={`/admin/inbox/${encodeURIComponent(madeBooking)}`} className="font-semibold underline">
            {madeBooking}
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={create} className="grid grid-cols-2 gap-2" noValidate>
      <p className="col-span-2 text-sm text-night-700">
        Tour: {tour.title} ({shared ? 'shared, on a departure' : 'private'})
      </p>
      <div className="col-span-2">
        {shared ? (
          <>
            <DeparturePicker tourId={tour.id} party={party} field={register('departureId', { required: true })} onLoaded={chooseAsked} />
            {hint ? (
              <p className="mt-1 text-sm text-night-700" data-testid="asked-departure">
                {hint}
              </p>
            ) : null}
            {formState.errors.departureId ? (
              <p role="alert" className="text-sm text-red-700">
                Choose a departure.
              </p>
            ) : null}
          </>
        ) : (
          <>
            <label htmlFor="conv-start" className={labelClass}>
              Start date
            </label>
            <input id="conv-start" type="date" className={`mt-1 ${inputClass}`} {...register('startDate')} />
          </>
        )}
      </div>
      <div>
        <label htmlFor="conv-adults" className={labelClass}>
          Adults
        </label>
        <input id="conv-adults" type="number" min={1} className={`mt-1 ${inputClass}`} {...register('adults')} />
      </div>
      <div>
        <label htmlFor="conv-children" className={labelClass}>
          Children
        </label>
        <input id="conv-children" type="number" min={0} className={`mt-1 ${inputClass}`} {...register('children')} />
      </div>
      <div className="col-span-2">
        <label htmlFor="conv-ages" className={labelClass}>
          Children&apos;s ages
        </label>
        <input id="conv-ages" placeholder="e.g. 4, 9" className={`mt-1 ${inputClass}`} {...register('childrenAges')} />
      </div>
      <div className="col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          Turn into booking
        </button>
        <ActionResult status={status} testId="booking-result" />
        {booking ? (
          <Link href={`/admin/inbox/${encodeURIComponent(booking)}`} className="mt-1 inline-block text-sm font-semibold text-night-700 underline">
            Open booking {booking}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

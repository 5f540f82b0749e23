import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { BOOKING_LEVELS, CLOSED_BOOKING_STATUSES, ROOM_OPTIONS, type BookingStatus } from '@/lib/booking/rules';
import { formatCents } from '@/lib/format/price';
import { adminApi } from '../adminApi';
import { ActionResult, ErrorNote, buttonClass, fieldClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { BookingLines } from './BookingLines';
import { RefundForm } from './RefundForm';
import { DeparturePicker } from './DeparturePicker';
import type { OfficeLine } from '@/lib/booking/officeLines';

type Booking = {
  number: string; status: string; tour: { id: string; title: string } | null; departureId: string | null; startDate: string; level: string; rooms: string | null;
  adults: number; children: number; childAges: number[]; fullName: string; phone: string; country: string; totalCents: number; depositCents?: number; paidCents: number; updatedAt: string; officeLines: OfficeLine[]; travellerNames: string[];
  payments: { id: string; method: string; status: string; amountCents: number; reference: string }[];
};
type Form = { departureId: string; startDate: string; adults: string; children: string; childAges: string; rooms: string; level: string; fullName: string; phone: string; country: string; travellerNames: string };
type Amended = { booking: Booking; difference: { totalCents: number; depositCents: number; balanceCents: number } };

const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : '±'}${formatCents(Math.abs(cents))}`;

/**
 * Correct a booking (PATCH /api/admin/bookings/{number}): another departure or date, travellers,
 * rooms, level, name, phone, country. Only what was changed is sent; the booking is priced again by
 * the Booking page's rules and the traveller mailed what changed.
 */
export function AmendBooking({ number, version, onSaved }: { number: string; version: string; onSaved: () => void }) {
  // A step taken elsewhere on the page (a transfer recorded, the booking cancelled) changes what
  // can be amended or refunded here: the booking is read again.
  const { data, error, setData, reload } = useAdminGet<{ booking: Booking }>(`/bookings/${encodeURIComponent(number)}`, undefined, version);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  // Keyed by the payments received: a payment recorded since is offered (and chosen) at once.
  const closed = CLOSED_BOOKING_STATUSES.includes(data.booking.status as BookingStatus);
  const money = { totalCents: data.booking.totalCents, paidCents: data.booking.paidCents, open: !closed };
  const refund = <RefundForm key={data.booking.payments.map((p) => `${p.id}:${p.status}`).join()} number={number} payments={data.booking.payments} money={money} onDone={() => { reload(); onSaved(); }} />;
  if (closed) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-night-700">This booking is {data.booking.status}: it can no longer be changed; money paid can still be refunded.</p>
        {refund}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <AmendForm key={data.booking.number} booking={data.booking} onSaved={(b) => { setData({ booking: b }); onSaved(); }} />
      <BookingLines number={number} lines={data.booking.officeLines} onChanged={() => { reload(); onSaved(); }} />
      {refund}
    </div>
  );
}

function AmendForm({ booking, onSaved }: { booking: Booking; onSaved: (b: Booking) => void }) {
  const initial: Form = {
    departureId: booking.departureId ?? '', startDate: booking.startDate, adults: String(booking.adults), children: String(booking.children), childAges: booking.childAges.join(', '),
    rooms: booking.rooms ?? 'double', level: booking.level, fullName: booking.fullName, phone: booking.phone, country: booking.country,
    travellerNames: booking.travellerNames.join('\n'),
  };
  const { register, handleSubmit, watch, setValue } = useForm<Form>({ defaultValues: initial });
  const departureId = booking.departureId ?? '';
  const showCurrent = useCallback(() => setValue('departureId', departureId), [setValue, departureId]);
  const save = useAction();
  const check = useAction();
  const party = Number(watch('adults') || 0) + Number(watch('children') || 0);
  /** Only what was changed, as the API takes it. */
  const bodyOf = (f: Form) => {
    const changed = (k: keyof Form) => f[k] !== initial[k];
    const body: Record<string, unknown> = {};
    if (changed('departureId') && f.departureId) body.departureId = f.departureId;
    if (changed('startDate')) body.startDate = f.startDate;
    if (changed('adults')) body.adults = Number(f.adults);
    if (changed('children') || changed('childAges')) {
      body.children = Number(f.children);
      body.childAges = f.childAges.split(/[,\s]+/).filter(Boolean).map(Number);
    }
    for (const k of ['rooms', 'level', 'fullName', 'phone', 'country'] as const) if (changed(k)) body[k] = f[k].trim();
    if (changed('travellerNames')) body.travellerNames = f.travellerNames.split('\n').map((n) => n.trim()).filter(Boolean);
    return body;
  };
  /** The money first, then what else the change moves (the dates, the party), as the traveller's mail will say it. */
  // "1 adult, 1 child" (walked: "1 children").
  const partyOf = (p: { adults: number; children: number }) => `${p.adults} ${p.adults === 1 ? 'adult' : 'adults'}, ${p.children} ${p.children === 1 ? 'child' : 'children'}`;
  const money = (res: Amended) => {
    const d = res.difference;
    const after = res.booking;
    // Invoiced in full (deposit = total), there is no deposit and balance apart: only what is still owed.
    const inFull = after.depositCents !== undefined && after.depositCents >= after.totalCents;
    const owed = inFull ? `still owed ${signed(d.balanceCents)}` : `deposit ${signed(d.depositCents)}, still owed ${signed(d.balanceCents)}`;
    const moved = [
      after.startDate !== booking.startDate ? `starts ${after.startDate} (was ${booking.startDate})` : '',
      after.adults !== booking.adults || after.children !== booking.children ? `${partyOf(after)} (was ${partyOf(booking)})` : '',
    ].filter(Boolean);
    return [`Total ${formatCents(after.totalCents)} (${signed(d.totalCents)}), ${owed}`, ...moved].join('; ');
  };
  // The same change, answered as it would be and rolled back: the difference before saving.
  const onCheck = handleSubmit((f) =>
    check.run(() => adminApi.patch<Amended>(`/bookings/${encodeURIComponent(booking.number)}?preview=1`, bodyOf(f)), (res) => `If saved: ${money(res.data)}. Nothing is saved yet.`),
  );
  const onSave = handleSubmit((f) => {
    const body = bodyOf(f);
    return save.run(
      () => adminApi.patch<Amended>(`/bookings/${encodeURIComponent(booking.number)}`, body),
      (res) => {
        onSaved(res.data.booking);
        return `Saved; the traveller was mailed. ${money(res.data)}.`;
      },
    );
  });
  return (
    <form onSubmit={onSave} className="space-y-3" noValidate data-testid="amend-booking">
      {booking.departureId && booking.tour ? (
        <DeparturePicker tourId={booking.tour.id} party={party} field={register('departureId')} onLoaded={showCurrent} version={booking.updatedAt} />
      ) : (
        <label className={labelClass}>First day<input type="date" className={`mt-1 ${inputClass}`} {...register('startDate')} /></label>
      )}
      {/* Two columns at most: the form sits in one column of the booking's page, where four cut "double" to "doubl". */}
      <div className="grid grid-cols-2 gap-2">
        <label className={labelClass}>Adults<input type="number" min={1} className={`mt-1 ${inputClass}`} {...register('adults')} /></label>
        <label className={labelClass}>Children<input type="number" min={0} className={`mt-1 ${inputClass}`} {...register('children')} /></label>
        <label className={`${labelClass} col-span-2`}>Children’s ages (e.g. 8, 12)<input className={`mt-1 ${inputClass}`} {...register('childAges')} /></label>
        <label className={labelClass}>
          Rooms
          <select className={`mt-1 w-full ${fieldClass}`} {...register('rooms')}>{ROOM_OPTIONS.map((r) => <option key={r} value={r}>{r}</option>)}</select>
        </label>
        <label className={labelClass}>
          Level
          <select className={`mt-1 w-full ${fieldClass}`} {...register('level')}>{BOOKING_LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}</select>
        </label>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={`${labelClass} sm:col-span-2`}>Name<input className={`mt-1 ${inputClass}`} {...register('fullName')} /></label>
        <label className={labelClass}>Phone<input className={`mt-1 ${inputClass}`} {...register('phone')} /></label>
        <label className={labelClass}>Country (ISO code)<input className={`mt-1 ${inputClass}`} maxLength={2} {...register('country')} /></label>
      </div>
      <label className={`block ${labelClass}`}>
        Every traveller’s name, one a line (for the lodges and park gates)
        <textarea rows={3} className={`mt-1 ${inputClass}`} {...register('travellerNames')} />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} disabled={check.busy} onClick={() => void onCheck()}>Show the difference</button>
        <button type="submit" className={buttonClass} disabled={save.busy}>Save the change</button>
      </div>
      <ActionResult status={check.status} testId="amend-preview" />
      <ActionResult status={save.status} testId="amend-result" />
    </form>
  );
}

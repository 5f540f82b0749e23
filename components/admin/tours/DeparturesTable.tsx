import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { centsOrRefusal } from '@/lib/format/dollarsInput';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, fieldClass, inputClass, labelClass, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { publishedNote, type Departure } from './types';

type Props = { tourId: string; departures: Departure[]; onChange: (departures: Departure[]) => void };

/** A price as typed, in cents; a refusal (shown as the action's error) for anything not read for sure ("1,200" went live as $ 1.20). */
const cents = (usd: string) => centsOrRefusal(usd, { whole: true });
const dollars = (c: number) => (c / 100).toFixed(2).replace(/\.00$/, '');

/** A call that answers with a departure, or with the tour's whole detail: the departure either way. */
function departureFrom(body: unknown, id?: string): Departure | undefined {
  const b = body as { departure?: Departure; departures?: Departure[] } & Partial<Departure>;
  if (b?.departure) return b.departure;
  if (id && b?.departures) return b.departures.find((d) => d.id === id);
  return b && typeof b.id === 'string' ? (b as Departure) : undefined;
}

/** The row's columns: one line on a wide screen, wrapped under the date on a phone. */
const ROW = 'grid grid-cols-[1fr_1fr_1fr] gap-2 sm:grid-cols-[7rem_8rem_8rem_7rem_auto] sm:items-center';

type Month = { month: string; departures: Departure[] };

/** The departures by the month they start in (they come soonest first). */
function byMonth(departures: Departure[]): Month[] {
  const months: Month[] = [];
  for (const d of departures) {
    const month = d.startDate.slice(0, 7);
    if (months.at(-1)?.month !== month) months.push({ month, departures: [] });
    months.at(-1)!.departures.push(d);
  }
  return months;
}

const monthName = (month: string) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const seatsLeft = (ds: Departure[]) => ds.filter((d) => d.status === 'open').reduce((n, d) => n + Math.max(0, d.seatsTotal - d.seatsTaken), 0);

/**
 * The tour's dated departures: adding one and changing a range at once come first, then the
 * departures month by month (the next month open, the others folded), each row with its seats,
 * price and open/closed. A tour with a hundred departures stays a short page.
 */
export function DeparturesTable({ tourId, departures, onChange }: Props) {
  const months = byMonth(departures);
  const saved = (saved: Departure) => onChange(departures.map((x) => (x.id === saved.id ? { ...saved, holds: saved.holds ?? x.holds } : x)));
  return (
    <div className="space-y-4">
      <AddDeparture tourId={tourId} onAdded={(d, all) => onChange(all ?? [...departures, d].sort((a, b) => a.startDate.localeCompare(b.startDate)))} />
      {departures.length ? <ChangeRange tourId={tourId} onChanged={onChange} /> : null}
      {departures.length ? (
        <div data-testid="departures" className="space-y-2">
          {months.map((m, i) => (
            <details key={m.month} open={i === 0} className="rounded border border-night-100" data-testid="departure-month">
              <summary className="cursor-pointer px-3 py-2 text-sm">
                <span className="font-semibold">{monthName(m.month)}</span>
                {` · ${m.departures.length} departure${m.departures.length === 1 ? '' : 's'} · ${seatsLeft(m.departures)} seats left`}
                {m.departures.some((d) => d.status === 'closed') ? ` · ${m.departures.filter((d) => d.status === 'closed').length} closed` : ''}
              </summary>
              <div className="px-3 pb-2">
                <MonthSwitch tourId={tourId} month={m} onChanged={onChange} />
                <div className={`hidden text-xs font-semibold text-night-700 sm:grid ${ROW}`} aria-hidden="true">
                  <span>Start</span>
                  <span>Seats (taken)</span>
                  <span>Price (USD)</span>
                  <span>Status</span>
                </div>
                <ul className="divide-y divide-night-100">
                  {m.departures.map((d) => (
                    <DepartureRow key={d.id} departure={d} onSaved={saved} />
                  ))}
                </ul>
              </div>
            </details>
          ))}
        </div>
      ) : (
        <p className="text-sm text-night-700">No departures yet.</p>
      )}
    </div>
  );
}

/** PATCH /tours/{id}/departures over a range; answers the tour's departures as they now are. */
const changeRange = (tourId: string, body: Record<string, unknown>) => adminApi.patch<{ changed: number; departures: Departure[] }>(`/tours/${encodeURIComponent(tourId)}/departures`, body);

/** Close (or open again) every departure of one month in one click. */
function MonthSwitch({ tourId, month, onChanged }: { tourId: string; month: Month; onChanged: (all: Departure[]) => void }) {
  const { status, run, busy } = useAction();
  const allClosed = month.departures.every((d) => d.status === 'closed');
  const next = allClosed ? 'open' : 'closed';
  const click = () =>
    run(
      () => changeRange(tourId, { from: `${month.month}-01`, to: `${month.month}-31`, status: next }),
      (res) => {
        onChanged(res.data.departures);
        return `${res.data.changed} departure${res.data.changed === 1 ? '' : 's'} ${next === 'open' ? 'opened' : 'closed'}.${publishedNote(res.data)}`;
      },
    );
  return (
    <div className="py-1">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void click()}>
        {allClosed ? `Open all of ${monthName(month.month)}` : `Close all of ${monthName(month.month)}`}
      </button>
      <ActionResult status={status} />
    </div>
  );
}

/** One change (seats, price, open/closed) to every departure from one date to another. */
function ChangeRange({ tourId, onChanged }: { tourId: string; onChanged: (all: Departure[]) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { from: '', to: '', seatsTotal: '', price: '', status: '' } });
  const { status, run, busy } = useAction();
  const apply = handleSubmit((f) =>
    run(
      () =>
        changeRange(tourId, {
          from: f.from,
          to: f.to,
          ...(f.seatsTotal ? { seatsTotal: Number(f.seatsTotal) } : {}),
          ...(f.price ? { priceCents: cents(f.price) } : {}),
          ...(f.status ? { status: f.status } : {}),
        }),
      (res) => {
        onChanged(res.data.departures);
        return `${res.data.changed} departure${res.data.changed === 1 ? '' : 's'} changed.${publishedNote(res.data)}`;
      },
    ),
  );
  return (
    <form onSubmit={apply} className="grid grid-cols-2 gap-2 rounded border border-night-100 p-3 sm:grid-cols-[9rem_9rem_6rem_8rem_8rem_auto] sm:items-end" noValidate data-testid="change-range">
      <p className="col-span-2 text-sm font-semibold sm:col-span-6">Change several departures at once</p>
      <label className={labelClass}>From<input type="date" className={`mt-1 ${inputClass}`} {...register('from')} /></label>
      <label className={labelClass}>To<input type="date" className={`mt-1 ${inputClass}`} {...register('to')} /></label>
      <label className={labelClass}>Seats<input type="number" min={1} placeholder="as they are" className={`mt-1 ${inputClass}`} {...register('seatsTotal')} /></label>
      <label className={labelClass}>Price (USD)<input inputMode="decimal" placeholder="as it is" className={`mt-1 ${inputClass}`} {...register('price')} /></label>
      <label className={labelClass}>
        Open or closed
        <select className={`mt-1 w-full ${fieldClass}`} {...register('status')}>
          <option value="">as they are</option>
          <option value="open">open</option>
          <option value="closed">closed</option>
        </select>
      </label>
      <button type="submit" className={`col-span-2 sm:col-span-1 ${buttonClass}`} disabled={busy}>Apply to all</button>
      <div className="col-span-2 sm:col-span-6"><ActionResult status={status} testId="range-result" /></div>
    </form>
  );
}

/** A field's name: above it on a phone, in the header row on a wide screen. */
const Small = ({ children }: { children: string }) => <span className="block text-xs text-night-700 sm:hidden">{children}</span>;

function DepartureRow({ departure, onSaved }: { departure: Departure; onSaved: (d: Departure) => void }) {
  const { register, handleSubmit, reset } = useForm({ defaultValues: { seatsTotal: String(departure.seatsTotal), price: dollars(departure.priceCents), status: departure.status } });
  // A change over a range (or a month closed) shows in the row at once.
  useEffect(() => reset({ seatsTotal: String(departure.seatsTotal), price: dollars(departure.priceCents), status: departure.status }), [reset, departure.seatsTotal, departure.priceCents, departure.status]);
  const { status, run, busy } = useAction();
  const save = handleSubmit((f) =>
    run(
      () => adminApi.patch(`/departures/${encodeURIComponent(departure.id)}`, { seatsTotal: Number(f.seatsTotal), priceCents: cents(f.price), status: f.status }),
      (res) => {
        const saved = departureFrom(res.data, departure.id);
        if (saved) onSaved(saved);
        return `Saved.${publishedNote(res.data)}`;
      },
    ),
  );
  return (
    <li className="py-2" data-testid="departure-row">
      <form onSubmit={save} className={ROW} noValidate>
        <span className="col-span-3 text-sm font-semibold sm:col-span-1">{departure.startDate}</span>
        <label className="text-sm">
          <Small>Seats (taken)</Small>
          <span className="flex items-center gap-1">
            <input aria-label={`Seats on ${departure.startDate}`} type="number" min={departure.seatsTaken} className={`w-16 ${fieldClass}`} {...register('seatsTotal')} />
            <span className="text-night-700">({departure.seatsTaken})</span>
          </span>
        </label>
        <label className="text-sm">
          <Small>Price (USD)</Small>
          <input aria-label={`Price on ${departure.startDate}`} inputMode="decimal" className={`w-full ${fieldClass}`} {...register('price')} />
        </label>
        <label className="text-sm">
          <Small>Status</Small>
          <select aria-label={`Status on ${departure.startDate}`} className={`w-full ${fieldClass}`} {...register('status')}>
            <option value="open">open</option>
            <option value="closed">closed</option>
          </select>
        </label>
        <button type="submit" className={`col-span-3 sm:col-span-1 sm:justify-self-start ${secondaryButtonClass}`} disabled={busy}>
          Save
        </button>
      </form>
      {departure.holds?.length ? (
        <ul className="mt-1 space-y-0.5 text-xs text-night-700" data-testid="departure-holds" aria-label={`Seats held on ${departure.startDate}`}>
          {departure.holds.map((h) => (
            <li key={h.bookingNumber}>
              Held: <span className="font-mono">{h.bookingNumber}</span> · {h.seats} seat{h.seats === 1 ? '' : 's'} until {when(h.until)} · {h.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {departure.seatsTaken ? (
        <p className="mt-1 text-xs">
          Passengers:{' '}
          <a className="underline" href={`/api/admin/departures/${encodeURIComponent(departure.id)}/manifest?format=pdf`}>PDF</a>
          {' · '}
          <a className="underline" href={`/api/admin/departures/${encodeURIComponent(departure.id)}/manifest?format=csv`}>CSV</a>
        </p>
      ) : null}
      <ActionResult status={status} />
    </li>
  );
}

function AddDeparture({ tourId, onAdded }: { tourId: string; onAdded: (d: Departure, all?: Departure[]) => void }) {
  const { register, handleSubmit, reset } = useForm({ defaultValues: { startDate: '', seatsTotal: '12', price: '' } });
  const { status, run, busy } = useAction();
  const add = handleSubmit(async (f) => {
    const res = await run(
      () => adminApi.post(`/tours/${encodeURIComponent(tourId)}/departures`, { startDate: f.startDate, seatsTotal: Number(f.seatsTotal), priceCents: cents(f.price) }),
      (r) => `Departure on ${f.startDate} added.${publishedNote(r.data)}`,
    );
    if (!res) return;
    const body = res.data as { departures?: Departure[] };
    const added = departureFrom(res.data);
    if (added || body.departures) onAdded(added ?? body.departures![0], body.departures);
    reset();
  });
  return (
    <form onSubmit={add} className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_7rem_9rem_auto] sm:items-end" noValidate data-testid="add-departure">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="new-start" className={labelClass}>
          Start date
        </label>
        <input id="new-start" type="date" className={`mt-1 ${inputClass}`} {...register('startDate')} />
      </div>
      <div>
        <label htmlFor="new-seats" className={labelClass}>
          Seats
        </label>
        <input id="new-seats" type="number" min={1} className={`mt-1 ${inputClass}`} {...register('seatsTotal')} />
      </div>
      <div>
        <label htmlFor="new-price" className={labelClass}>
          Price (USD)
        </label>
        <input id="new-price" inputMode="decimal" className={`mt-1 ${inputClass}`} {...register('price')} />
      </div>
      <button type="submit" className={`col-span-2 sm:col-span-1 ${buttonClass}`} disabled={busy}>
        Add departure
      </button>
      <div className="col-span-2 sm:col-span-4">
        <ActionResult status={status} />
      </div>
    </form>
  );
}

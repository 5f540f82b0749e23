import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorNote, secondaryButtonClass } from './ui';
import { useAdminGet } from './useAdminGet';

type Day = {
  date: string;
  departures: { id: string; tourId: string; tourTitle: string; status: string; seatsTotal: number; seatsLeft: number; travellers: number }[];
  trips: { number: string; status: string; name: string; tourTitle: string; travellers: number }[];
};

const shift = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const dayName = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Who starts when, month by month: departures with seats left and travellers, private trips; empty days left out. */
export function CalendarBoard() {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const { data, error, loading } = useAdminGet<{ month: string; days: Day[] }>('/calendar', { month });
  const busy = data?.days.filter((d) => d.departures.length || d.trips.length) ?? [];
  return (
    <div className="space-y-3" data-testid="calendar">
      <div className="flex items-center gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => setMonth((m) => shift(m, -1))} aria-label="Previous month">←</button>
        <h2 className="min-w-32 text-center font-semibold">{new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}</h2>
        <button type="button" className={secondaryButtonClass} onClick={() => setMonth((m) => shift(m, 1))} aria-label="Next month">→</button>
      </div>
      <ErrorNote message={error} />
      {loading && !data ? <p role="status">Loading…</p> : null}
      {data && !busy.length ? <p className="text-sm text-night-700">Nobody starts a trip this month.</p> : null}
      <ol className="space-y-2">
        {busy.map((d) => (
          <li key={d.date} className="rounded-lg border border-night-100 bg-white p-3 text-sm" data-testid="calendar-day">
            <p className="font-semibold">{dayName(d.date)}</p>
            <ul className="mt-1 space-y-1">
              {d.departures.map((x) => (
                <li key={x.id}>
                  <Link href={`/admin/tours/${encodeURIComponent(x.tourId)}`} className="underline">{x.tourTitle}</Link>
                  {` · ${x.travellers} travellers · ${x.seatsLeft} of ${x.seatsTotal} seats left${x.status === 'open' ? '' : ' · closed'} · `}
                  <a className="underline" href={`/api/admin/departures/${encodeURIComponent(x.id)}/manifest?format=pdf`}>passengers</a>
                </li>
              ))}
              {d.trips.map((x) => (
                <li key={x.number}>
                  <Link href={`/admin/inbox/${encodeURIComponent(x.number)}`} className="font-mono underline">{x.number}</Link>
                  {` · private · ${x.tourTitle} · ${x.name} · ${x.travellers} travellers · ${x.status}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

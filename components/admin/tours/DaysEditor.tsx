import { useState } from 'react';
import type { DayStay } from '@/lib/catalogue/stays';
import { ACCOMMODATION_TYPES, MEALS } from '@/lib/catalogue/vocabulary';
import { adminApi } from '../adminApi';
import { ActionResult, ErrorNote, buttonClass, fieldClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';

type Day = { day: number; blockId: string; title: string; place: string; stay: DayStay | null; blockStay: DayStay; meals: string[] | null; blockMeals: string[]; altitudeM: number | null; blockAltitudeM: number | null };
type Block = { id: string; title: string; place: string };
type Days = { days: Day[]; blocks: Block[] };
/** A day in the new order: one the tour has (`from`), or a new one; its night as this tour has it (null: the block's). */
type Planned = { from?: number; blockId: string; title: string; place: string; stay: DayStay | null; blockStay?: DayStay; meals: string[] | null; blockMeals?: string[]; altitudeM: number | null; blockAltitudeM?: number | null };

const stayText = (s: DayStay) => ('none' in s ? 'no night' : 'tbc' in s ? 'to be confirmed' : `${s.name} (${s.type.replace(/-/g, ' ')})`);

const smallButton = `${secondaryButtonClass} !min-h-9 !px-2`;

/**
 * The itinerary's days: move one up or down, take one out, add a day from the day blocks; saved at
 * once and published. `maySave`: asked before a save (false: nothing is sent).
 */
export function DaysEditor({ tourId, onSaved, maySave }: { tourId: string; onSaved?: () => void; maySave?: () => boolean }) {
  const loaded = useAdminGet<Days>(`/tours/${encodeURIComponent(tourId)}/days`);
  if (loaded.error) return <ErrorNote message={loaded.error} />;
  if (!loaded.data) return <p role="status">Loading…</p>;
  return <DaysList key={tourId} tourId={tourId} data={loaded.data} maySave={maySave} onSaved={(d) => { loaded.setData(d); onSaved?.(); }} />;
}

function DaysList({ tourId, data, onSaved, maySave }: { tourId: string; data: Days; onSaved: (d: Days) => void; maySave?: () => boolean }) {
  const planOf = (days: Day[]): Planned[] => days.map((d) => ({ from: d.day, ...d }));
  const [plan, setPlan] = useState<Planned[]>(planOf(data.days));
  const [adding, setAdding] = useState('');
  const change = (i: number, part: Partial<Planned>) => setPlan((p) => p.map((x, j) => (j === i ? { ...x, ...part } : x)));
  const save = useAction();
  const move = (i: number, by: number) =>
    setPlan((p) => {
      const next = [...p];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const add = () => {
    const block = data.blocks.find((b) => b.id === adding);
    if (block) setPlan((p) => [...p, { blockId: block.id, title: block.title, place: block.place, stay: null, meals: null, altitudeM: null }]);
  };
  const onSave = () =>
    (maySave?.() ?? true) &&
    save.run(
      () => adminApi.put<Days>(`/tours/${encodeURIComponent(tourId)}/days`, { days: plan.map((d) => ({ ...(d.from ? { from: d.from } : { blockId: d.blockId }), stay: d.stay, meals: d.meals, altitudeM: d.altitudeM })) }),
      (res) => {
        // The saved days are numbered anew: the next change starts from them.
        setPlan(planOf(res.data.days));
        onSaved(res.data);
        return `Saved and published: ${res.data.days.length} days.`;
      },
    );
  return (
    <div className="space-y-3" data-testid="days-editor">
      <p className="text-sm text-night-600">A day keeps its texts in every language when it moves; a new day starts with the day block’s own text, which you can change under “Text in six languages”.</p>
      <ol className="divide-y divide-night-100">
        {plan.map((d, i) => (
          <li key={`${d.from ?? 'new'}-${d.blockId}-${i}`} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="day-row">
            <span className="min-w-0 text-sm">
              <span className="font-semibold">{`Day ${i + 1}: ${d.title}`}</span>
              <span className="block text-night-600">{`${d.place}${d.from ? '' : ' · new'}`}</span>
            </span>
            <details className="w-full text-sm">
              <summary className="cursor-pointer text-night-700">Night, meals, altitude</summary>
              <div className="mt-2 space-y-2">
                <StayChoice day={i + 1} planned={d} onChange={(stay) => change(i, { stay })} />
                <DayDetails day={i + 1} planned={d} onChange={(part) => change(i, part)} />
              </div>
            </details>
            <span className="flex gap-1">
              <button type="button" className={smallButton} onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move day ${i + 1} up`}>↑</button>
              <button type="button" className={smallButton} onClick={() => move(i, 1)} disabled={i === plan.length - 1} aria-label={`Move day ${i + 1} down`}>↓</button>
              <button type="button" className={smallButton} onClick={() => setPlan((p) => p.filter((_, j) => j !== i))} disabled={plan.length === 1} aria-label={`Remove day ${i + 1}`}>Remove</button>
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className={`${labelClass} min-w-0 flex-1`} htmlFor={`add-day-${tourId}`}>
          Add a day
          <select id={`add-day-${tourId}`} className={`mt-1 w-full ${fieldClass}`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">Choose a day…</option>
            {data.blocks.map((b) => <option key={b.id} value={b.id}>{`${b.place}: ${b.title}`}</option>)}
          </select>
        </label>
        <button type="button" className={secondaryButtonClass} onClick={add} disabled={!adding}>Add at the end</button>
      </div>
      <button type="button" className={buttonClass} onClick={onSave} disabled={save.busy}>Save days and publish</button>
      <ActionResult status={save.status} testId="days-save-result" />
    </div>
  );
}

/** A day's night on this tour: the day block's own, to be confirmed, none, or a place the office names. */
function StayChoice({ day, planned, onChange }: { day: number; planned: Planned; onChange: (stay: DayStay | null) => void }) {
  const s = planned.stay;
  const mode = s === null ? 'block' : 'none' in s ? 'none' : 'tbc' in s ? 'tbc' : 'own';
  const own = s && 'name' in s ? s : { name: '', type: 'lodge' as const };
  return (
    <span className="grid w-full gap-1 text-sm sm:grid-cols-3">
      <label className="sm:col-span-1">
        <span className="sr-only">{`Night of day ${day}`}</span>
        <select className={`w-full ${fieldClass}`} value={mode} aria-label={`Night of day ${day}`}
          onChange={(e) => onChange(e.target.value === 'block' ? null : e.target.value === 'tbc' ? { tbc: true } : e.target.value === 'none' ? { none: true } : own)}>
          <option value="block">{planned.blockStay ? `Night: ${stayText(planned.blockStay)}` : 'Night: as the day block has it'}</option>
          <option value="tbc">Night: to be confirmed</option>
          <option value="none">No night (last day)</option>
          <option value="own">Night: another place…</option>
        </select>
      </label>
      {mode === 'own' ? (
        <>
          <input className={fieldClass} aria-label={`Place of the night of day ${day}`} placeholder="Name of the lodge or camp" value={own.name} onChange={(e) => onChange({ ...own, name: e.target.value })} />
          <select className={fieldClass} aria-label={`Kind of place, day ${day}`} value={own.type} onChange={(e) => onChange({ ...own, type: e.target.value as typeof own.type })}>
            {ACCOMMODATION_TYPES.map((t) => <option key={t} value={t}>{t.replace(/-/g, ' ')}</option>)}
          </select>
        </>
      ) : null}
    </span>
  );
}

const MEAL_NAMES: Record<string, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };

/** The day's meals and altitude on this tour; untouched, the day block's. */
function DayDetails({ day, planned, onChange }: { day: number; planned: Planned; onChange: (part: Partial<Planned>) => void }) {
  const meals = planned.meals ?? planned.blockMeals ?? [];
  const toggle = (m: string) => onChange({ meals: MEALS.filter((x) => (x === m ? !meals.includes(m) : meals.includes(x))) });
  return (
    <span className="flex flex-wrap items-center gap-3">
      {MEALS.map((m) => (
        <label key={m} className="flex min-h-9 items-center gap-1">
          <input type="checkbox" className="size-4" checked={meals.includes(m)} onChange={() => toggle(m)} aria-label={`${MEAL_NAMES[m]}, day ${day}`} /> {MEAL_NAMES[m]}
        </label>
      ))}
      <label className="flex items-center gap-1">
        Altitude (m)
        <input type="number" step={1} inputMode="numeric" className={`w-24 ${fieldClass}`} aria-label={`Altitude of day ${day} (m)`}
          placeholder={planned.blockAltitudeM === null || planned.blockAltitudeM === undefined ? '' : String(planned.blockAltitudeM)}
          value={planned.altitudeM ?? ''} onChange={(e) => onChange({ altitudeM: e.target.value === '' ? null : Number(e.target.value) })} />
      </label>
    </span>
  );
}

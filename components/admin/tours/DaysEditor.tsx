import { useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, ErrorNote, buttonClass, fieldClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';

type Day = { day: number; blockId: string; title: string; place: string };
type Block = { id: string; title: string; place: string };
type Days = { days: Day[]; blocks: Block[] };
/** A day in the new order: one the tour has (`from`), or a new one. */
type Planned = { from?: number; blockId: string; title: string; place: string };

const smallButton = `${secondaryButtonClass} !min-h-9 !px-2`;

/** The itinerary's days: move one up or down, take one out, add a day from the day blocks; saved at once and published. */
export function DaysEditor({ tourId, onSaved }: { tourId: string; onSaved?: () => void }) {
  const loaded = useAdminGet<Days>(`/tours/${encodeURIComponent(tourId)}/days`);
  if (loaded.error) return <ErrorNote message={loaded.error} />;
  if (!loaded.data) return <p role="status">Loading…</p>;
  return <DaysList key={tourId} tourId={tourId} data={loaded.data} onSaved={(d) => { loaded.setData(d); onSaved?.(); }} />;
}

function DaysList({ tourId, data, onSaved }: { tourId: string; data: Days; onSaved: (d: Days) => void }) {
  const planOf = (days: Day[]): Planned[] => days.map((d) => ({ from: d.day, blockId: d.blockId, title: d.title, place: d.place }));
  const [plan, setPlan] = useState<Planned[]>(planOf(data.days));
  const [adding, setAdding] = useState('');
  const save = useAction();
  const move = (i: number, by: number) =>
    setPlan((p) => {
      const next = [...p];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const add = () => {
    const block = data.blocks.find((b) => b.id === adding);
    if (block) setPlan((p) => [...p, { blockId: block.id, title: block.title, place: block.place }]);
  };
  const onSave = () =>
    save.run(
      () => adminApi.put<Days>(`/tours/${encodeURIComponent(tourId)}/days`, { days: plan.map((d) => (d.from ? { from: d.from } : { blockId: d.blockId })) }),
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

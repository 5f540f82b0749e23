import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, ErrorNote, inputClass, labelClass, Panel, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { useFormLeaveGuard } from '../useFormLeaveGuard';
import { LANGUAGE_NAMES } from '../content/contentTypes';
import { TourPictures } from '../media/TourPictures';
import { ArchiveTour } from './ArchiveTour';
import { CopyTour } from './CopyTour';
import { DaysEditor } from './DaysEditor';
import { TourFacts } from './TourFacts';
import { DeparturesTable } from './DeparturesTable';
import { TourTextEditor } from './TourTextEditor';
import { PublishedPages } from './PublishedPages';
import type { Published, TourDetail } from './types';

type Saved = TourDetail & Published;

/** Price and availability of one tour (saving publishes: the public pages are rebuilt), and its departures. */
export function TourEditor({ id }: { id: string }) {
  const { data, setData, error } = useAdminGet<TourDetail>(`/tours/${encodeURIComponent(id)}`);
  // The texts have one entry per day: they load again once the days change.
  const [daysSaved, setDaysSaved] = useState(0);
  // Reloading the texts would drop their unsaved typing: saving the days asks first.
  const [textUnsaved, setTextUnsaved] = useState<string[]>([]);
  const daysMaySave = () => textUnsaved.length === 0 || window.confirm(`Saving the days reloads the text editor: the unsaved text in ${textUnsaved.map((l) => LANGUAGE_NAMES[l]).join(', ')} will be lost. Save the days anyway?`);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div className="space-y-4">
      <Panel title={data.tour.title} testId="tour-editor">
        <TourForm key={data.tour.id} detail={data} onSaved={(d) => setData({ tour: d.tour, departures: d.departures ?? data.departures })} />
        <div className="mt-3"><CopyTour tourId={data.tour.id} /></div>
        <div className="mt-3"><ArchiveTour tour={data.tour} onChanged={(d) => setData({ tour: d.tour, departures: d.departures })} /></div>
      </Panel>
      <Panel title="Facts" testId="tour-facts-panel">
        <TourFacts key={data.tour.id} tour={data.tour} onSaved={(d) => setData({ tour: d.tour, departures: d.departures ?? data.departures })} />
      </Panel>
      <Panel title="Days" testId="tour-days-panel">
        <DaysEditor tourId={data.tour.id} maySave={daysMaySave} onSaved={() => setDaysSaved((n) => n + 1)} />
      </Panel>
      <Panel title="Text in six languages" testId="tour-text-panel">
        <TourTextEditor key={daysSaved} tourId={data.tour.id} onUnsaved={setTextUnsaved} />
      </Panel>
      <Panel title="Photos" testId="tour-pictures-panel">
        <TourPictures tourId={data.tour.id} />
      </Panel>
      <Panel title="Departures">
        <DeparturesTable tourId={data.tour.id} departures={data.departures} onChange={(departures) => setData({ ...data, departures })} />
      </Panel>
    </div>
  );
}

function TourForm({ detail, onSaved }: { detail: TourDetail; onSaved: (d: Saved) => void }) {
  const { tour } = detail;
  const form = useForm<{ priceFrom: string; available: boolean }>({ defaultValues: { priceFrom: String(tour.priceFrom ?? ''), available: tour.available } });
  const { register, handleSubmit, reset } = form;
  const { status, run, busy } = useAction();
  useFormLeaveGuard(form, 'the price or availability');
  const [published, setPublished] = useState<Published>();

  const save = handleSubmit((f) =>
    run(
      () => adminApi.put<Saved>(`/tours/${encodeURIComponent(tour.id)}`, { priceFrom: Number(f.priceFrom), available: f.available }),
      (res) => {
        setPublished({ revalidated: res.data.revalidated ?? [], failed: res.data.failed ?? [] });
        reset(f);
        onSaved(res.data);
        return res.data.failed?.length ? 'Saved, but some public pages could not be rebuilt (they update on their next refresh).' : 'Saved and published.';
      },
    ),
  );

  return (
    <form onSubmit={save} className="space-y-3" noValidate>
      <p className="text-sm text-night-700">
        <span className="font-mono">{tour.id}</span>
        {tour.category ? ` · ${tour.category}` : ''}
        {tour.days ? ` · ${tour.days} days` : ''}
        {tour.editedAt ? ` · last edited ${when(tour.editedAt)}${tour.editedBy ? ` by ${tour.editedBy}` : ''}` : ''}
      </p>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <div className="w-40">
          <label htmlFor="price-from" className={labelClass}>
            Price from (USD)
          </label>
          <input id="price-from" type="number" min={0} step={1} className={`mt-1 ${inputClass}`} {...register('priceFrom')} />
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register('available')} /> Available for booking
        </label>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? 'Publishing…' : 'Save and publish'}
        </button>
      </div>
      <ActionResult status={status} testId="tour-save-result" />
      {published ? <PublishedPages published={published} /> : null}
    </form>
  );
}

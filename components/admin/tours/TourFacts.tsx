import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SPECIALISED } from '@/lib/catalogue/vocabulary';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, fieldClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { useFormLeaveGuard } from '../useFormLeaveGuard';
import { PublishedPages } from './PublishedPages';
import { TourKindChoices, vocabularyWords as words } from './TourKindChoices';
import type { Published, Tour, TourDetail } from './types';

type Facts = { category: string; tripType: string; safariType: string; level: string; tags: string[]; startId: string; endId: string };

/** The facts the lists filter by and the page states: kind, private or shared, lodge or camping, level, specialised kinds, start and end. */
export function TourFacts({ tour, onSaved }: { tour: Tour; onSaved: (d: TourDetail) => void }) {
  const places = useAdminGet<{ destinations: { id: string; name: string }[] }>('/destinations');
  const form = useForm<Facts>({
    defaultValues: { category: tour.category ?? '', tripType: tour.tripType ?? '', safariType: tour.safariType ?? '', level: tour.level ?? '', tags: tour.tags ?? [], startId: tour.startId ?? '', endId: tour.endId ?? '' },
  });
  const { register, handleSubmit, reset } = form;
  const save = useAction();
  useFormLeaveGuard(form, 'the tour facts');
  const [published, setPublished] = useState<Published>();
  const onSave = handleSubmit((f) =>
    save.run(
      () => adminApi.patch<TourDetail & Published>(`/tours/${encodeURIComponent(tour.id)}`, f),
      (res) => {
        setPublished({ revalidated: res.data.revalidated ?? [], failed: res.data.failed ?? [] });
        reset(f);
        onSaved(res.data);
        return 'Facts saved and published.';
      },
    ),
  );
  // Shown once the places have loaded, so the select starts on the tour's own place.
  const place = (name: 'startId' | 'endId', label: string) =>
    places.data ? (
      <label className={labelClass} htmlFor={`facts-${name}`}>
        {label}
        <select id={`facts-${name}`} className={`mt-1 w-full ${fieldClass}`} {...register(name)}>
          {places.data.destinations.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      </label>
    ) : null;
  return (
    <form onSubmit={onSave} className="space-y-3" data-testid="tour-facts">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <TourKindChoices field={(name) => register(name)} idPrefix="facts" />
        {place('startId', 'Starts in')}
        {place('endId', 'Ends in')}
      </div>
      <fieldset>
        <legend className={labelClass}>Specialised kinds (the list filters by these)</legend>
        <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
          {SPECIALISED.map((tag) => (
            <label key={tag} className="flex min-h-9 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={tag} {...register('tags')} /> {words(tag)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass} disabled={save.busy}>Save facts and publish</button>
      <ActionResult status={save.status} testId="facts-save-result" />
      {published ? <PublishedPages published={published} /> : null}
    </form>
  );
}

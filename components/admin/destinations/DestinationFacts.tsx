import { useForm } from 'react-hook-form';
import { DESTINATION_GROUPS } from '@/lib/catalogue/vocabulary';
import { adminApi } from '../adminApi';
import { ActionResult, ErrorNote, buttonClass, fieldClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { useFormLeaveGuard } from '../useFormLeaveGuard';

type Facts = { id: string; group: string; lat: number; lng: number; altitudeM: number | null; areaKm2: number | null; bestMonths: number[]; highSeasonMonths: number[]; popular: boolean };
type Form = { group: string; lat: string; lng: string; altitudeM: string; areaKm2: string; bestMonths: string[]; highSeasonMonths: string[]; popular: boolean };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const orNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** What a place is the same in every language: its group, its point on the map, altitude and area, its months, and whether the home page shows it. */
export function DestinationFacts({ id }: { id: string }) {
  const base = `/destinations/${encodeURIComponent(id)}`;
  const { data, error } = useAdminGet<Facts>(base);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return <FactsForm base={base} facts={data} />;
}

function FactsForm({ base, facts }: { base: string; facts: Facts }) {
  const form = useForm<Form>({
    defaultValues: {
      group: facts.group, lat: String(facts.lat), lng: String(facts.lng), altitudeM: facts.altitudeM === null ? '' : String(facts.altitudeM), areaKm2: facts.areaKm2 === null ? '' : String(facts.areaKm2),
      bestMonths: facts.bestMonths.map(String), highSeasonMonths: facts.highSeasonMonths.map(String), popular: facts.popular,
    },
  });
  const { register, handleSubmit, reset } = form;
  const save = useAction();
  useFormLeaveGuard(form, 'the place facts');
  const onSave = handleSubmit((f) =>
    save.run(
      () => adminApi.patch<Facts>(base, {
        group: f.group, lat: Number(f.lat), lng: Number(f.lng), altitudeM: orNull(f.altitudeM), areaKm2: orNull(f.areaKm2),
        bestMonths: (f.bestMonths || []).map(Number), highSeasonMonths: (f.highSeasonMonths || []).map(Number), popular: f.popular,
      }),
      () => {
        reset(f);
        return 'Facts saved: on its page and the lists now, on tour pages within minutes.';
      },
    ),
  );
  const months = (name: 'bestMonths' | 'highSeasonMonths', legend: string) => (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 grid grid-cols-6 gap-1 sm:grid-cols-12">
        {MONTHS.map((m, i) => (
          <label key={m} className="flex min-h-9 items-center gap-1 text-sm">
            <input type="checkbox" className="size-4" value={String(i + 1)} {...register(name)} /> {m}
          </label>
        ))}
      </div>
    </fieldset>
  );
  const number = (name: 'lat' | 'lng' | 'altitudeM' | 'areaKm2', label: string) => (
    <label className={labelClass}>
      {label}
      <input type="number" step="any" inputMode="decimal" className={`mt-1 w-full ${fieldClass}`} {...register(name)} />
    </label>
  );
  return (
    <form onSubmit={onSave} className="space-y-3" data-testid="destination-facts">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        <label className={labelClass}>
          Group
          <select className={`mt-1 w-full ${fieldClass}`} {...register('group')}>
            {DESTINATION_GROUPS.map((g) => <option key={g} value={g}>{g.replace(/-/g, ' ')}</option>)}
          </select>
        </label>
        {number('lat', 'Latitude')}
        {number('lng', 'Longitude')}
        {number('altitudeM', 'Altitude (m)')}
        {number('areaKm2', 'Area (km²)')}
      </div>
      {months('bestMonths', 'Best months')}
      {months('highSeasonMonths', 'High season')}
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...register('popular')} /> Among the popular places (home page)
      </label>
      <button type="submit" className={buttonClass} disabled={save.busy}>Save facts</button>
      <ActionResult status={save.status} testId="destination-facts-result" />
    </form>
  );
}

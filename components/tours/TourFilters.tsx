import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import type { FacetCounts, FacetField, TourFilter } from '@/lib/catalogue/filterFields';
import type { FilterIndex } from '@/server/catalogue/filterIndex';
import { formToFilter } from './filterForm';

type Props = {
  action: string;
  options: FilterIndex;
  /** How many tours each option gives with the current choices; null until known. */
  counts: FacetCounts | null;
  filter: Partial<TourFilter>;
  /** Fields fixed by the landing path (e.g. /kilimanjaro): shown, but not editable here. */
  fixed: Partial<TourFilter>;
  onChange: (filter: Partial<TourFilter>) => void;
};

const box = 'rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm focus:border-sunset-500';
const legend = 'mb-2 text-sm font-semibold text-night-900';

/**
 * The filter form: a plain GET form (it works before JavaScript arrives and for crawlers);
 * with JavaScript, ticking a box applies at once and the Enter key applies typed values.
 */
export function TourFilters({ action, options, counts, filter, fixed, onChange }: Props) {
  const t = useT();
  // "(12)" beside an option: what ticking it would show, given the other choices.
  const countOf = (field: FacetField, value: string) => (counts ? t('catalogue.filters.count', { count: counts[field][value] ?? 0 }) : '');
  const [open, setOpen] = useState(false);
  const apply = (form: HTMLFormElement) => onChange({ ...formToFilter(form), page: undefined });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const instant = (e: FormEvent<HTMLFormElement>) => {
    const el = e.target as HTMLInputElement;
    if (el.type === 'checkbox' || el.type === 'radio' || el.tagName === 'SELECT') apply(e.currentTarget);
  };
  // The form is keyed by the filter so that Back/Forward (a new URL) shows that URL's choices.
  const key = JSON.stringify(filter);
  const checked = (list: string[] | undefined, v: string) => !!list?.includes(v);

  return (
    <div>
      <button type="button" className="mb-4 w-full rounded-lg border border-sand-300 bg-white px-4 py-2 text-sm font-semibold lg:hidden" aria-expanded={open} aria-controls="tour-filters" onClick={() => setOpen((v) => !v)}>
        {open ? t('catalogue.filters.hide') : t('catalogue.filters.show')}
      </button>
      <form key={key} id="tour-filters" method="get" action={action} onSubmit={onSubmit} onChange={instant} className={`${open ? 'block' : 'hidden'} space-y-6 lg:block`} aria-label={t('catalogue.filters.title')} data-testid="tour-filters">
        <div className="space-y-3">
          <label className="block text-sm font-semibold">
            {t('catalogue.filters.where')}
            <input name="q" type="search" defaultValue={filter.q ?? ''} placeholder={t('catalogue.filters.wherePlaceholder')} maxLength={100} className={`${box} mt-1 w-full`} />
          </label>
          <label className="block text-sm font-semibold">
            {t('catalogue.filters.when')}
            <input name="date" type="date" defaultValue={filter.date ?? ''} className={`${box} mt-1 w-full`} />
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="block text-sm font-semibold">
              {t('catalogue.filters.adults')}
              <input name="adults" type="number" min={1} max={30} defaultValue={filter.adults ?? ''} className={`${box} mt-1 w-full`} />
            </label>
            <label className="block text-sm font-semibold">
              {t('catalogue.filters.children')}
              <input name="children" type="number" min={0} max={30} defaultValue={filter.children ?? ''} className={`${box} mt-1 w-full`} />
            </label>
          </div>
        </div>

        {fixed.category ? null : (
          <label className="block text-sm font-semibold">
            {t('catalogue.filters.category')}
            <select name="category" defaultValue={filter.category ?? ''} className={`${box} mt-1 w-full`}>
              <option value="">{t('catalogue.filters.anyCategory')}</option>
              {options.categories.filter((c) => c.count).map((c) => (
                <option key={c.value} value={c.value}>{t(`catalogue.categories.${c.value}`)} {countOf('category', c.value)}</option>
              ))}
            </select>
          </label>
        )}
        {fixed.destination ? null : (
          <label className="block text-sm font-semibold">
            {t('catalogue.filters.destination')}
            <select name="destination" defaultValue={filter.destination ?? ''} className={`${box} mt-1 w-full`}>
              <option value="">{t('catalogue.filters.anyDestination')}</option>
              {options.destinations.map((d) => (
                <option key={d.id} value={d.slug}>{d.name} {countOf('destination', d.id)}</option>
              ))}
            </select>
          </label>
        )}

        {fixed.tripType ? null : <RadioGroup name="tripType" legend={t('catalogue.filters.tripType')} values={options.tripTypes.map((o) => o.value)} current={filter.tripType} labelKey="catalogue.tripTypes" countOf={(v) => countOf('tripType', v)} />}
        {fixed.safariType ? null : <RadioGroup name="safariType" legend={t('catalogue.filters.safariType')} values={options.safariTypes.map((o) => o.value)} current={filter.safariType} labelKey="catalogue.safariTypes" countOf={(v) => countOf('safariType', v)} />}
        {fixed.level ? null : (
          <fieldset>
            <legend className={legend}>{t('catalogue.filters.level')}</legend>
            {options.levels.map((o) => (
              <label key={o.value} className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" name="level" value={o.value} defaultChecked={checked(filter.level, o.value)} className="accent-sunset-600" />
                {t(`catalogue.levels.${o.value}`)} <span className="text-night-500" data-testid={`count-level-${o.value}`}>{countOf('level', o.value)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend className={legend}>{t('catalogue.filters.specialised')}</legend>
          {options.tags.filter((o) => o.count).map((o) => (
            <label key={o.value} className="flex items-center gap-2 py-1 text-sm">
              <input type="checkbox" name="tags" value={o.value} defaultChecked={checked(filter.tags, o.value) || checked(fixed.tags, o.value)} disabled={checked(fixed.tags, o.value)} className="accent-sunset-600" />
              {t(`catalogue.tags.${o.value}`)} <span className="text-night-500" data-testid={`count-tags-${o.value}`}>{countOf('tags', o.value)}</span>
            </label>
          ))}
        </fieldset>
        <RangeFields legend={t('catalogue.filters.price')} names={['priceMin', 'priceMax']} labels={[t('catalogue.filters.priceMin'), t('catalogue.filters.priceMax')]} bounds={[options.price.min, options.price.max]} values={[filter.priceMin, filter.priceMax]} min={0} step={50} />
        <RangeFields legend={t('catalogue.filters.length')} names={['daysMin', 'daysMax']} labels={[t('catalogue.filters.daysMin'), t('catalogue.filters.daysMax')]} bounds={[options.days.min, options.days.max]} values={[filter.daysMin, filter.daysMax]} min={1} max={30} />
        {filter.sort ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        <div className="flex flex-col gap-2">
          <button type="submit" className="rounded-full bg-sunset-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sunset-700">{t('catalogue.filters.apply')}</button>
          <a href={action} onClick={(e) => { e.preventDefault(); onChange({}); }} className="text-center text-sm text-night-700 underline hover:text-sunset-700">
            {t('catalogue.filters.reset')}
          </a>
        </div>
      </form>
    </div>
  );
}

/** "Any" plus one radio per value; unticking is choosing "Any". */
function RadioGroup({ name, legend: title, values, current, labelKey, countOf }: { name: string; legend: string; values: string[]; current?: string; labelKey: string; countOf: (value: string) => string }) {
  const t = useT();
  return (
    <fieldset>
      <legend className={legend}>{title}</legend>
      {['', ...values].map((v) => (
        <label key={v || 'any'} className="flex items-center gap-2 py-1 text-sm">
          <input type="radio" name={name} value={v} defaultChecked={(current ?? '') === v} className="accent-sunset-600" />
          {v ? (
            <>
              {t(`${labelKey}.${v}`)} <span className="text-night-500" data-testid={`count-${name}-${v}`}>{countOf(v)}</span>
            </>
          ) : (
            t('catalogue.filters.any')
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** A from–to pair of number fields; the catalogue's own range shows as placeholders. */
function RangeFields(props: { legend: string; names: [string, string]; labels: [string, string]; bounds: [number, number]; values: [number | undefined, number | undefined]; min: number; max?: number; step?: number }) {
  return (
    <fieldset>
      <legend className={legend}>{props.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {[0, 1].map((i) => (
          <input key={props.names[i]} name={props.names[i]} type="number" min={props.min} max={props.max} step={props.step} aria-label={props.labels[i]} placeholder={String(props.bounds[i])} defaultValue={props.values[i] ?? ''} className={box} />
        ))}
      </div>
    </fieldset>
  );
}

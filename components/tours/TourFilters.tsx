import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/I18nProvider';
import type { FacetCounts, FacetField, TourFilter } from '@/lib/catalogue/filterFields';
import type { FilterIndex } from '@/server/catalogue/filterIndex';
import { formToFilter, invertedRange, sameFilter } from './filterForm';

type Props = {
  action: string;
  options: FilterIndex;
  /** How many tours each option gives with the current choices; null until known. */
  counts: FacetCounts | null;
  /** How many tours the current choices give; null while they load. */
  total: number | null;
  filter: Partial<TourFilter>;
  /** Fields fixed by the landing path (e.g. /kilimanjaro): shown, but not editable here. */
  fixed: Partial<TourFilter>;
  onChange: (filter: Partial<TourFilter>) => void;
};

const box = 'rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm focus:border-sunset-500 aria-invalid:border-red-700';
const legend = 'mb-2 text-sm font-semibold text-night-900';
/** The from–to fields that apply when left, like a ticked box. */
const RANGE_FIELDS = new Set(['priceMin', 'priceMax', 'daysMin', 'daysMax']);

/**
 * The filter form: a plain GET form (it works before JavaScript arrives and for crawlers);
 * with JavaScript, ticking a box applies at once, a price or a length applies when its field is
 * left, and the Enter key applies typed values. A minimum above its maximum is refused with a
 * message. Below 1024 px the form is a sheet over the list, opened from a button that says how
 * many tours the choices give, so that the results come first.
 */
export function TourFilters({ action, options, counts, total, filter, fixed, onChange }: Props) {
  const t = useT();
  // "(12)" beside an option: what ticking it would show, given the other choices.
  const countOf = (field: FacetField, value: string) => (counts ? t('catalogue.filters.count', { count: counts[field][value] ?? 0 }) : '');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [rangeError, setRangeError] = useState(() => invertedRange(filter));
  // The form is re-made (fresh fields) when the URL's filter is not one it applied itself:
  // Back/Forward, "Clear all filters". What it applied keeps the fields, and the focus, in place,
  // even when it arrives after the form has applied more (two fields left in quick succession on a
  // slow phone: the first one's URL must not wipe the second field, or one being typed in).
  const [formKey, setFormKey] = useState(0);
  const applied = useRef(filter);
  const inFlight = useRef<Partial<TourFilter>[]>([]);
  useEffect(() => {
    const mine = inFlight.current.findIndex((sent) => sameFilter(sent, filter));
    if (mine >= 0) {
      inFlight.current = inFlight.current.slice(mine + 1);
      return;
    }
    if (!sameFilter(filter, applied.current)) {
      inFlight.current = [];
      applied.current = filter;
      setFormKey((k) => k + 1);
      setRangeError(invertedRange(filter));
    }
  }, [filter]);

  const apply = (form: HTMLFormElement): boolean => {
    const next = { ...formToFilter(form), page: undefined };
    const inverted = invertedRange(next);
    setRangeError(inverted);
    if (inverted) return false;
    // Against what the form applied last, which the URL may not show yet.
    if (!sameFilter(next, applied.current)) {
      applied.current = next;
      inFlight.current.push(next);
      onChange(next);
    }
    return true;
  };
  // A box ticked or a value typed before the page's scripts ran: the fields show it (React hydrates
  // uncontrolled fields as the visitor left them), the list does not yet. Applied once, on mount.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) apply(formRef.current);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (apply(e.currentTarget)) setOpen(false);
  };
  const instant = (e: FormEvent<HTMLFormElement>) => {
    const el = e.target as HTMLInputElement;
    if (el.type === 'checkbox' || el.type === 'radio' || el.tagName === 'SELECT') apply(e.currentTarget);
  };
  const left = (e: FocusEvent<HTMLFormElement>) => {
    if (RANGE_FIELDS.has((e.target as Element).getAttribute('name') ?? '')) apply(e.currentTarget);
  };

  // The open sheet: Escape closes it, the page behind does not scroll, focus goes in and comes back.
  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', escape);
    const button = opener.current;
    return () => {
      root.style.overflow = '';
      document.removeEventListener('keydown', escape);
      button?.focus();
    };
  }, [open]);
  const checked = (list: string[] | undefined, v: string) => !!list?.includes(v);

  const rangeMessage = rangeError ? <p role="alert" id="range-error" className="text-sm font-medium text-red-700">{t(`catalogue.filters.${rangeError}Range`)}</p> : null;
  return (
    <div>
      <button ref={opener} type="button" className="filter-open" aria-expanded={open} aria-controls="tour-filters" onClick={() => setOpen(true)} data-testid="filters-open">
        {total === null ? t('catalogue.filters.title') : t('catalogue.filters.openSheet', { count: total })}
      </button>
      <div id="tour-filters" role={open ? 'dialog' : undefined} aria-modal={open || undefined} aria-label={open ? t('catalogue.filters.title') : undefined} className={open ? 'filter-sheet' : 'hidden lg:block'}>
        <div className="filter-sheet-head">
          <h2 className="font-sans text-lg font-semibold">{t('catalogue.filters.title')}</h2>
          <button ref={closer} type="button" onClick={() => setOpen(false)} aria-label={t('catalogue.filters.close')} className="rounded-md p-2 hover:bg-sand-100">
            <CloseIcon />
          </button>
        </div>
      <form ref={formRef} key={formKey} id="tour-filters-form" method="get" action={action} onSubmit={onSubmit} onChange={instant} onBlur={left} className="filter-form" aria-label={t('catalogue.filters.title')} data-testid="tour-filters">
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
        <RangeFields legend={t('catalogue.filters.price')} names={['priceMin', 'priceMax']} labels={[t('catalogue.filters.priceMin'), t('catalogue.filters.priceMax')]} bounds={[options.price.min, options.price.max]} values={[filter.priceMin, filter.priceMax]} min={0} step={50} error={rangeError === 'price' ? rangeMessage : null} />
        <RangeFields legend={t('catalogue.filters.length')} names={['daysMin', 'daysMax']} labels={[t('catalogue.filters.daysMin'), t('catalogue.filters.daysMax')]} bounds={[options.days.min, options.days.max]} values={[filter.daysMin, filter.daysMax]} min={1} max={30} error={rangeError === 'days' ? rangeMessage : null} />
        {filter.sort ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        <div className="flex flex-col gap-2">
          {/* In the sheet its own foot has the button (with the count). */}
          <button type="submit" className="rounded-full bg-sunset-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sunset-700 max-lg:hidden">{t('catalogue.filters.apply')}</button>
          <a href={action} onClick={(e) => { e.preventDefault(); onChange({}); }} className="text-center text-sm text-night-700 underline hover:text-sunset-700">
            {t('catalogue.filters.reset')}
          </a>
        </div>
      </form>
        <div className="filter-sheet-foot">
          <button type="submit" form="tour-filters-form" className="w-full rounded-full bg-sunset-600 px-5 py-3 font-semibold text-white hover:bg-sunset-700">
            {total === null ? t('catalogue.filters.apply') : t('catalogue.filters.showResults', { count: total })}
          </button>
        </div>
      </div>
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
function RangeFields(props: { legend: string; names: [string, string]; labels: [string, string]; bounds: [number, number]; values: [number | undefined, number | undefined]; min: number; max?: number; step?: number; error: ReactNode }) {
  const invalid = props.error ? true : undefined;
  return (
    <fieldset>
      <legend className={legend}>{props.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {[0, 1].map((i) => (
          <input key={props.names[i]} name={props.names[i]} type="number" min={props.min} max={props.max} step={props.step} aria-label={props.labels[i]} placeholder={String(props.bounds[i])} defaultValue={props.values[i] ?? ''} aria-invalid={invalid} aria-describedby={invalid && 'range-error'} className={box} />
        ))}
      </div>
      {props.error ? <div className="mt-2">{props.error}</div> : null}
    </fieldset>
  );
}

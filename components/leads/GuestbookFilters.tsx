import { useRouter } from 'next/router';
import { useEffect, useRef, type FormEvent } from 'react';
import { useMounted } from '@/lib/forms/useMounted';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useDisplayNames } from '@/lib/i18n/useDisplayNames';
import { GUESTBOOK_KINDS } from '@/lib/leads/schemas';
import { FILTER_FIELDS, guestbookSearch, type GuestbookFilter } from './guestbookUrl';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;
const select = 'mt-1 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm';

/**
 * The guest book's filters, live like the tour list's: with JavaScript, choosing a value shows the
 * matching reviews at once and puts the choice in the URL (no reload, so a review being written
 * is kept). Before JavaScript arrives it is a plain GET form with a button to send it.
 */
export function GuestbookFilters({ action, filter, years, keep }: { action: string; filter: GuestbookFilter; years: number[]; keep: Record<string, string | undefined> }) {
  const { locale, t } = useI18n();
  const names = useDisplayNames();
  const router = useRouter();
  const live = useMounted();

  // The form is made again for the new address (its key): the choice being made keeps the focus
  // (walked: each arrow key on "Rating" applied it and left the focus on nothing).
  const formRef = useRef<HTMLFormElement>(null);
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const name = focused.current;
    focused.current = null;
    if (name) (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();
  }, [filter]);

  const apply = (form: HTMLFormElement) => {
    focused.current = form.contains(document.activeElement) ? document.activeElement?.getAttribute('name') ?? null : null;
    const data = new FormData(form);
    const chosen = Object.fromEntries(FILTER_FIELDS.map((f) => [f, String(data.get(f) ?? '') || undefined])) as GuestbookFilter;
    void router.push(action + guestbookSearch(chosen, 1, keep), undefined, { scroll: false });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  // Standalone option labels start with a capital ("Deutsch", "Anglais").
  const capital = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

  const field = (name: (typeof FILTER_FIELDS)[number], label: string, options: { value: string; label: string }[]) => (
    <label className="block min-w-0 text-sm font-semibold text-night-800">
      {label}
      <select name={name} defaultValue={filter[name] === undefined ? '' : String(filter[name])} className={select}>
        <option value="">{t('leads.guestbook.any')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );

  return (
    <form
      // Keyed by the filter so that Back/Forward (a new URL) shows that URL's choices.
      ref={formRef} key={JSON.stringify(filter)} method="get" action={action} onSubmit={onSubmit} onChange={(e) => apply(e.currentTarget)}
      aria-labelledby="guestbook-filters" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/5" data-testid="guestbook-filters"
    >
      <h3 id="guestbook-filters" className="mb-3 font-sans text-base font-semibold">{t('leads.guestbook.filters')}</h3>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className={`grid items-end gap-3 sm:grid-cols-2 ${live ? 'lg:grid-cols-4' : 'lg:grid-cols-5'}`}>
        {field('rating', t('leads.guestbook.rating'), [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('leads.guestbook.stars', { count: n }) })))}
        {field('kind', t('leads.guestbook.kind'), GUESTBOOK_KINDS.map((k) => ({ value: k, label: t(`leads.guestbook.kinds.${k}`) })))}
        {field('language', t('leads.guestbook.language'), LANGUAGES.map((l) => ({ value: l, label: capital(names.language(l)) })))}
        {field('year', t('leads.guestbook.year'), years.map((y) => ({ value: String(y), label: String(y) })))}
        {live ? null : (
          <button type="submit" className="rounded-full bg-night-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-night-800" data-testid="guestbook-apply">
            {t('leads.guestbook.apply')}
          </button>
        )}
      </div>
    </form>
  );
}

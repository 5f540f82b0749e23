import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { GUESTBOOK_KINDS } from '@/lib/leads/schemas';
import { FILTER_FIELDS, guestbookSearch, type GuestbookFilter } from './guestbookUrl';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;
const select = 'mt-1 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm';

/** "de" → "Deutsch" / "German" / "allemand", capitalised, in the page's language. */
function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The guest book's filters: a plain GET form (it works before JavaScript arrives); with
 * JavaScript it navigates without a full reload, so a review being written is kept.
 */
export function GuestbookFilters({ action, filter, years, keep }: { action: string; filter: GuestbookFilter; years: number[]; keep: Record<string, string | undefined> }) {
  const { locale, t } = useI18n();
  const router = useRouter();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const chosen = Object.fromEntries(FILTER_FIELDS.map((f) => [f, String(data.get(f) ?? '') || undefined])) as GuestbookFilter;
    void router.push(action + guestbookSearch(chosen, 1, keep), undefined, { scroll: false });
  };

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
      key={JSON.stringify(filter)} method="get" action={action} onSubmit={onSubmit} aria-labelledby="guestbook-filters"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/5" data-testid="guestbook-filters"
    >
      <h3 id="guestbook-filters" className="mb-3 font-sans text-base font-semibold">{t('leads.guestbook.filters')}</h3>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {field('rating', t('leads.guestbook.rating'), [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('leads.guestbook.stars', { n }) })))}
        {field('kind', t('leads.guestbook.kind'), GUESTBOOK_KINDS.map((k) => ({ value: k, label: t(`leads.guestbook.kinds.${k}`) })))}
        {field('language', t('leads.guestbook.language'), LANGUAGES.map((l) => ({ value: l, label: languageName(l, locale) })))}
        {field('year', t('leads.guestbook.year'), years.map((y) => ({ value: String(y), label: String(y) })))}
        <button type="submit" className="rounded-full bg-night-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-night-800">
          {t('leads.guestbook.apply')}
        </button>
      </div>
    </form>
  );
}

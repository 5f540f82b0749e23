import { useT, useI18n } from '@/lib/i18n/I18nProvider';
import { formatDay } from '@/lib/format/dates';
import type { QuoteRecap } from '@/lib/leads/quoteRecap';
import { labelled } from '@/lib/i18n/punctuation';

/** What the traveller asked for, as the operator will read it: tour, dates, travellers. */
export function QuoteRecapList({ recap }: { recap: QuoteRecap }) {
  const t = useT();
  const { locale } = useI18n();
  const rows: [string, string][] = [];
  if (recap.tour) rows.push([t('leads.recap.tour'), recap.tour]);
  if (recap.destination && recap.destination !== recap.tour) rows.push([t('leads.recap.destination'), recap.destination]);
  if (recap.departureDate && /^\d{4}-\d{2}-\d{2}$/.test(recap.departureDate)) rows.push([t('leads.recap.departureDate'), formatDay(recap.departureDate, locale)]);
  if (recap.days) rows.push([t('leads.recap.days'), String(recap.days)]);
  if (recap.adults !== undefined) {
    const travellers = [labelled(locale, t('leads.recap.adults'), recap.adults)];
    if (recap.children) travellers.push(labelled(locale, t('leads.recap.children'), recap.children));
    rows.push([t('leads.recap.travellers'), travellers.join(' · ')]);
  }
  if (!rows.length) return null;
  return (
    <section className="mt-6 text-left" aria-labelledby="quote-recap-title" data-testid="quote-recap">
      <h2 id="quote-recap-title" className="text-lg font-semibold">{t('leads.recap.title')}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-white p-4 ring-1 ring-acacia-200">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-night-700">{label}</dt>
            <dd className="text-night-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

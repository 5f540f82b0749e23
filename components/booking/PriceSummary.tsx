import { priceBooking, type PriceInput } from '@/lib/booking/pricing';
import { FULL_PAYMENT_WITHIN_DAYS } from '@/lib/booking/rules';
import { formatDay } from '@/lib/format/dates';
import { formatPercent } from '@/lib/format/percent';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { PriceLines } from './PriceLines';
import { SummaryRow } from './SummaryRow';

/**
 * The live price of the answers, computed with the server's own priceBooking(): lines, total,
 * deposit and balance with its due date, or the whole amount when the trip starts within 60 days.
 */
export function PriceSummary({ input, inquiry }: { input: PriceInput | null; inquiry: boolean }) {
  const { locale, t } = useI18n();
  const price = input ? priceBooking(input) : null;
  return (
    <section aria-labelledby="price-summary-title" aria-live="polite" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-night-900/5" data-testid="price-summary">
      <h2 id="price-summary-title" className="text-xl font-semibold">{t('booking.summary.title')}</h2>
      {!price ? (
        <p className="mt-2 text-sm text-night-700">{t('booking.summary.incomplete')}</p>
      ) : (
        <>
          <PriceLines lines={price.lines} />
          <dl className="mt-3 space-y-1.5 border-t border-sand-200 pt-3 text-sm">
            {SummaryRow(t('booking.summary.total'), formatCents(price.totalCents), 'summary-total', true)}
            {price.paidInFull
              ? SummaryRow(t('booking.summary.paidInFull', { days: FULL_PAYMENT_WITHIN_DAYS }), formatCents(price.depositCents), 'summary-deposit')
              : [
                  SummaryRow(t('booking.summary.deposit', { percent: formatPercent(price.depositPercent, locale) }), formatCents(price.depositCents), 'summary-deposit'),
                  SummaryRow(t('booking.summary.balance', { date: formatDay(price.balanceDueDate, locale) }), formatCents(price.balanceCents), 'summary-balance'),
                ]}
          </dl>
          <p className="mt-3 text-xs text-night-600">{inquiry ? t('booking.summary.afterConfirmation') : t('booking.summary.dueNow')}</p>
        </>
      )}
    </section>
  );
}

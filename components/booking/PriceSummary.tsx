import { priceBooking, type PriceInput } from '@/lib/booking/pricing';
import { FULL_PAYMENT_WITHIN_DAYS } from '@/lib/booking/rules';
import { formatDay } from '@/lib/format/dates';
import { formatPercent } from '@/lib/format/percent';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { PriceLines } from './PriceLines';

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
            <div className="flex justify-between gap-3 text-base font-semibold">
              <dt>{t('booking.summary.total')}</dt>
              <dd data-testid="summary-total">{formatCents(price.totalCents)}</dd>
            </div>
            {price.paidInFull ? (
              <div className="flex justify-between gap-3">
                <dt>{t('booking.summary.paidInFull', { days: FULL_PAYMENT_WITHIN_DAYS })}</dt>
                <dd data-testid="summary-deposit">{formatCents(price.depositCents)}</dd>
              </div>
            ) : (
              <>
                <div className="flex justify-between gap-3">
                  <dt>{t('booking.summary.deposit', { percent: formatPercent(price.depositPercent, locale) })}</dt>
                  <dd data-testid="summary-deposit">{formatCents(price.depositCents)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt>{t('booking.summary.balance', { date: formatDay(price.balanceDueDate, locale) })}</dt>
                  <dd data-testid="summary-balance">{formatCents(price.balanceCents)}</dd>
                </div>
              </>
            )}
          </dl>
          <p className="mt-3 text-xs text-night-600">{inquiry ? t('booking.summary.afterConfirmation') : t('booking.summary.dueNow')}</p>
        </>
      )}
    </section>
  );
}

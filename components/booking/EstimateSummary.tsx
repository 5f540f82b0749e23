import { FULL_PAYMENT_WITHIN_DAYS } from '@/lib/booking/rules';
import { formatDay } from '@/lib/format/dates';
import { formatPercent } from '@/lib/format/percent';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { PriceLines } from './PriceLines';
import { SummaryRow as row } from './SummaryRow';

/**
 * Before the invoice (an inquiry the team is confirming): the estimate the form and the mail gave,
 * marked as such. A tailor-made trip from a quote has no price yet (0): nothing to show. That the
 * invoice follows is the status's own text above (walked: the page said it twice).
 */
export function EstimateSummary({ booking }: { booking: BookingView }) {
  const { locale, t } = useI18n();
  if (booking.totalCents <= 0) return null;
  const paidInFull = booking.depositCents >= booking.totalCents;
  return (
    <section aria-labelledby="invoice-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="invoice">
      <h2 id="invoice-title" className="text-xl font-semibold">{t('booking.invoiceView.estimate')}</h2>
      <div data-testid="estimate">
        <PriceLines lines={booking.lines} />
        <dl className="mt-3 space-y-1.5 border-t border-sand-200 pt-3 text-sm">
          {row(t('booking.summary.total'), formatCents(booking.totalCents), 'estimate-total', true)}
          {paidInFull
            ? row(t('booking.summary.paidInFull', { days: FULL_PAYMENT_WITHIN_DAYS }), formatCents(booking.depositCents), 'estimate-deposit')
            : [
                row(t('booking.summary.deposit', { percent: formatPercent(booking.depositPercent, locale) }), formatCents(booking.depositCents), 'estimate-deposit'),
                row(t('booking.summary.balance', { date: formatDay(booking.balanceDueDate, locale) }), formatCents(booking.totalCents - booking.depositCents), 'estimate-balance'),
              ]}
        </dl>
      </div>
    </section>
  );
}

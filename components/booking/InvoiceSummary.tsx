import { formatDay } from '@/lib/format/dates';
import { formatPercent } from '@/lib/format/percent';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { EstimateSummary } from './EstimateSummary';
import { PriceLines } from './PriceLines';

/** The invoice as issued (number, lines, total, deposit, balance and their due dates) with its PDF (the link the server gives, key included). */
export function InvoiceSummary({ booking }: { booking: BookingView }) {
  const { locale, t } = useI18n();
  const invoice = booking.invoice;
  if (!invoice) return <EstimateSummary booking={booking} />;
  const row = (label: string, value: string, testId?: string, strong = false) => (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="invoice-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="invoice">
      <h2 id="invoice-title" className="text-xl font-semibold">{t('booking.invoiceView.title')}</h2>
      <p className="mt-1 text-sm text-night-700">
        <span data-testid="invoice-number">{invoice.number}</span> · {t('booking.invoiceView.issued', { date: formatDay(invoice.issuedAt.slice(0, 10), locale) })}
      </p>
      <PriceLines lines={invoice.lines} />
      <dl className="mt-3 space-y-1.5 border-t border-sand-200 pt-3 text-sm">
        {row(t('booking.summary.total'), formatCents(invoice.totalCents), 'invoice-total', true)}
        {row(t('booking.invoiceView.deposit', { percent: formatPercent(invoice.depositPercent, locale), date: formatDay(invoice.depositDueDate, locale) }), formatCents(invoice.depositCents), 'invoice-deposit')}
        {invoice.balanceCents > 0 ? row(t('booking.summary.balance', { date: formatDay(invoice.balanceDueDate, locale) }), formatCents(invoice.balanceCents), 'invoice-balance') : null}
        {booking.paidCents > 0 ? row(t('booking.invoiceView.paid'), formatCents(booking.paidCents), 'invoice-paid') : null}
      </dl>
      <p className="mt-4">
        <a href={invoice.pdfUrl} download className="inline-flex rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-night-800 hover:border-sunset-500" data-testid="invoice-pdf">
          {t('booking.invoiceView.download')}
        </a>
      </p>
    </section>
  );
}

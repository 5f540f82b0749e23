import { formatDay } from '@/lib/format/dates';
import { formatPercent } from '@/lib/format/percent';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { EstimateSummary } from './EstimateSummary';
import { PriceLines } from './PriceLines';
import { SummaryRow as row } from './SummaryRow';

const linkClass = 'inline-flex rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-night-800 hover:border-sunset-500';

/**
 * The invoice as issued (number, lines, total, deposit, balance and their due dates), what was paid
 * and what is still to pay, with its PDF (the link the server gives, key included). Once cancelled
 * by a credit note: marked cancelled, the credit instead of the deposit and balance, nothing due,
 * and the credit note's PDF.
 */
export function InvoiceSummary({ booking }: { booking: BookingView }) {
  const { locale, t } = useI18n();
  const { invoice, creditNote } = booking;
  const closed = booking.status === 'cancelled' || booking.status === 'expired';
  if (!invoice) {
    // A booking cancelled (or run out) before its invoice gets none: nothing to promise.
    if (closed) return null;
    return <EstimateSummary booking={booking} />;
  }
  const day = (iso: string) => formatDay(iso.slice(0, 10), locale);
  const refunded = booking.refundedCents ?? 0;
  const paidBeforeRefunds = booking.paidCents + refunded;
  return (
    <section aria-labelledby="invoice-title" className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="invoice">
      <h2 id="invoice-title" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
        {t('booking.invoiceView.title')}
        {creditNote ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800" data-testid="invoice-cancelled">
            {t('booking.invoiceView.cancelled')}
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-night-700">
        <span data-testid="invoice-number">{invoice.number}</span> · {t('booking.invoiceView.issued', { date: day(invoice.issuedAt) })}
      </p>
      <PriceLines lines={invoice.lines} />
      <dl className="mt-3 space-y-1.5 border-t border-sand-200 pt-3 text-sm">
        {row(t('booking.summary.total'), formatCents(invoice.totalCents), 'invoice-total', true)}
        {creditNote ? (
          <>
            {row(t('booking.invoice.cancelled.credit', { number: creditNote.number }), formatCents(-creditNote.creditedCents), 'invoice-credit')}
            {row(t('booking.invoice.cancelled.due'), formatCents(0), 'invoice-due', true)}
          </>
        ) : (
          <>
            {row(
              invoice.depositPercent >= 100
                ? t('booking.invoice.fullPayment', { date: day(invoice.depositDueDate) })
                : invoice.depositReceived
                  ? t('booking.invoice.depositReceived')
                  : t('booking.invoiceView.deposit', { percent: formatPercent(invoice.depositPercent, locale), date: day(invoice.depositDueDate) }),
              formatCents(invoice.depositCents),
              'invoice-deposit',
            )}
            {invoice.balanceCents > 0 ? row(t('booking.summary.balance', { date: day(invoice.balanceDueDate) }), formatCents(invoice.balanceCents), 'invoice-balance') : null}
          </>
        )}
        {/* As the PDF states it: paid before any refund, then the refunds subtracted, so the rows add up. */}
        {paidBeforeRefunds > 0 ? row(t('booking.invoiceView.paid'), formatCents(paidBeforeRefunds), 'invoice-paid') : null}
        {refunded > 0 ? row(t('booking.invoiceView.refunded'), formatCents(-refunded), 'invoice-refunded') : null}
        {/* Once money came in, what is left: the invoice's figures above are as issued (a deposit paid before a change counts here). */}
        {creditNote || paidBeforeRefunds <= 0
          ? null
          : booking.paidCents > invoice.totalCents
            ? row(t('booking.invoice.inYourFavour'), formatCents(booking.paidCents - invoice.totalCents), 'invoice-in-favour', true)
            : row(t('booking.invoice.stillDue'), formatCents(booking.balanceCents), 'invoice-still-due', true)}
      </dl>
      {creditNote ? (
        <p className="mt-3 text-sm text-night-700" data-testid="credit-note">
          {t('booking.invoiceView.creditNote', { number: creditNote.number, date: day(creditNote.issuedAt) })}. {t('booking.creditNote.footer')}
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-2">
        <a href={invoice.pdfUrl} download className={linkClass} data-testid="invoice-pdf">
          {t('booking.invoiceView.download')}
        </a>
        {creditNote ? (
          <a href={creditNote.pdfUrl} download className={linkClass} data-testid="credit-note-pdf">
            {t('booking.invoiceView.downloadCreditNote')}
          </a>
        ) : null}
      </p>
    </section>
  );
}

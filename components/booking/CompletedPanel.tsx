import { SuccessPanel } from '@/components/leads/SuccessPanel';
import { AppLink } from '@/components/ui/AppLink';
import { amountDue } from '@/lib/booking/amountDue';
import { formatDay } from '@/lib/format/dates';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { BookingLoadState } from './BookingLoadState';
import type { BookingLink } from './useBookingLink';
import { useBookingView } from './useBookingView';

const PAID = new Set(['confirmed', 'completed']);

/**
 * /BookingCompleted?booking=&key=: the provider sends the traveller here once the payment went
 * through. Its notice to the server may come a moment later, so the page asks again until the
 * booking shows as confirmed.
 */
export function CompletedPanel({ link }: { link: BookingLink }) {
  const { locale, t } = useI18n();
  const state = useBookingView(link, { pollWhile: (b: BookingView) => b.status === 'awaiting_deposit' });
  if (state.status !== 'succeeded') return <BookingLoadState state={state} />;
  const { booking } = state;
  const managePath = `/Payment?booking=${encodeURIComponent(link.bookingNumber)}&key=${encodeURIComponent(link.key)}`;
  if (!PAID.has(booking.status)) {
    return (
      <div className="max-w-2xl space-y-3" data-testid="payment-confirming">
        <p role="status" className="font-semibold">{t('booking.completed.confirming')}</p>
        <p><AppLink href={managePath} className="underline">{t('booking.completed.backToBooking')}</AppLink></p>
      </div>
    );
  }
  const due = amountDue(booking);
  return (
    <div className="max-w-2xl space-y-6" data-testid="booking-completed">
      <SuccessPanel title={t('booking.completed.title')} testId="booking-confirmed">
        <p>{t('booking.view.number')}: <strong data-testid="booking-number">{booking.bookingNumber}</strong></p>
        {booking.tour ? <p>{booking.tour.title} · {formatDay(booking.startDate, locale)}</p> : null}
        <p>{t('booking.completed.paid')}: <strong data-testid="paid-amount">{formatCents(booking.paidCents)}</strong></p>
        <p data-testid="remaining">
          {due.kind === 'none'
            ? t('booking.completed.nothingLeft')
            : t('booking.completed.remaining', { amount: formatCents(due.cents), date: formatDay(booking.balanceDueDate, locale) })}
        </p>
      </SuccessPanel>
      <p className="flex flex-wrap gap-3">
        {booking.invoice ? (
          <a href={booking.invoice.pdfUrl} download className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500" data-testid="invoice-pdf">
            {t('booking.invoiceView.download')}
          </a>
        ) : null}
        <AppLink href={managePath} className="rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500">{t('booking.completed.viewBooking')}</AppLink>
        <AppLink href="/" className="rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700">{t('booking.completed.home')}</AppLink>
      </p>
    </div>
  );
}

import { SuccessPanel } from '@/components/leads/SuccessPanel';
import { AppLink } from '@/components/ui/AppLink';
import { amountDue } from '@/lib/booking/amountDue';
import { formatDay } from '@/lib/format/dates';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { BookingLoadState } from './BookingLoadState';
import type { BookingLink } from './useBookingLink';
import type { BookingViewState } from './useBookingView';
import { colon } from '@/lib/i18n/punctuation';
import { dueInFull, statusKey } from '@/lib/booking/statusWording';

const PAID = new Set(['confirmed', 'completed']);

/** The booking is paid (its deposit at least): the only case where this page may say "confirmed". */
export const isPaid = (b: BookingView) => PAID.has(b.status);

/** How long after it was started an unreported online payment may still be on its way (an abandoned one never is). */
const PROVIDER_REPORT_MS = 30 * 60_000;

/** An online payment started lately (the deposit, or what a confirmed booking still owes) that the provider has not reported on yet: the page asks again until it has. */
export const awaitsProvider = (b: BookingView, now = Date.now()) =>
  (b.status === 'awaiting_deposit' || b.status === 'confirmed') && b.payments.some((p) => p.method === 'online' && p.status === 'pending' && now - Date.parse(p.at) < PROVIDER_REPORT_MS);

const linkClass = 'rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500';

/**
 * /BookingCompleted?booking=&key=: the provider sends the traveller here once the payment went
 * through. Each status says what is true: paid and confirmed, a payment still being checked
 * (asked again until the provider's notice arrives), or where a booking that is not paid stands.
 */
export function CompletedPanel({ link, state }: { link: BookingLink; state: BookingViewState }) {
  const { locale, t } = useI18n();
  if (state.status !== 'succeeded') return <BookingLoadState state={state} />;
  const { booking } = state;
  const managePath = `/Payment?booking=${encodeURIComponent(link.bookingNumber)}&key=${encodeURIComponent(link.key)}`;
  if (awaitsProvider(booking)) {
    return (
      <div className="max-w-2xl space-y-3" data-testid="payment-confirming">
        <p role="status" className="font-semibold">{t('booking.completed.confirming')}</p>
        <p><AppLink href={managePath} className="underline">{t('booking.completed.backToBooking')}</AppLink></p>
      </div>
    );
  }
  if (!isPaid(booking)) {
    const payable = booking.status === 'awaiting_deposit';
    return (
      <div className="max-w-2xl space-y-6" data-testid="booking-not-paid" data-status={booking.status}>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5">
          <p className="text-sm text-night-600">{t('booking.view.number')}</p>
          <p className="font-display text-2xl font-semibold" data-testid="booking-number">{booking.bookingNumber}</p>
          <p className="mt-3 font-semibold" data-testid="status-title">{t(`booking.status.${statusKey(booking)}.title`)}</p>
          <p className="mt-1 text-sm text-night-700">{t(`booking.status.${statusKey(booking)}.text`)}</p>
        </div>
        <p className="flex flex-wrap gap-3">
          <AppLink href={managePath} className={payable ? 'rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700' : linkClass}>
            {payable ? t(dueInFull(booking) ? 'booking.pay.titleFull' : 'booking.pay.titleDeposit') : t('booking.completed.viewBooking')}
          </AppLink>
          <AppLink href="/" className={linkClass}>{t('booking.completed.home')}</AppLink>
        </p>
      </div>
    );
  }
  const due = amountDue(booking);
  return (
    <div className="max-w-2xl space-y-6" data-testid="booking-completed">
      <SuccessPanel title={t('booking.completed.title')} testId="booking-confirmed">
        <p>{t('booking.view.number')}{colon(locale)} <strong data-testid="booking-number">{booking.bookingNumber}</strong></p>
        {booking.tour ? <p>{booking.tour.title} · {formatDay(booking.startDate, locale)}</p> : null}
        <p>{t('booking.completed.paid')}{colon(locale)} <strong data-testid="paid-amount">{formatCents(booking.paidCents)}</strong></p>
        <p data-testid="remaining">
          {due.kind === 'none'
            ? t('booking.completed.nothingLeft')
            : t('booking.completed.remaining', { amount: formatCents(due.cents), date: formatDay(booking.balanceDueDate, locale) })}
        </p>
      </SuccessPanel>
      <p className="flex flex-wrap gap-3">
        {booking.invoice ? (
          <a href={booking.invoice.pdfUrl} download className={linkClass} data-testid="invoice-pdf">
            {t('booking.invoiceView.download')}
          </a>
        ) : null}
        <AppLink href={managePath} className={linkClass}>{t('booking.completed.viewBooking')}</AppLink>
        <AppLink href="/" className="rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700">{t('booking.completed.home')}</AppLink>
      </p>
    </div>
  );
}

import { HOLD_HOURS } from '@/lib/booking/rules';
import { formatMoment } from '@/lib/format/moment';
import { useMounted } from '@/lib/forms/useMounted';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { statusKey } from '@/lib/booking/statusWording';
import { amountDue, payableOnline } from '@/lib/booking/amountDue';
import type { BookingView } from '@/server/bookings/dto';

/**
 * The booking's status in words, with what happens next (and the hold's end while seats are held):
 * while the address is unconfirmed, how to keep the seats longer; opened from the confirmation
 * link (`fromConfirmLink`), that the address is confirmed.
 */
export function BookingStatusNote({ booking, paymentFailed, fromConfirmLink = false }: { booking: BookingView; paymentFailed: boolean; fromConfirmLink?: boolean }) {
  const { locale, t } = useI18n();
  const held = booking.status === 'awaiting_deposit' && booking.holdExpiresAt;
  // The server renders the page in UTC; the browser's first render must match it, then says the traveller's own time.
  const timeZone = useMounted() ? undefined : 'UTC';
  return (
    <div className="space-y-3">
      {paymentFailed && payableOnline(booking.status, amountDue(booking)) ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-testid="payment-failed">{t('booking.pay.failedReturn')}</p>
      ) : null}
      <div className="rounded-2xl bg-white p-5 ring-1 ring-night-900/5" data-testid="booking-status" data-status={booking.status}>
        <p className="text-sm text-night-600">{t('booking.view.number')}</p>
        <p className="font-display text-2xl font-semibold" data-testid="booking-number">{booking.bookingNumber}</p>
        <p className="mt-3 font-semibold">{t(`booking.status.${statusKey(booking)}.title`)}</p>
        <p className="mt-1 text-sm text-night-700">{t(`booking.status.${statusKey(booking)}.text`)}</p>
        {held ? <p className="mt-2 text-sm font-medium text-sunset-800" data-testid="hold-until">{t('booking.view.heldUntil', { time: formatMoment(booking.holdExpiresAt!, locale, timeZone) })}</p> : null}
        {held && !booking.emailConfirmed ? <p className="mt-2 text-sm text-night-700" data-testid="confirm-email">{t('booking.view.confirmEmail', { email: booking.email, days: HOLD_HOURS / 24 })}</p> : null}
        {fromConfirmLink && booking.emailConfirmed ? <p className="mt-2 text-sm font-medium text-acacia-800" role="status" data-testid="email-confirmed">{t('booking.view.emailConfirmed')}</p> : null}
      </div>
    </div>
  );
}

import { amountDue, payableOnline } from '@/lib/booking/amountDue';
import { dueInFull } from '@/lib/booking/statusWording';
import { useT } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import { BankTransfer, type BankAccount } from './BankTransfer';
import { PayOnline } from './PayOnline';

/** How to pay what is due, the deposit or the balance: online (unless payments are in test mode) and by bank transfer. */
export function PaymentOptions({ booking, bookingKey, bank }: { booking: BookingView; bookingKey: string; bank: BankAccount }) {
  const t = useT();
  const due = amountDue(booking);
  // Nothing to pay before the invoice (an inquiry), or once everything is paid.
  if (!booking.invoice || due.kind === 'none' || booking.status === 'cancelled' || booking.status === 'expired') return null;
  const online = payableOnline(booking.status, due);
  const balance = due.kind === 'balance';
  return (
    <section aria-labelledby="pay-title" className="space-y-4" data-testid="payment-options">
      <h2 id="pay-title" className="text-2xl font-semibold">{due.kind === 'deposit' ? t(dueInFull(booking) ? 'booking.pay.titleFull' : 'booking.pay.titleDeposit') : t('booking.pay.titleBalance')}</h2>
      {online && booking.onlinePayment.testMode ? (
        // Test mode's words ask for the deposit by transfer: a balance just shows the transfer below.
        balance ? null : <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="test-mode">{t('booking.pay.testMode')}</p>
      ) : online && booking.onlinePayment.available ? (
        <PayOnline bookingNumber={booking.bookingNumber} bookingKey={bookingKey} what={balance ? 'balance' : dueInFull(booking) ? 'full' : 'deposit'} />
      ) : null}
      <BankTransfer bank={bank} bookingNumber={booking.bookingNumber} amountCents={due.cents} />
    </section>
  );
}

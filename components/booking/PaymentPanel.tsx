import type { BankAccount } from './BankTransfer';
import { BookingLoadState } from './BookingLoadState';
import { BookingStatusNote } from './BookingStatusNote';
import { InvoiceSummary } from './InvoiceSummary';
import { PaymentOptions } from './PaymentOptions';
import { TripDetails } from './TripDetails';
import type { BookingLink } from './useBookingLink';
import { useBookingView, type BookingViewState } from './useBookingView';

/** /Payment?booking=&key=: the traveller's booking, its invoice and how to pay it. */
export function PaymentPanel({ link, bank, initial }: { link: BookingLink; bank: BankAccount; initial?: BookingViewState | null }) {
  const state = useBookingView(link, { initial });
  if (state.status !== 'succeeded') return <BookingLoadState state={state} />;
  const { booking } = state;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]" data-testid="payment-panel">
      <div className="min-w-0 space-y-6">
        <BookingStatusNote booking={booking} paymentFailed={link.paymentFailed} fromConfirmLink={link.confirm !== ''} />
        <PaymentOptions booking={booking} bookingKey={link.key} bank={bank} />
      </div>
      <div className="min-w-0 space-y-6">
        <InvoiceSummary booking={booking} />
        <TripDetails booking={booking} />
      </div>
    </div>
  );
}

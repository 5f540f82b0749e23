import { useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';

type Failure = { kind: 'unavailable' | 'failed' | 'closed'; message: string };

/**
 * "Pay the deposit online" (the full price, or the balance once the deposit is in): the server asks the provider for its hosted page and the browser
 * goes there. When the provider is down the booking is kept and bank transfer still works.
 */
export function PayOnline({ bookingNumber, bookingKey, what = 'deposit' }: { bookingNumber: string; bookingKey: string; what?: 'deposit' | 'full' | 'balance' }) {
  const { locale, t } = useI18n();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const pay = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { submitOrderRequest } = await import('@/services/bookings');
      window.location.assign(await submitOrderRequest(locale, bookingNumber, bookingKey));
    } catch (err) {
      const answer = (err as { response?: { status?: number; data?: { error?: { code?: string; message?: string } } } }).response;
      // A booking closed meanwhile (the office cancelled it) is not "kept": its message says to reload.
      const kind = answer?.status === 503 ? 'unavailable' : answer?.data?.error?.code === 'booking_closed' ? 'closed' : 'failed';
      setFailure({ kind, message: kind === 'unavailable' ? t('booking.pay.unavailable') : (answer?.data?.error?.message ?? t('booking.pay.failed')) });
      setPending(false);
    }
  };
  return (
    <div className="space-y-3" data-testid="pay-online">
      <button type="button" onClick={pay} disabled={pending} aria-busy={pending} className="w-full rounded-full bg-sunset-600 px-6 py-3 text-lg font-semibold text-white hover:bg-sunset-700 disabled:opacity-70 sm:w-auto">
        {pending ? t('booking.pay.redirecting') : t(what === 'full' ? 'booking.pay.buttonFull' : what === 'balance' ? 'booking.pay.buttonBalance' : 'booking.pay.button')}
      </button>
      <p className="text-xs text-night-600">{t('booking.pay.secure')}</p>
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-testid="pay-error" data-kind={failure.kind}>
          <p>{failure.message}</p>
          {failure.kind === 'closed' ? null : <p className="mt-1">{t('booking.pay.kept')}</p>}
        </div>
      ) : null}
    </div>
  );
}

import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import type { BookingViewState } from './useBookingView';
import { LoadingNote } from '@/components/ui/LoadingNote';

/** While a booking loads, or why it cannot be shown (wrong link, connection). */
export function BookingLoadState({ state }: { state: Exclude<BookingViewState, { status: 'succeeded' }> }) {
  const t = useT();
  if (state.status === 'loading') return <LoadingNote className="text-night-700" testId="booking-loading">{t('booking.view.loading')}</LoadingNote>;
  return (
    <div role="alert" className="max-w-2xl rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="booking-unavailable">
      <p className="font-semibold">{state.status === 'notFound' ? t('booking.view.notFound') : t('booking.view.failed')}</p>
      <p className="mt-2 text-sm">
        <AppLink href="/Contact" className="underline">{t('booking.view.contact')}</AppLink>
      </p>
    </div>
  );
}

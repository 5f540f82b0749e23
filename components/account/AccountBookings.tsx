import { useEffect, useState } from 'react';
import { formatDay } from '@/lib/format/dates';
import { formatCents } from '@/lib/format/price';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { AccountBooking } from '@/server/bookings/accountBookings';
import { LoadingNote } from '@/components/ui/LoadingNote';

type Load = { state: 'loading' } | { state: 'ready'; bookings: AccountBooking[] } | { state: 'error' };

/**
 * "Your bookings" on the profile: every booking made under the account's address, the latest trip
 * first, each opening its private page (the link its mails carry), so a traveller who lost the mail
 * still finds their booking and pays it.
 */
export function AccountBookings({ token, email }: { token: string; email: string }) {
  const { t, locale } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    import('@/services/bookings')
      .then(({ fetchAccountBookings }) => fetchAccountBookings(locale, token))
      .then((bookings) => live && setLoad({ state: 'ready', bookings }))
      .catch(() => live && setLoad({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt, locale, token]);

  return (
    <section id="bookings" aria-labelledby="bookings-title" className="space-y-4" data-testid="account-bookings">
      <h2 id="bookings-title" className="text-2xl font-semibold">{t('account.bookings.title')}</h2>
      {load.state === 'loading' ? <LoadingNote className="text-night-600">{t('account.bookings.loading')}</LoadingNote> : null}
      {load.state === 'error' ? (
        <p role="alert" className="text-red-800">
          {t('account.bookings.failed')}{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className="underline">{t('account.bookings.tryAgain')}</button>
        </p>
      ) : null}
      {load.state === 'ready' && !load.bookings.length ? <p className="text-night-700">{t('account.bookings.empty', { email })}</p> : null}
      {load.state === 'ready' && load.bookings.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {load.bookings.map((b) => (
            <li key={b.number} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm" data-testid="account-booking">
              <p className="font-semibold text-night-900">{b.tourTitle ?? t('account.bookings.tailorMade')}</p>
              <p className="mt-1 text-sm text-night-700">
                <span className="whitespace-nowrap">{b.number}</span> · {t(`account.bookings.status.${b.status}`)}
              </p>
              <p className="mt-1 text-sm text-night-700">{t('account.bookings.starts', { date: formatDay(b.startDate, locale) })}</p>
              <p className="mt-1 text-sm text-night-700">{t('account.bookings.paid', { paid: formatCents(b.paidCents), total: formatCents(b.totalCents) })}</p>
              <a href={b.manageUrl} className="mt-3 inline-block font-semibold text-sunset-700 underline hover:text-sunset-800">
                {t('account.bookings.open', { number: b.number })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { BALANCE_DUE_DAYS_BEFORE, DEPOSIT_PERCENT, FULL_PAYMENT_WITHIN_DAYS, HOLD_HOURS } from '@/lib/booking/rules';
import { formatPercent } from '@/lib/format/percent';
import { useI18n } from '@/lib/i18n/I18nProvider';

/** The deposit rule as the server applies it (lib/booking/rules.ts), stated on the page. */
export function DepositRules() {
  const { locale, t } = useI18n();
  const pct = (rule: keyof typeof DEPOSIT_PERCENT) => formatPercent(DEPOSIT_PERCENT[rule], locale);
  return (
    <section aria-labelledby="deposit-rules-title" className="rounded-2xl bg-sand-100 p-5 text-sm text-night-800" data-testid="deposit-rules">
      <h2 id="deposit-rules-title" className="font-sans text-base font-semibold">{t('booking.rules.title')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('booking.rules.camping', { percent: pct('camping') })}</li>
        <li>{t('booking.rules.lodge', { percent: pct('lodge') })}</li>
        <li>{t('booking.rules.luxury', { percent: pct('luxury') })}</li>
        <li>{t('booking.rules.tailorMade', { percent: pct('tailorMade') })}</li>
        <li>{t('booking.rules.fullPayment', { days: FULL_PAYMENT_WITHIN_DAYS, before: BALANCE_DUE_DAYS_BEFORE })}</li>
        <li>{t('booking.rules.hold', { hours: HOLD_HOURS })}</li>
      </ul>
    </section>
  );
}

import { priceBooking, type PriceInput } from '@/lib/booking/pricing';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

/** Total and what is due now, next to the send button on a phone (the full summary sits below the form there). */
export function PriceRecap({ input }: { input: PriceInput | null }) {
  const t = useT();
  if (!input) return null;
  const price = priceBooking(input);
  return (
    <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium lg:hidden" aria-hidden="true">
      {t('booking.summary.total')} {formatCents(price.totalCents)} · {price.paidInFull ? t('booking.summary.nowInFull') : t('booking.summary.nowDeposit')} {formatCents(price.depositCents)}
    </p>
  );
}

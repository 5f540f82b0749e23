import { priceBooking, type PriceInput } from '@/lib/booking/pricing';
import { formatCents } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * Total and what is due, next to the send button on a phone (the full summary sits below the form
 * there). A booking request is paid only once the office confirms it: never "now" then.
 */
export function PriceRecap({ input, inquiry }: { input: PriceInput | null; inquiry: boolean }) {
  const t = useT();
  if (!input) return null;
  const price = priceBooking(input);
  const due = inquiry ? (price.paidInFull ? 'laterInFull' : 'laterDeposit') : price.paidInFull ? 'nowInFull' : 'nowDeposit';
  return (
    <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium lg:hidden" aria-hidden="true" data-testid="price-recap">
      {/* An amount never breaks between "$" and its figure. */}
      {t('booking.summary.total')} <span className="whitespace-nowrap">{formatCents(price.totalCents)}</span> · {t(`booking.summary.${due}`)} <span className="whitespace-nowrap">{formatCents(price.depositCents)}</span>
    </p>
  );
}

import { REWARD_STATUSES, type TotalledRewardStatus } from '@/lib/affiliate/rules';
import { formatPrice } from '@/lib/format/price';
import { useT } from '@/lib/i18n/I18nProvider';

const TONE: Record<TotalledRewardStatus, string> = { pending: 'bg-sand-100 text-sand-900', earned: 'bg-acacia-50 text-acacia-900', paid: 'bg-night-50 text-night-900' };

/** Pending, earned and paid, each as a sum in the site's currency format ("$ 1,234"). */
export function RewardTotals({ totals }: { totals: Record<TotalledRewardStatus, number> }) {
  const t = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-3" data-testid="reward-totals">
      {REWARD_STATUSES.map((status) => (
        <div key={status} className={`rounded-2xl p-5 ${TONE[status]}`} data-testid={`total-${status}`}>
          <dt className="text-sm font-semibold">{t(`affiliate.status.${status}`)}</dt>
          <dd className="mt-1 text-3xl font-semibold">{formatPrice(totals[status])}</dd>
          <dd className="mt-1 text-xs">{t(`affiliate.dashboard.totalHint.${status}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format/price';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { RewardDto } from '@/server/affiliate/dto';
import { MobileRows } from './MobileRows';

const day = (iso: string | null, locale: string) => (iso ? formatDay(iso.slice(0, 10), locale, 'medium') : '—');

/** Each reward: the friend, their quote, the amount, where it stands and when it got there. */
export function RewardsTable({ rewards }: { rewards: RewardDto[] }) {
  const { t, locale } = useI18n();
  if (!rewards.length) return <p className="text-night-600" data-testid="rewards-empty">{t('affiliate.dashboard.rewards.empty')}</p>;
  const col = (name: string) => t(`affiliate.dashboard.columns.${name}`);
  const mobile = rewards.map((r) => ({
    key: r.id,
    title: r.friendName,
    facts: [[col('quote'), <span key="quote" className="font-mono">{r.quoteNumber}</span>], [col('amount'), formatPrice(r.amount)], [col('status'), t(`affiliate.status.${r.status}`)], [col('date'), day(r.paidAt ?? r.earnedAt ?? r.createdAt, locale)]] as [string, ReactNode][],
  }));
  return (
    <>
      <MobileRows rows={mobile} testId="rewards-cards" />
      <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-night-900/10 sm:block">
        <table className="w-full text-left text-sm" data-testid="rewards-table">
          <thead className="bg-sand-100 text-night-800">
            <tr>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.friend')}</th>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.quote')}</th>
              <th scope="col" className="px-4 py-3 text-right">{t('affiliate.dashboard.columns.amount')}</th>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.status')}</th>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.date')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200 bg-white">
            {rewards.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-3">{r.friendName}</td>
                <td className="px-4 py-3 font-mono">{r.quoteNumber}</td>
                <td className="px-4 py-3 text-right">{formatPrice(r.amount)}</td>
                <td className="px-4 py-3">{t(`affiliate.status.${r.status}`)}</td>
                <td className="px-4 py-3">{day(r.paidAt ?? r.earnedAt ?? r.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

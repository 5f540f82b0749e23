import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { FriendDto } from '@/server/affiliate/dto';
import { MobileRows } from './MobileRows';

/** The spec's affiliate friend fields an affiliate needs: name, quote number, date created (the IP address is the operator's only). */
export function FriendsTable({ friends }: { friends: FriendDto[] }) {
  const { t, locale } = useI18n();
  if (!friends.length) return <p className="text-night-600" data-testid="friends-empty">{t('affiliate.dashboard.friends.empty')}</p>;
  const col = (name: string) => t(`affiliate.dashboard.columns.${name}`);
  const mobile = friends.map((f) => ({
    key: f.quoteNumber,
    title: f.name,
    facts: [[col('quote'), <span key="quote" className="font-mono">{f.quoteNumber}</span>], [col('date'), formatDay(f.createdAt.slice(0, 10), locale, 'medium')]] as [string, ReactNode][],
  }));
  return (
    <>
      <MobileRows rows={mobile} testId="friends-cards" />
      <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-night-900/10 sm:block">
        <table className="w-full text-left text-sm" data-testid="friends-table">
          <thead className="bg-sand-100 text-night-800">
            <tr>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.name')}</th>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.quote')}</th>
              <th scope="col" className="px-4 py-3">{t('affiliate.dashboard.columns.date')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200 bg-white">
            {friends.map((f) => (
              <tr key={f.quoteNumber}>
                <td className="px-4 py-3">{f.name}</td>
                <td className="px-4 py-3 font-mono">{f.quoteNumber}</td>
                <td className="px-4 py-3">{formatDay(f.createdAt.slice(0, 10), locale, 'medium')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

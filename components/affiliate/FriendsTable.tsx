import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { FriendDto } from '@/server/affiliate/dto';
import { MobileRows } from './MobileRows';

type Friend = { key: string; name: string; quoteNumbers: string[]; since: string };

/**
 * One entry per friend, as the rules count them (once, by email): the API lists each quote request,
 * newest first, with its friend's first request (`firstQuote`). The newest name, every quote number
 * from the first, and the day of the first request.
 */
export function friendsOf(requests: FriendDto[]): Friend[] {
  const byFriend = new Map<string, Friend>();
  for (const r of requests) {
    const friend = byFriend.get(r.firstQuote);
    if (friend) {
      friend.quoteNumbers.unshift(r.quoteNumber);
      friend.since = r.createdAt;
    } else byFriend.set(r.firstQuote, { key: r.firstQuote, name: r.name, quoteNumbers: [r.quoteNumber], since: r.createdAt });
  }
  return [...byFriend.values()];
}

/** The spec's affiliate friend fields an affiliate needs: name, quote number, date created (the IP address is the operator's only). */
export function FriendsTable({ friends: requests }: { friends: FriendDto[] }) {
  const { t, locale } = useI18n();
  if (!requests.length) return <p className="text-night-600" data-testid="friends-empty">{t('affiliate.dashboard.friends.empty')}</p>;
  const friends = friendsOf(requests);
  const col = (name: string) => t(`affiliate.dashboard.columns.${name}`);
  const numbers = (f: Friend) => (
    <span className="font-mono">
      {f.quoteNumbers.map((n, i) => (
        <span key={n} className="block">
          {n}
          {i < f.quoteNumbers.length - 1 ? <span className="sr-only">, </span> : null}
        </span>
      ))}
    </span>
  );
  const mobile = friends.map((f) => ({
    key: f.key,
    title: f.name,
    facts: [[col('quote'), numbers(f)], [col('date'), formatDay(f.since.slice(0, 10), locale, 'medium')]] as [string, ReactNode][],
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
              <tr key={f.key} className="align-top">
                <td className="px-4 py-3">{f.name}</td>
                <td className="px-4 py-3">{numbers(f)}</td>
                <td className="px-4 py-3">{formatDay(f.since.slice(0, 10), locale, 'medium')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

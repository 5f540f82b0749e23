import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { RewardsAnswer } from '@/server/affiliate/dto';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { FriendsTable } from './FriendsTable';
import { ProgrammeRules } from './ProgrammeRules';
import { RewardsTable } from './RewardsTable';
import { RewardTotals } from './RewardTotals';
import { useMembership } from './useMembership';

type Load = { state: 'loading' } | { state: 'ready'; rewards: RewardsAnswer } | { state: 'error' };

/** /Dashboard for a signed-in user: reward totals, the rewards and the friends lists, and the rules. */
export function AffiliateDashboard() {
  const { t } = useI18n();
  const membership = useMembership();
  if (membership.state === 'loading') return <p role="status" className="text-night-600">{t('affiliate.dashboard.loading')}</p>;
  if (membership.state === 'error') return <LoadFailed retry={membership.retry} />;
  if (membership.state === 'none') {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="dashboard-not-joined">
        <p className="text-night-700">{t('affiliate.dashboard.notJoined')}</p>
        <AppLink href="/Affiliate" className="mt-4 inline-block rounded-full bg-sunset-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sunset-700">{t('affiliate.dashboard.join')}</AppLink>
      </div>
    );
  }
  return <MemberDashboard />;
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <p role="alert" className="text-red-800">
      {t('affiliate.dashboard.failed')}{' '}
      <button type="button" onClick={retry} className="underline">{t('affiliate.tryAgain')}</button>
    </p>
  );
}

function MemberDashboard() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const { friends } = useAppSelector(selectAuth);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void import('@/store/affiliateThunks')
      .then(({ fetchFriends, fetchRewards }) => Promise.all([dispatch(fetchRewards({ locale })).unwrap(), dispatch(fetchFriends({ locale })).unwrap()]))
      .then(([rewards]) => live && setLoad({ state: 'ready', rewards }))
      .catch(() => live && setLoad({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt, dispatch, locale]);

  if (load.state === 'loading') return <p role="status" className="text-night-600">{t('affiliate.dashboard.loading')}</p>;
  if (load.state === 'error') return <LoadFailed retry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="space-y-10" data-testid="affiliate-dashboard">
      <RewardTotals totals={load.rewards.totals} />
      <p className="text-sm">
        <AppLink href="/AffiliateLink" className="font-semibold underline">{t('affiliate.dashboard.toLink')}</AppLink>
      </p>
      <section aria-labelledby="rewards-title" className="space-y-4">
        <h2 id="rewards-title" className="text-2xl font-semibold">{t('affiliate.dashboard.rewards.title')}</h2>
        <RewardsTable rewards={load.rewards.rewards} />
      </section>
      <section aria-labelledby="friends-title" className="space-y-4">
        <h2 id="friends-title" className="text-2xl font-semibold">{t('affiliate.dashboard.friends.title')}</h2>
        <FriendsTable friends={friends} />
      </section>
      <ProgrammeRules compact />
    </div>
  );
}
